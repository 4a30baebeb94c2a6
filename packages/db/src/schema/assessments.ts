import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
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
import { concepts, courses, curricula, subconcepts } from './curriculum';

/**
 * The question bank. A question placed in any assessment leaves the practice pool (decisions.md),
 * so practice can never reveal an exam answer.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    curriculumId: integer()
      .notNull()
      .references(() => curricula.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    conceptId: integer()
      .notNull()
      .references(() => concepts.id),
    subconceptId: integer()
      .notNull()
      .references(() => subconcepts.id),
    text: text().notNull(),
    option1: text().notNull(),
    option2: text().notNull(),
    option3: text().notNull().default(''),
    option4: text().notNull().default(''),
    correctOption: smallint().notNull(),
    marks: real().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_course_idx').on(table.courseId),
    index('questions_subconcept_idx').on(table.subconceptId),
    check('questions_correct_option_check', sql`${table.correctOption} between 1 and 4`),
  ],
);

/** A practice quiz a student handed in, kept for teachers' use later. */
export const practiceResults = pgTable(
  'practice_results',
  {
    id: serial().primaryKey(),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subconceptId: integer()
      .notNull()
      .references(() => subconcepts.id),
    obtainedMarks: real().notNull(),
    totalMarks: real().notNull(),
    correctAnswers: integer().notNull(),
    totalQuestions: integer().notNull(),
    percentage: real().notNull(),
    passed: boolean().notNull(),
    /** Per question: questionId, selected and correct option. */
    details: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('practice_results_student_idx').on(table.studentId, table.subconceptId)],
);

/** An assessment; its id is the teacher-visible AM_id offered by next-id. */
export const assessments = pgTable('assessments', {
  id: integer().primaryKey(),
  name: text().notNull(),
  description: text(),
  durationSeconds: integer().notNull(),
  totalQuestions: integer().notNull(),
  totalMarks: real().notNull(),
  curriculumId: integer()
    .notNull()
    .references(() => curricula.id),
  ownerId: integer()
    .notNull()
    .references(() => users.id),
  /** Set when exactly the total number of questions is placed (wizard step 3). */
  finalizedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Course allocation: how many questions and marks an assessment takes from a course. */
export const assessmentCourses = pgTable(
  'assessment_courses',
  {
    assessmentId: integer()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    questionCount: integer().notNull(),
    totalMarks: real().notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.courseId] })],
);

export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    assessmentId: integer()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    seqNum: integer().notNull(),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
  },
  (table) => [
    primaryKey({ columns: [table.assessmentId, table.seqNum] }),
    uniqueIndex('assessment_questions_question_unique').on(table.assessmentId, table.questionId),
    index('assessment_questions_question_idx').on(table.questionId),
  ],
);

/** Another teacher's access to an assessment (owner grants; only FULL for now). */
export const assessmentAuthorizations = pgTable(
  'assessment_authorizations',
  {
    id: serial().primaryKey(),
    assessmentId: integer()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionLevel: text({ enum: ['VIEW', 'EDIT', 'FULL'] }).notNull(),
    notes: text(),
    grantedBy: integer()
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('assessment_authorizations_unique').on(table.assessmentId, table.teacherId)],
);
