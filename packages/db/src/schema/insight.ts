import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { assessments, questions } from './assessments';
import { cohorts } from './cohorts';
import { subconcepts } from './curriculum';

/**
 * Mastery (issue 30) per student per subconcept, kept current in the statement or transaction that
 * stores an answer (practice, exam, an accepted held answer), so no page ever scans the answers. The
 * rule (an exponentially weighted pair, decay 0.8) is packages/contracts/src/mastery.ts.
 */
export const mastery = pgTable(
  'mastery',
  {
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subconceptId: integer()
      .notNull()
      .references(() => subconcepts.id),
    weightedCorrect: doublePrecision().notNull(),
    weightedTotal: doublePrecision().notNull(),
    /** The raw evidence: how many answers the figure rests on. */
    answerCount: integer().notNull(),
    lastAnsweredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.subconceptId] })],
);

/**
 * Practice a teacher set from 'who needs help': these subconcepts, for these students of one of her
 * cohorts, by a due date. A student has done it once she has handed in a practice quiz on each of
 * its subconcepts after it was set; the teacher sees that and how her mastery moved since.
 */
export const practiceAssignments = pgTable(
  'practice_assignments',
  {
    id: serial().primaryKey(),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    teacherId: integer().references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn by a teacher: students no longer see it. */
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('practice_assignments_cohort_idx').on(table.cohortId)],
);

export const practiceAssignmentSubconcepts = pgTable(
  'practice_assignment_subconcepts',
  {
    assignmentId: integer()
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: 'cascade' }),
    subconceptId: integer()
      .notNull()
      .references(() => subconcepts.id),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.subconceptId] })],
);

/** Who it was set for, with the mastery of its subconcepts when it was set (to show how it moved). */
export const practiceAssignmentStudents = pgTable(
  'practice_assignment_students',
  {
    assignmentId: integer()
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Mastery 0 to 1 over the assignment's subconcepts when set; null: no answers then. */
    masteryBefore: doublePrecision(),
    evidenceBefore: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.studentId] }),
    index('practice_assignment_students_student_idx').on(table.studentId),
  ],
);

export const REGRADE_KINDS = ['KEY', 'FULL_MARKS', 'DROP'] as const;

/**
 * A teacher's correction of one question of an assessment, from its item analysis: the right option
 * is another (KEY), everyone gets the mark (FULL_MARKS), or it counts for no one (DROP). One row per
 * (assessment, question), the latest decision; every attempt is rescored with it in one transaction,
 * answers that arrive later are scored by it, and the audit log keeps each change with old and new scores.
 */
export const questionRegrades = pgTable(
  'question_regrades',
  {
    assessmentId: integer()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    kind: text({ enum: REGRADE_KINDS }).notNull(),
    /** KEY: the option that is right (1 to 4); null otherwise. */
    correctOption: smallint(),
    teacherId: integer().references(() => users.id, { onDelete: 'set null' }),
    regradedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.assessmentId, table.questionId] }),
    check(
      'question_regrades_key_check',
      sql`(${table.kind} = 'KEY') = (${table.correctOption} is not null) and coalesce(${table.correctOption}, 1) between 1 and 4`,
    ),
  ],
);
