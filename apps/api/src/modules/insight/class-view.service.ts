import { type CohortActivity, insightMessages } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as activity from './class-view.repository';
import * as repo from './insight.repository';

/** A cohort the caller may read: a teacher of it or an admin; anyone else is told it is not found. */
export async function readableCohort(ctx: AppContext, actor: Actor, cohortId: number) {
  const cohort = await repo.findCohort(ctx.db, cohortId);
  if (!cohort || (actor.type !== 'admin' && !(await repo.teachesCohort(ctx.db, actor.id, cohortId))))
    throw notFound(insightMessages.cohortNotFound);
  return cohort;
}

/** The later of two moments (either may be missing). */
function later(a: Date | null | undefined, b: Date | null | undefined): Date | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * The class view's columns beside mastery (issue 30): per current student of a cohort, study progress
 * on its curriculum's live items, practice accuracy on its live subconcepts, the average of her
 * completed current attempts of its servings, and when she was last active. Each figure is one
 * grouped query over the cohort's students' own rows (class-view.repository).
 */
export function createClassViewService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async cohortActivity(options: { actor: Actor; cohortId: number }): Promise<CohortActivity> {
      const cohort = await readableCohort(ctx, options.actor, options.cohortId);
      const [students, items, subconceptRows] = await Promise.all([
        repo.findCohortStudents(db, cohort.id),
        activity.findLiveContentItems(db, [cohort.curriculumId]),
        repo.findLiveSubconcepts(db, [cohort.curriculumId]),
      ]);
      const studentIds = students.map((student) => student.id);
      const [progress, practice, averages, moments] = await Promise.all([
        activity.countCompletedItems(
          db,
          studentIds,
          items.map((item) => item.id),
        ),
        activity.sumPractice(
          db,
          studentIds,
          subconceptRows.map((row) => row.subconceptId),
        ),
        activity.averageAttempts(db, cohort.id, studentIds),
        activity.findLastActive(db, cohort.id, studentIds),
      ]);
      const completed = new Map(progress.map((row) => [row.studentId, row.completed]));
      const practiceOf = new Map(practice.map((row) => [row.studentId, row]));
      const averageOf = new Map(averages.map((row) => [row.studentId, row]));
      const lastActive = new Map<number, Date | null>();
      for (const row of moments) lastActive.set(row.studentId, later(lastActive.get(row.studentId), row.at));
      return {
        cohort: {
          id: cohort.id,
          name: cohort.name,
          curriculum: { id: cohort.curriculumId, name: cohort.curriculumName },
        },
        students: students.map((student) => {
          const quizzes = practiceOf.get(student.id);
          const attempts = averageOf.get(student.id);
          return {
            ...student,
            study: { completed: completed.get(student.id) ?? 0, total: items.length },
            practice: {
              quizzes: quizzes?.quizzes ?? 0,
              correct: quizzes?.correct ?? 0,
              total: quizzes?.total ?? 0,
            },
            assessments: {
              completed: attempts?.completed ?? 0,
              average: attempts?.average === undefined ? null : Number(attempts.average),
            },
            lastActiveAt: lastActive.get(student.id)?.toISOString() ?? null,
          };
        }),
      };
    },
  };
}
