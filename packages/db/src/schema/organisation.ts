import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const trainingPartners = pgTable(
  'training_partners',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('training_partners_name_unique').on(table.name)],
);

export const trainingCenters = pgTable('training_centers', {
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
});
