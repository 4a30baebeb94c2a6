import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
