import { z } from 'zod';
import { CacheBust, endpoint, Id } from './endpoint';
import { CsvQuery } from './fields';

/**
 * Insight (issue 30): what the school's answers say back to students and teachers. Mastery is kept
 * per student per subconcept as answers arrive (mastery.ts has the rule) and rolled up here by level.
 */

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

/** A mastery figure with its evidence: mastery 0 to 1 (null: no answers yet), answers it rests on, the last one's time. */
export const MasteryFigure = z.object({
  mastery: z.number().nullable(),
  evidence: z.number().int(),
  lastAnsweredAt: z.string().nullable(),
});
export type MasteryFigure = z.infer<typeof MasteryFigure>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const MasterySubconcept = Named.extend(MasteryFigure.shape);
export const MasteryConcept = Named.extend({
  ...MasteryFigure.shape,
  subconcepts: z.array(MasterySubconcept),
});
export const MasteryCourse = Named.extend({ ...MasteryFigure.shape, concepts: z.array(MasteryConcept) });
export const MasteryCurriculum = Named.extend({ ...MasteryFigure.shape, courses: z.array(MasteryCourse) });
export type MasteryCurriculum = z.infer<typeof MasteryCurriculum>;

/** One column of a cohort's grid: a live concept of its curriculum, with its course (to filter by). */
export const MasteryGridConcept = Named.extend({ course: Named });
/** One row: a current student of the cohort, the figure per concept (in the columns' order) and overall. */
export const MasteryGridStudent = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  overall: MasteryFigure,
  concepts: z.array(MasteryFigure.extend({ conceptId: z.number().int() })),
});
export const CohortMastery = z.object({
  cohort: Named.extend({ curriculum: Named }),
  concepts: z.array(MasteryGridConcept),
  students: z.array(MasteryGridStudent),
});
export type CohortMastery = z.infer<typeof CohortMastery>;

/** Per current student of a cohort, what she did beside mastery (the class view's columns). */
export const ClassViewStudent = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  /** Live content items of the cohort's curriculum she has completed, of how many. */
  study: z.object({ completed: z.number().int(), total: z.number().int() }),
  /** Her practice quizzes on the curriculum's live subconcepts: questions right of questions answered. */
  practice: z.object({ quizzes: z.number().int(), correct: z.number().int(), total: z.number().int() }),
  /** Her completed current attempts of this cohort's servings; average of score / total marks, 0 to 1. */
  assessments: z.object({ completed: z.number().int(), average: z.number().nullable() }),
  /** The latest of her study progress, practice, answers and attempts; null: nothing yet. */
  lastActiveAt: z.string().nullable(),
});
export type ClassViewStudent = z.infer<typeof ClassViewStudent>;
export const CohortActivity = z.object({
  cohort: Named.extend({ curriculum: Named }),
  students: z.array(ClassViewStudent),
});
export type CohortActivity = z.infer<typeof CohortActivity>;

/** One student across the caller's cohorts (a teacher: those she teaches; an admin: all). */
export const StudentReport = z.object({
  student: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
  }),
  cohorts: z.array(Named.extend({ curriculum: Named })),
  /** Per live course of those cohorts' curricula: content items completed of its live items. */
  study: z.array(
    Named.extend({
      curriculum: Named,
      completed: z.number().int(),
      total: z.number().int(),
      timeSpentSeconds: z.number().int(),
    }),
  ),
  practice: z.object({
    quizzes: z.number().int(),
    correct: z.number().int(),
    total: z.number().int(),
    /** The latest quizzes, newest first. */
    recent: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        concept: Named,
        subconcept: Named,
        correct: z.number().int(),
        total: z.number().int(),
      }),
    ),
  }),
  /** Her current attempts of those cohorts' servings, newest first. */
  attempts: z.array(
    z.object({
      id: z.number().int(),
      assessment: Named,
      cohort: Named,
      startedAt: z.string(),
      completedAt: z.string().nullable(),
      completionReason: z.enum(['submitted', 'time_up']).nullable(),
      score: z.number(),
      totalMarks: z.number(),
      /** Answers that arrived after the deadline though given in time, and those still held for the teacher. */
      lateAnswers: z.number().int(),
      heldAnswers: z.number().int(),
      /** Extra time in its deadline: her accommodation at start plus time granted in the room. */
      extraSeconds: z.number().int(),
    }),
  ),
  /** Extra time that applies: the school-wide row and (a teacher) her own, or (an admin) every teacher's. */
  accommodations: z.array(
    z.object({
      scope: z.enum(['school', 'teacher']),
      teacherName: z.string().nullable(),
      kind: z.enum(['PERCENT', 'MINUTES']),
      amount: z.number().int(),
    }),
  ),
  mastery: z.array(MasteryCurriculum),
  /** The last weeks (Monday, UTC), oldest first: exam answers, practice quizzes, items studied. */
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      answers: z.number().int(),
      practiceQuizzes: z.number().int(),
      studyItems: z.number().int(),
    }),
  ),
});
export type StudentReport = z.infer<typeof StudentReport>;

export const insightEndpoints = {
  myMastery: endpoint({
    method: 'GET',
    path: '/api/insight/mastery',
    summary:
      "The signed-in student's own mastery: curriculum > course > concept > subconcept, each with its evidence (live items only)",
    access: ['student'],
    response: ok({ data: z.object({ curricula: z.array(MasteryCurriculum) }) }),
  }),
  cohortMastery: endpoint({
    method: 'GET',
    path: '/api/insight/cohorts/:cohortId/mastery',
    summary:
      "A cohort's mastery grid: its current students x the live concepts of its curriculum (a teacher of the cohort, or an admin)",
    access: ['teacher', 'admin'],
    params: z.object({ cohortId: Id }),
    response: ok({ data: CohortMastery }),
  }),
  cohortActivity: endpoint({
    method: 'GET',
    path: '/api/insight/cohorts/:cohortId/students',
    summary:
      "A cohort's class view columns per current student: study progress, practice accuracy, assessment average, last active",
    access: ['teacher', 'admin'],
    params: z.object({ cohortId: Id }),
    query: CacheBust,
    response: ok({ data: CohortActivity }),
  }),
  studentReport: endpoint({
    method: 'GET',
    path: '/api/insight/students/:studentId',
    summary:
      "One student across the caller's cohorts: study, practice, attempts, extra time, mastery, weekly activity (a teacher of one of her cohorts, or an admin)",
    access: ['teacher', 'admin'],
    params: z.object({ studentId: Id }),
    query: CacheBust,
    response: ok({ data: StudentReport }),
  }),
  studentReportCsv: endpoint({
    method: 'GET',
    path: '/api/insight/students/:studentId/report.csv',
    summary: 'The student page as CSV',
    access: ['teacher', 'admin'],
    params: z.object({ studentId: Id }),
    query: CsvQuery,
    response: z.string(),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './insight.messages';
