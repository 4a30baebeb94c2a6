import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Who did what and when: every create, approve, reject, serve, reset and bulk upload. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/** Durable mail queue: a request enqueues, a worker sends with retries, so mail never blocks a request. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_queue_pending_idx').on(table.status, table.nextAttemptAt)],
);

/** A processed bulk-upload file, by content hash, so the same file uploaded twice creates nothing twice. */
export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    id: serial().primaryKey(),
    fileSha256: text().notNull(),
    userType: text({ enum: ['student', 'teacher'] }).notNull(),
    fileName: text().notNull(),
    createdCount: integer().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bulk_uploads_file_unique').on(table.fileSha256, table.userType)],
);

/**
 * What every API server shares: the throttles' fixed windows (calls per key per window), one row
 * per throttle and key, so a limit holds across servers; forgotten after `expiresAt`.
 */
export const throttleWindows = pgTable(
  'throttle_windows',
  {
    key: text().primaryKey(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('throttle_windows_expires_idx').on(table.expiresAt)],
);

/** The growing waits between failed password checks, one row per budget, shared by every server. */
export const guessDelays = pgTable(
  'guess_delays',
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    lastAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('guess_delays_expires_idx').on(table.expiresAt)],
);

/**
 * A timed job's lease: the one server running it (`holder`) until `heldUntil`, renewed while it
 * runs; another server takes the job once the lease has run out. `lastStartedAt` spaces the runs
 * across servers.
 */
export const jobLeases = pgTable('job_leases', {
  job: text().primaryKey(),
  holder: text().notNull(),
  heldUntil: timestamp({ withTimezone: true }).notNull(),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  lastError: text(),
});

/**
 * The lock on a library upload while a request writes to it (tus's locker), shared by every API
 * server: an upload started through one server resumes through another, and two requests never
 * write the same upload at once. `releaseWanted` asks the holder (a request hanging on a dropped
 * connection, perhaps) to let go.
 */
export const uploadLocks = pgTable('upload_locks', {
  uploadId: text().primaryKey(),
  holder: text().notNull(),
  heldUntil: timestamp({ withTimezone: true }).notNull(),
  releaseWanted: boolean().notNull().default(false),
});
