import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The one school this installation serves; the row exists once the first-run setup is done. */
export const school = pgTable('school', {
  /** Always 1: a second setup collides on the primary key, whoever gets there first wins. */
  id: integer().primaryKey().default(1),
  name: text().notNull(),
  setUpAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const trainingPartners = pgTable(
  'training_partners',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** A (active) or I (deactivated: kept for history, offered for nothing new). */
    registrationStatus: text({ enum: ['A', 'I', 'P'] })
      .notNull()
      .default('A'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('training_partners_name_unique').on(sql`lower(${table.name})`)],
);

export const trainingCenters = pgTable(
  'training_centers',
  {
    id: serial().primaryKey(),
    trainingPartnerId: integer()
      .notNull()
      .references(() => trainingPartners.id),
    name: text().notNull(),
    address: text(),
    spocName: text(),
    spocPhone: text(),
    spocEmail: text(),
    /** The spec's tcSpocPassword, kept only as an argon2id hash. */
    spocPasswordHash: text(),
    currentYear: integer(),
    registrationStatus: text({ enum: ['A', 'I', 'P'] })
      .notNull()
      .default('A'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('training_centers_partner_name_unique').on(
      table.trainingPartnerId,
      sql`lower(${table.name})`,
    ),
  ],
);
