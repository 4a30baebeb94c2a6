import { messages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { loadForTeacher } from './load-assessment';
import { presentCohort, presentCohortStudent } from './serving.presenter';
import * as servingRepo from './serving.repository';
import { canServe } from './teacher-assessments.policy';
import * as repo from './teacher-assessments.repository';

const m = messages.teacher;

async function assertTeachesCohort(db: Executor, actor: Actor, cohortId: number): Promise<void> {
  if (await servingRepo.teachesCohort(db, actor.id, cohortId)) return;
  if (!(await servingRepo.findCohort(db, cohortId))) throw notFound(m.cohortNotFound);
  throw forbidden(m.notYourCohort);
}

/** Serving: an assessment given to the teacher's cohorts, and served again (a reset) when confirmed. */
export function createServingService(ctx: AppContext) {
  const { db, clock } = ctx;
  return {
    async servingStatus({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      await loadForTeacher(db, actor, assessmentId);
      return (await repo.servingCounts(db, [assessmentId])).get(assessmentId)!;
    },

    async cohortsForServing({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      await loadForTeacher(db, actor, assessmentId);
      const [cohorts, servings] = await Promise.all([
        servingRepo.listTeacherCohorts(db, actor.id),
        servingRepo.listServings(db, assessmentId),
      ]);
      return cohorts.map((row) =>
        presentCohort(row, servings.find((s) => s.serving.cohortId === row.cohort.id)?.serving),
      );
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
    }: {
      actor: Actor;
      assessmentId: number;
      cohortId: number;
      confirmReset: boolean;
    }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { assessment, access } = await loadForTeacher(tx, actor, assessmentId, { lock: true });
        if (!canServe(access)) throw forbidden(m.cannotServe);
        if (assessment.finalizedAt === null) throw conflict(m.notFinalized);
        await assertTeachesCohort(tx, actor, cohortId);
        const existing = await servingRepo.findServing(tx, assessmentId, cohortId);
        const studentCount = (await servingRepo.listCohortStudents(tx, [cohortId])).length;
        if (!existing) {
          const serving = await servingRepo.insertServing(tx, {
            assessmentId,
            cohortId,
            servedBy: actor.id,
            servedAt: now,
          });
          if (!serving) throw conflict(m.confirmResetRequired);
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'assessment.serve',
              entityType: 'assessment',
              entityId: assessmentId,
              details: { cohortId },
            },
            now,
          );
          return { totalStudents: studentCount, reset: false };
        }
        if (!confirmReset) throw conflict(m.confirmResetRequired);
        const supersededAttempts = await servingRepo.supersedeAttempts(tx, existing.id, now);
        const serving = await servingRepo.serveAgain(tx, existing.id, actor.id, now);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.reset',
            entityType: 'assessment',
            entityId: assessmentId,
            details: { cohortId, round: serving.round, supersededAttempts },
          },
          now,
        );
        return { totalStudents: studentCount, reset: true };
      });
    },
  };
}
