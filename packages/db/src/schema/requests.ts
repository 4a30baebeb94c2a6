import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Someone asking to become an admin; P pending, A approved, R rejected. */
export const adminRequests = pgTable('admin_requests', {
  id: serial().primaryKey(),
  email: text().notNull(),
  username: text().notNull(),
  salutation: text(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  passwordHash: text().notNull(),
  address: text(),
  justification: text().notNull(),
  status: text({ enum: ['P', 'A', 'R'] })
    .notNull()
    .default('P'),
  requestedBy: integer().references(() => users.id),
  processedBy: integer().references(() => users.id),
  processedAt: timestamp({ withTimezone: true }),
  rejectionReason: text(),
  /** The admin account created on approval. */
  createdUserId: integer().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A user asking to reset a password; finished by the mailed link or by an admin, whichever comes first. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    userType: text({ enum: ['student', 'teacher', 'admin'] }).notNull(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedBy: integer().references(() => users.id),
    processedAt: timestamp({ withTimezone: true }),
    adminNotes: text(),
  },
  (table) => [index('password_reset_requests_status_idx').on(table.status, table.requestedAt)],
);

/** Reset-link tokens, stored as SHA-256 hashes; single use, 30 minutes, voided by a newer request. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => passwordResetRequests.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    voidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);
