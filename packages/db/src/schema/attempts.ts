import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { assessments, questions } from './assessments';
import { servings } from './cohorts';

/**
 * A student taking an assessment. The server fixes `deadline` at start; a reset (re-serve) marks
 * the attempt superseded, so at most one current attempt exists per student and assessment.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: serial().primaryKey(),
    assessmentId: integer()
      .notNull()
      .references(() => assessments.id),
    servingId: integer()
      .notNull()
      .references(() => servings.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    completionReason: text({ enum: ['submitted', 'time_up'] }),
    score: real().notNull().default(0),
    supersededAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('attempts_current_unique')
      .on(table.assessmentId, table.studentId)
      .where(sql`${table.supersededAt} is null`),
    index('attempts_open_deadline_idx').on(table.deadline).where(sql`${table.completedAt} is null`),
    index('attempts_serving_idx').on(table.servingId),
  ],
);

/** One answer per (attempt, question): a retry returns the stored result, a different answer is refused. */
export const answers = pgTable(
  'answers',
  {
    attemptId: integer()
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    seqNum: integer().notNull(),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    selectedOption: smallint().notNull(),
    isCorrect: boolean().notNull(),
    marksAwarded: real().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.seqNum] }),
    check('answers_option_check', sql`${table.selectedOption} between 1 and 4`),
  ],
);
