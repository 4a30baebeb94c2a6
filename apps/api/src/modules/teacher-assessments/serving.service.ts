import {
  assessmentSettingsMessages,
  MAX_SERVING_WINDOW_DAYS,
  messages,
  penaltyProblem,
  servingMessages,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { loadForTeacher } from './load-assessment';
import { smallestMarks } from './paper-composition';
import { poolPlaceName } from './pools.presenter';
import * as poolsRepo from './pools.repository';
import { presentCohort, presentCohortStudent, presentServing } from './serving.presenter';
import * as servingRepo from './serving.repository';
import { canServe } from './teacher-assessments.policy';
import * as repo from './teacher-assessments.repository';

const m = messages.teacher;
const DAY_MS = 24 * 3600 * 1000;

/** The serving's window as dates, or a 400 saying what is wrong with it. */
export function parseWindow(
  given: { opensAt?: string | null; closesAt?: string | null },
  now: Date,
): { opensAt: Date | null; closesAt: Date | null } {
  const opensAt = given.opensAt ? new Date(given.opensAt) : null;
  const closesAt = given.closesAt ? new Date(given.closesAt) : null;
  if (closesAt) {
    if (opensAt && closesAt.getTime() <= opensAt.getTime())
      throw badRequest(servingMessages.closesBeforeOpens);
    if (closesAt.getTime() <= now.getTime()) throw badRequest(servingMessages.closesInPast);
    const from = Math.max(opensAt?.getTime() ?? now.getTime(), now.getTime());
    if (closesAt.getTime() - from > MAX_SERVING_WINDOW_DAYS * DAY_MS)
      throw badRequest(servingMessages.windowTooLong);
  }
  return { opensAt, closesAt };
}

/**
 * On an assessment's first serving: the marking rule checked again (questions may have been chosen
 * after the settings), and each pool's candidates frozen, in the serving's transaction.
 */
async function freezePaper(tx: Executor, assessment: repo.AssessmentRow): Promise<void> {
  const [placed, pools] = await Promise.all([
    repo.listPlacedQuestions(tx, assessment.id),
    poolsRepo.listPools(tx, assessment.id),
  ]);
  const problem = penaltyProblem(assessment.wrongMarks, smallestMarks(placed, pools));
  if (problem) throw conflict(problem);
  for (const row of pools) {
    const candidates = await poolsRepo.lockCandidateIds(tx, assessment.id, row.pool);
    if (candidates.length < row.pool.questionCount) {
      throw conflict(
        assessmentSettingsMessages.poolShrunk(poolPlaceName(row), candidates.length, row.pool.questionCount),
      );
    }
    await poolsRepo.freezeCandidates(tx, row.pool.id, candidates);
  }
}

async function assertTeachesCohort(db: Executor, actor: Actor, cohortId: number): Promise<void> {
  if (await servingRepo.teachesCohort(db, actor.id, cohortId)) return;
  if (!(await servingRepo.findCohort(db, cohortId))) throw notFound(m.cohortNotFound);
  throw forbidden(m.notYourCohort);
}

/** Serving: an assessment given to the teacher's cohorts, and served again (a new round) when confirmed. */
export function createServingService(ctx: AppContext) {
  const { db, clock } = ctx;
  return {
    async servingStatus({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      await loadForTeacher(db, actor, assessmentId);
      return (await repo.servingCounts(db, [assessmentId])).get(assessmentId)!;
    },

    async cohortsForServing({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const { assessment } = await loadForTeacher(db, actor, assessmentId);
      const [cohorts, servings] = await Promise.all([
        servingRepo.listTeacherCohorts(db, actor.id),
        servingRepo.listServings(db, assessmentId),
      ]);
      return cohorts.map((row) => ({
        ...presentCohort(row, servings.find((s) => s.serving.cohortId === row.cohort.id)?.serving),
        curriculumMatches: row.cohort.curriculumId === assessment.curriculumId,
      }));
    },

    /** The servings of an assessment with their windows and progress (links to each exam room). */
    async servings({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      await loadForTeacher(db, actor, assessmentId);
      const rows = await servingRepo.listServings(db, assessmentId);
      const [students, progress] = await Promise.all([
        servingRepo.listCohortStudents(
          db,
          rows.map((row) => row.serving.cohortId),
        ),
        servingRepo.attemptProgress(
          db,
          rows.map((row) => row.serving.id),
        ),
      ]);
      return rows.map((row) =>
        presentServing(
          row,
          students.filter((s) => s.cohortId === row.serving.cohortId).length,
          progress.get(row.serving.id) ?? { started: 0, completed: 0 },
        ),
      );
    },

    /** The cohorts this teacher teaches (My Cohorts). */
    async teacherCohorts({ actor }: { actor: Actor }) {
      const rows = await servingRepo.listTeacherCohorts(db, actor.id);
      return rows.map((row) => presentCohort(row));
    },

    async cohortDetails({ actor, cohortId }: { actor: Actor; cohortId: number }) {
      const [row] = await servingRepo.listTeacherCohorts(db, actor.id, cohortId);
      if (!row) {
        if (!(await servingRepo.findCohort(db, cohortId))) throw notFound(m.cohortNotFound);
        throw forbidden(m.notYourCohort);
      }
      const students = await servingRepo.listCohortStudents(db, [cohortId]);
      return { cohort: presentCohort(row), students: students.map((s) => presentCohortStudent(s.student)) };
    },

    /** Whether the cohort already has the assessment (the spec's check-assessment). */
    async isServedToCohort({
      actor,
      assessmentId,
      cohortId,
    }: {
      actor: Actor;
      assessmentId: number;
      cohortId: number;
    }) {
      await loadForTeacher(db, actor, assessmentId);
      await assertTeachesCohort(db, actor, cohortId);
      return (await servingRepo.findServing(db, assessmentId, cohortId)) !== undefined;
    },

    /**
     * Serves to one of the teacher's cohorts. Serving again needs `confirmReset`: the cohort's current
     * attempts are superseded, the serving's round bumped and the reset recorded, all in one transaction.
     */
    async serve({
      actor,
      assessmentId,
      cohortId,
      confirmReset,
      window: given = {},
    }: {
      actor: Actor;
      assessmentId: number;
      cohortId: number;
      confirmReset: boolean;
      window?: { opensAt?: string | null; closesAt?: string | null };
    }) {
      const now = clock.now();
      const window = parseWindow(given, now);
      const windowDetails = {
        opensAt: window.opensAt?.toISOString() ?? null,
        closesAt: window.closesAt?.toISOString() ?? null,
      };
      return db.transaction(async (tx) => {
        const { assessment, access } = await loadForTeacher(tx, actor, assessmentId, { lock: true });
        if (!canServe(access)) throw forbidden(m.cannotServe);
        if (assessment.finalizedAt === null) throw conflict(m.notFinalized);
        await assertTeachesCohort(tx, actor, cohortId);
        const existing = await servingRepo.findServing(tx, assessmentId, cohortId);
        const studentCount = (await servingRepo.listCohortStudents(tx, [cohortId])).length;
        // The first serving freezes the paper (the assessment row is locked: no change can slip in).
        if (!access.isServed) await freezePaper(tx, assessment);
        if (!existing) {
          const serving = await servingRepo.insertServing(tx, {
            assessmentId,
            cohortId,
            servedBy: actor.id,
            servedAt: now,
            ...window,
          });
          if (!serving) throw conflict(m.confirmResetRequired);
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'assessment.serve',
              entityType: 'assessment',
              entityId: assessmentId,
              details: { cohortId, ...windowDetails },
            },
            now,
          );
          return { totalStudents: studentCount, newRound: false };
        }
        if (!confirmReset) throw conflict(m.confirmResetRequired);
        const supersededAttempts = await servingRepo.supersedeAttempts(tx, existing.id, now);
        const serving = await servingRepo.serveAgain(tx, existing.id, actor.id, now, window);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.reset',
            entityType: 'assessment',
            entityId: assessmentId,
            details: { cohortId, round: serving.round, supersededAttempts, ...windowDetails },
          },
          now,
        );
        return { totalStudents: studentCount, newRound: true };
      });
    },
  };
}
