import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trainingCenters, trainingPartners } from './organisation';

/**
 * Every person who signs in: students, teachers and admins share one table so that sign-in,
 * sessions and password recovery have one place. Type-specific columns are nullable.
 */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    type: text({ enum: ['student', 'teacher', 'admin'] }).notNull(),
    /** Lower-cased; a student's username is their e-mail, an admin's may be a plain name. */
    username: text().notNull(),
    /** Lower-cased; the same address may hold one account of each type. */
    email: text(),
    passwordHash: text().notNull(),
    salutation: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    address: text(),
    dateOfBirth: date({ mode: 'string' }),
    currentYear: integer(),
    trainingCenterId: integer().references(() => trainingCenters.id),
    trainingPartnerId: integer().references(() => trainingPartners.id),
    registrationStatus: text({ enum: ['A', 'I', 'P'] })
      .notNull()
      .default('A'),
    /** Set when an admin reset the password: the user must choose a new one at next sign-in. */
    mustChangePassword: boolean().notNull().default(false),
    /** The interface language the person chose (a `Language` of the contracts); null until they choose. */
    language: text(),
    /** The bulk upload that created the account, so the admin can list who one file created. */
    bulkUploadId: integer(),
    /** This sign-in and the one before: "since your last visit" on the dashboards. */
    lastSignInAt: timestamp({ withTimezone: true }),
    previousSignInAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_unique').on(table.username),
    uniqueIndex('users_type_email_unique').on(table.type, table.email),
    index('users_email_idx').on(table.email),
    index('users_bulk_upload_idx').on(table.bulkUploadId),
    check('users_type_check', sql`${table.type} in ('student', 'teacher', 'admin')`),
    check('users_status_check', sql`${table.registrationStatus} in ('A', 'I', 'P')`),
  ],
);

/** Opaque refresh tokens, stored hashed; a family is one sign-in, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when rotated (replaced) or revoked; a second use of a rotated token revokes the family. */
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
    // Every few seconds the API reads the sign-ins ended lately, to refuse their access tokens.
    index('refresh_tokens_revoked_idx').on(table.revokedAt),
  ],
);
