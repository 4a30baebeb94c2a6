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
  unique,
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
    /** How many answers it holds (held late ones too), and how many synced late: kept with the score, so the exam room never counts answers. */
    answerCount: integer().notNull().default(0),
    lateAnswerCount: integer().notNull().default(0),
    supersededAt: timestamp({ withTimezone: true }),
    /** Chooses this student's order and pool draws (student-paper.ts): the same paper on every resume. */
    seed: integer().notNull().default(sql`floor(random() * 2147483647)::int`),
    /** Extra time in the deadline: the student's accommodation at start, and time granted in the room. */
    accommodationSeconds: integer().notNull().default(0),
    grantedSeconds: integer().notNull().default(0),
    /** The receipt code given on completion (receipt.ts): proves which answers the server holds. */
    receipt: text(),
    /** When the student was first shown this attempt's result: a held answer that arrived after it is told apart. */
    resultShownAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('attempts_current_unique')
      .on(table.assessmentId, table.studentId)
      .where(sql`${table.supersededAt} is null`),
    index('attempts_open_deadline_idx').on(table.deadline).where(sql`${table.completedAt} is null`),
    index('attempts_serving_idx').on(table.servingId),
    index('attempts_receipt_idx').on(table.receipt).where(sql`${table.receipt} is not null`),
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
    /** When the student answered, on the server's clock (for an offline answer: as proven by its clock mark). */
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the server received it; later than the deadline only for an answer given offline in time. */
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The device's running number for its answers of this attempt (sent in order); null when online. */
    clientSeq: integer(),
    /** Arrived after the deadline though given in time (offline): flagged for the teacher. */
    syncedLate: boolean().notNull().default(false),
    /**
     * A late answer is never scored on arrival: it is 'held' (in neither the score nor the counts)
     * until the teacher accepts (scored then) or declines it (kept, never scored). Null: in time.
     */
    heldState: text({ enum: ['held', 'accepted', 'declined'] }),
    /** A held answer arrived after the serving's right answers were released to its students. */
    afterRightAnswers: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.seqNum] }),
    check('answers_option_check', sql`${table.selectedOption} between 1 and 4`),
  ],
);

/**
 * Extra time a student gets in timed assessments (an accommodation), one row per student per scope:
 * the school-wide row (teacher_id null, set by an admin) applies in every exam; a teacher's row
 * (teacher_id: hers) in the servings of the cohorts she teaches. In a serving the largest that
 * applies counts (attempts.repository ACCOMMODATION).
 */
export const studentAccommodations = pgTable(
  'student_accommodations',
  {
    id: serial().primaryKey(),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whose row: null, the school-wide one; a teacher's goes with her (never widens to school-wide). */
    teacherId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** PERCENT: amount % of the duration; MINUTES: amount minutes. */
    kind: text({ enum: ['PERCENT', 'MINUTES'] }).notNull(),
    amount: integer().notNull(),
    note: text(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One row per scope; nulls not distinct, so one school-wide row too (the key insert ... on conflict uses).
  (table) => [
    unique('student_accommodations_scope_key').on(table.studentId, table.teacherId).nullsNotDistinct(),
  ],
);

export const EXAM_ROOM_EVENT_KINDS = [
  'EXTEND',
  'PAUSE',
  'RESUME',
  'IRREGULARITY',
  'LATE_SYNC',
  'FORGED_BATCH',
] as const;

/**
 * What happened in an exam room: the teacher's actions (extend, pause, resume, an irregularity) and
 * what the server saw (answers synced late, a forged offline batch). Exported for the record.
 */
export const examRoomEvents = pgTable(
  'exam_room_events',
  {
    id: serial().primaryKey(),
    servingId: integer()
      .notNull()
      .references(() => servings.id, { onDelete: 'cascade' }),
    kind: text({ enum: EXAM_ROOM_EVENT_KINDS }).notNull(),
    /** The student it concerns; null for the whole room. */
    studentId: integer().references(() => users.id, { onDelete: 'set null' }),
    attemptId: integer().references(() => attempts.id, { onDelete: 'set null' }),
    /** Seconds added (EXTEND) or paused for (RESUME). */
    seconds: integer(),
    reason: text(),
    /** Who acted; null for the server itself. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exam_room_events_serving_idx').on(table.servingId, table.at)],
);

/**
 * Who is in an exam now, shared by every API server: each open attempt's last word from its
 * runner (a heartbeat, an answer, a paper load), since when it has been heard without a gap, and
 * how many answers its device still holds. Written in batches by the server the runner reached,
 * read by the exam room on any server.
 */
export const examPresence = pgTable('exam_presence', {
  attemptId: integer()
    .primaryKey()
    .references(() => attempts.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  connectedSince: timestamp({ withTimezone: true }).notNull(),
  pending: integer().notNull().default(0),
});
