import { z } from 'zod';
import { endpoint, Id } from './endpoint';

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
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './insight.messages';
