import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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

/** Raw bytes (bytea): a question image is small and lives with its question, in every backup. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** What a question is for: practice only, assessments only, or both (the bank's default). */
export const QUESTION_USES = ['PRACTICE', 'ASSESSMENT', 'BOTH'] as const;
export const QUESTION_DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
/** When a student learns whether an exam answer was right: after each answer (the spec), after completing, or never. */
export const FEEDBACK_MODES = ['IMMEDIATE', 'AFTER', 'NEVER'] as const;

/**
 * An image of a question or of one of its options, checked by content and stored once per sha256.
 * It is served by that hash, which says nothing about the question or its key.
 */
export const questionImages = pgTable('question_images', {
  id: serial().primaryKey(),
  sha256: text().notNull().unique(),
  mimeType: text().notNull(),
  sizeBytes: integer().notNull(),
  bytes: bytea().notNull(),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The question bank. Rows are versions: a question that has been used (served, answered or
 * practised) is never changed in place; editing it inserts the next version and points the old row
 * at it (replacedById), so served papers, results and practice history keep what students saw.
 * The bank lists current versions (replacedById null); retiring hides one from new work.
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
    /** Shown to a student after answering in practice. */
    explanation: text(),
    use: text({ enum: QUESTION_USES }).notNull().default('BOTH'),
    difficulty: text({ enum: QUESTION_DIFFICULTIES }),
    imageId: integer().references(() => questionImages.id),
    option1ImageId: integer().references(() => questionImages.id),
    option2ImageId: integer().references(() => questionImages.id),
    option3ImageId: integer().references(() => questionImages.id),
    option4ImageId: integer().references(() => questionImages.id),
    /** The teacher or admin who wrote it; null for the school's own (demo) questions. */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    version: smallint().notNull().default(1),
    /** The version this one replaced (null for a first version). */
    previousVersionId: integer(),
    /** The newer version that replaced this one; null while this is the current version. */
    replacedById: integer(),
    retiredAt: timestamp({ withTimezone: true }),
    /** sha256 of the place, texts and key (questionFingerprint): the same question imported twice is found. */
    fingerprint: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_course_idx').on(table.courseId),
    index('questions_subconcept_idx').on(table.subconceptId),
    index('questions_fingerprint_idx').on(table.subconceptId, table.fingerprint),
    index('questions_author_idx').on(table.authorId),
    check('questions_correct_option_check', sql`${table.correctOption} between 1 and 4`),
  ],
);

/**
 * One import of a question file: a dry run is not recorded; an import is, so its progress can be
 * followed while it runs and its report read afterwards.
 */
export const questionImports = pgTable(
  'question_imports',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text().notNull(),
    fileName: text().notNull(),
    status: text({ enum: ['RUNNING', 'DONE', 'FAILED'] }).notNull(),
    totalItems: integer().notNull().default(0),
    doneItems: integer().notNull().default(0),
    createdCount: integer().notNull().default(0),
    existingCount: integer().notNull().default(0),
    failedCount: integer().notNull().default(0),
    skippedCount: integer().notNull().default(0),
    /** Problems, skipped items and the failed items' values, as the dry run reports them. */
    report: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    /**
     * The running import's last sign of life (database time), renewed while its server works on it:
     * an import whose server died stops being renewed and is marked FAILED by any other server.
     */
    aliveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One running import per person, whichever server started it.
  (table) => [uniqueIndex('question_imports_one_running').on(table.ownerId).where(sql`status = 'RUNNING'`)],
);

/**
 * Where a person's imports put a Moodle category's questions ("Class 8 Science / Cells"), kept from
 * her last import so the next file from the same Moodle course is placed the same way. `category`
 * is the path's names in lower case, joined by " / ".
 */
export const questionCategoryPlaces = pgTable(
  'question_category_places',
  {
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    subconceptId: integer()
      .notNull()
      .references(() => subconcepts.id, { onDelete: 'cascade' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.category] })],
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
  // Exam-day settings (issue 14); each default is the spec's behaviour.
  feedbackMode: text({ enum: FEEDBACK_MODES }).notNull().default('IMMEDIATE'),
  /** Each student gets their own order of questions / of each question's options (stable per attempt). */
  shuffleQuestions: boolean().notNull().default(false),
  shuffleOptions: boolean().notNull().default(false),
  /** Marks for a wrong answer and for an unanswered question (0 or negative). */
  wrongMarks: real().notNull().default(0),
  skippedMarks: real().notNull().default(0),
  /** Whether a total may end below zero (otherwise it stops at zero). */
  allowNegativeTotal: boolean().notNull().default(false),
});

/**
 * A question pool: instead of chosen questions, N random questions of a course (or of one subconcept)
 * from the bank, each worth the pool's marks. Each student draws their own; the candidates are frozen
 * when the assessment is first served (assessmentPoolQuestions), so a resumed attempt draws the same.
 */
export const assessmentPools = pgTable(
  'assessment_pools',
  {
    id: serial().primaryKey(),
    assessmentId: integer()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    /** Null: any subconcept of the course. */
    subconceptId: integer().references(() => subconcepts.id),
    questionCount: integer().notNull(),
    marksPerQuestion: real().notNull(),
    /** Order of the pools on an unshuffled paper (after the chosen questions). */
    position: integer().notNull(),
  },
  (table) => [index('assessment_pools_assessment_idx').on(table.assessmentId)],
);

/** A pool's candidates, frozen at the first serving: the bank may change, a served paper does not. */
export const assessmentPoolQuestions = pgTable(
  'assessment_pool_questions',
  {
    poolId: integer()
      .notNull()
      .references(() => assessmentPools.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
  },
  (table) => [
    primaryKey({ columns: [table.poolId, table.questionId] }),
    index('assessment_pool_questions_question_idx').on(table.questionId),
  ],
);

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

/**
 * An assessment shared with another teacher at a level (VIEW, EDIT, FULL). The table and its
 * columns keep the spec's words (authorization, permission level, granted).
 */
export const assessmentShares = pgTable(
  'assessment_authorizations',
  {
    id: serial().primaryKey(),
    assessmentId: integer()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('permission_level', { enum: ['VIEW', 'EDIT', 'FULL'] }).notNull(),
    notes: text(),
    sharedBy: integer('granted_by')
      .notNull()
      .references(() => users.id),
    sharedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('assessment_authorizations_unique').on(table.assessmentId, table.teacherId)],
);
