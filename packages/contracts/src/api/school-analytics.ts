import { z } from 'zod';
import { endpoint } from './endpoint';
import { CsvQuery } from './fields';
import { schoolAnalyticsMessages } from './school-analytics.messages';
import { ok } from './teacher-common';

/**
 * The school's view (issue 30, admins): per training center and cohort, how many students were
 * active each week, assessments served and their average score, and the content most and least
 * opened; and the student's own scores over time (her results and practice quizzes).
 */

/** How many weeks the activity covers: the current week and the ones before it. */
export const ANALYTICS_WEEKS = { min: 1, max: 12, default: 8 } as const;

export const SchoolAnalyticsQuery = CsvQuery.extend({
  weeks: z.coerce
    .number(schoolAnalyticsMessages.weeksRange)
    .int(schoolAnalyticsMessages.weeksRange)
    .min(ANALYTICS_WEEKS.min, schoolAnalyticsMessages.weeksRange)
    .max(ANALYTICS_WEEKS.max, schoolAnalyticsMessages.weeksRange)
    .optional(),
});

/** One content item with how many of the cohort's current students opened it. */
export const OpenedContent = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['VID', 'PDF', 'PPT', 'DOC', 'WEB']),
  openedBy: z.number().int(),
});
export type OpenedContent = z.infer<typeof OpenedContent>;

/**
 * The figures of a group (the school, a center, a cohort): its current students, how many of them
 * were active in each week (`activeByWeek`, in the order of `weeks`), the assessments served to it,
 * completed attempts and their average score in percent (null: none yet).
 */
export const AnalyticsFigures = z.object({
  students: z.number().int(),
  activeByWeek: z.array(z.number().int()),
  assessmentsServed: z.number().int(),
  attemptsCompleted: z.number().int(),
  averageScore: z.number().nullable(),
});
export type AnalyticsFigures = z.infer<typeof AnalyticsFigures>;

export const CohortAnalytics = AnalyticsFigures.extend({
  id: z.number().int(),
  name: z.string(),
  curriculum: z.object({ id: z.number().int(), name: z.string() }),
  /** Up to three live items of its curriculum each: most opened first; least opened first. */
  mostOpened: z.array(OpenedContent),
  leastOpened: z.array(OpenedContent),
});
export type CohortAnalytics = z.infer<typeof CohortAnalytics>;

export const CenterAnalytics = AnalyticsFigures.extend({
  id: z.number().int(),
  name: z.string(),
  partnerName: z.string(),
  cohorts: z.array(CohortAnalytics),
});
export type CenterAnalytics = z.infer<typeof CenterAnalytics>;

export const SchoolAnalytics = z.object({
  /** Each week's first day (Monday, YYYY-MM-DD in the asked time zone), oldest first; the last is this week. */
  weeks: z.array(z.string()),
  timeZone: z.string(),
  school: AnalyticsFigures,
  centers: z.array(CenterAnalytics),
});
export type SchoolAnalytics = z.infer<typeof SchoolAnalytics>;

/** One point of the student's scores over time: a result she may see, or a practice quiz. */
export const MyScore = z.object({
  kind: z.enum(['assessment', 'practice']),
  /** The assessment's or the practised subconcept's id and name. */
  id: z.number().int(),
  name: z.string(),
  at: z.string(),
  percentage: z.number(),
});
export type MyScore = z.infer<typeof MyScore>;

/** Where to study a concept: its first live content item (in a subconcept when `subconceptId` is set). */
export const StudyContent = z.object({
  conceptId: z.number().int(),
  subconceptId: z.number().int().nullable(),
  contentId: z.number().int(),
  name: z.string(),
});
export type StudyContent = z.infer<typeof StudyContent>;

/** How many of the newest points of each kind the student's chart shows. */
export const MY_SCORES_LIMIT = 50;

export const schoolAnalyticsEndpoints = {
  schoolAnalytics: endpoint({
    method: 'GET',
    path: '/api/insight/school',
    summary:
      'Per training center and cohort: active students per week, assessments served, average scores, content most and least opened (admins)',
    access: ['admin'],
    query: SchoolAnalyticsQuery,
    response: ok({ data: SchoolAnalytics }),
  }),
  schoolAnalyticsCsv: endpoint({
    method: 'GET',
    path: '/api/insight/school.csv',
    summary: 'The school analytics table as CSV, one row per center and per cohort (admins)',
    access: ['admin'],
    query: SchoolAnalyticsQuery,
    response: z.string(),
  }),
  myScores: endpoint({
    method: 'GET',
    path: '/api/insight/my-scores',
    summary:
      "The signed-in student's scores over time (results she may see, practice quizzes; the newest 50 of each, oldest first) and where to study each concept",
    access: ['student'],
    response: ok({ data: z.object({ scores: z.array(MyScore), studyContent: z.array(StudyContent) }) }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './school-analytics.messages';
