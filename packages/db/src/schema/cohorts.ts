import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { assessments } from './assessments';
import { curricula } from './curriculum';
import { trainingCenters } from './organisation';

export const cohorts = pgTable(
  'cohorts',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    semester: text(),
    curriculumId: integer()
      .notNull()
      .references(() => curricula.id),
    trainingCenterId: integer()
      .notNull()
      .references(() => trainingCenters.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cohorts_center_name_unique').on(table.trainingCenterId, sql`lower(${table.name})`),
  ],
);

export const cohortStudents = pgTable(
  'cohort_students',
  {
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cohortId, table.studentId] }),
    index('cohort_students_student_idx').on(table.studentId),
  ],
);

/** The teachers who teach a cohort: they may serve assessments to it. */
export const cohortTeachers = pgTable(
  'cohort_teachers',
  {
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cohortId, table.teacherId] }),
    index('cohort_teachers_teacher_idx').on(table.teacherId),
  ],
);

/** An assessment served to a cohort. Serving again (after confirmation) bumps `round` and resets attempts. */
export const servings = pgTable(
  'servings',
  {
    id: serial().primaryKey(),
    assessmentId: integer()
      .notNull()
      .references(() => assessments.id),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    servedBy: integer()
      .notNull()
      .references(() => users.id),
    servedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    round: integer().notNull().default(1),
    /** The availability window (null: open from serving, never closes). */
    opensAt: timestamp({ withTimezone: true }),
    closesAt: timestamp({ withTimezone: true }),
    /** Set while the exam room is paused: every clock of the serving stops on the server. */
    pausedAt: timestamp({ withTimezone: true }),
    /** Time the room gave everyone (extend all): attempts started later get it too. */
    extraSeconds: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('servings_assessment_cohort_unique').on(table.assessmentId, table.cohortId),
    index('servings_cohort_idx').on(table.cohortId),
  ],
);
