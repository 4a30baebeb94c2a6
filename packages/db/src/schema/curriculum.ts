import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Retiring (retiredAt set) hides an item from study and from new work; nothing is ever deleted, so
 * a student's progress and attempts on it stay in results. Names are unique among the live items of
 * one parent (case-insensitive).
 */
export const curricula = pgTable(
  'curricula',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('curricula_name_unique').on(sql`lower(${table.name})`).where(sql`${table.retiredAt} is null`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    curriculumId: integer()
      .notNull()
      .references(() => curricula.id),
    name: text().notNull(),
    description: text(),
    position: integer().notNull().default(0),
    retiredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('courses_name_unique')
      .on(table.curriculumId, sql`lower(${table.name})`)
      .where(sql`${table.retiredAt} is null`),
    index('courses_curriculum_idx').on(table.curriculumId),
  ],
);

export const concepts = pgTable(
  'concepts',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    name: text().notNull(),
    description: text(),
    position: integer().notNull().default(0),
    retiredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('concepts_name_unique')
      .on(table.courseId, sql`lower(${table.name})`)
      .where(sql`${table.retiredAt} is null`),
    index('concepts_course_idx').on(table.courseId),
  ],
);

export const subconcepts = pgTable(
  'subconcepts',
  {
    id: serial().primaryKey(),
    conceptId: integer()
      .notNull()
      .references(() => concepts.id),
    name: text().notNull(),
    description: text(),
    durationSeconds: integer().notNull().default(0),
    position: integer().notNull().default(0),
    retiredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subconcepts_name_unique')
      .on(table.conceptId, sql`lower(${table.name})`)
      .where(sql`${table.retiredAt} is null`),
    index('subconcepts_concept_idx').on(table.conceptId),
  ],
);

/**
 * A study item. Files live under DATA_DIR/content at `storagePath`; a web resource has `url`.
 * Content may belong to a concept directly or to one of its subconcepts.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial().primaryKey(),
    conceptId: integer()
      .notNull()
      .references(() => concepts.id),
    subconceptId: integer().references(() => subconcepts.id),
    name: text().notNull(),
    type: text({ enum: ['VID', 'PDF', 'PPT', 'DOC', 'WEB'] }).notNull(),
    durationSeconds: integer().notNull().default(0),
    storagePath: text(),
    mimeType: text(),
    sizeBytes: integer(),
    url: text(),
    /** sha256 of the file's bytes: its name under DATA_DIR/content, so a file uploaded twice is stored once. */
    sha256: text(),
    /** The name the file had on the uploader's computer; shown to staff only. */
    fileName: text(),
    position: integer().notNull().default(0),
    retiredAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_items_concept_idx').on(table.conceptId),
    index('content_items_subconcept_idx').on(table.subconceptId),
    index('content_items_sha256_idx').on(table.sha256),
    check('content_items_type_check', sql`${table.type} in ('VID', 'PDF', 'PPT', 'DOC', 'WEB')`),
    check(
      'content_items_source_check',
      sql`(${table.storagePath} is not null) or (${table.url} is not null)`,
    ),
  ],
);

/** A student's study progress on one content item. */
export const contentProgress = pgTable(
  'content_progress',
  {
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    timeSpentSeconds: integer().notNull().default(0),
    completionPercent: real().notNull().default(0),
    status: text({ enum: ['started', 'in_progress', 'completed'] })
      .notNull()
      .default('started'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.contentId] }),
    check('content_progress_percent_check', sql`${table.completionPercent} between 0 and 100`),
  ],
);

/** Where a student left a content item: position is seconds, a page, a slide or a percent by type. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: real().notNull(),
    timeSeconds: real().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.contentId] })],
);

/**
 * The ids devices gave the study records they sent (progress reports, practice quizzes): a record
 * sent twice (the answer to the first send was lost, or it waited offline) counts once.
 */
export const syncedRecords = pgTable(
  'synced_records',
  {
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    syncId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.syncId] }),
    // The hourly sweep forgets ids older than a device may still send (SYNC_MAX_AGE_SECONDS).
    index('synced_records_created_idx').on(table.createdAt),
  ],
);
