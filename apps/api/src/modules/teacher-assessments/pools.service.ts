import {
  type AddPoolBody,
  assessmentSettingsMessages,
  messages,
  type PoolCandidates,
  poolFillProblem,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { courseFillOf, fillProblemMessage } from './assessment-questions.service';
import { assertCanManageQuestions, loadForChange, loadForTeacher } from './load-assessment';
import { refreshFinalized } from './paper-composition';
import { poolPlaceName, presentPool } from './pools.presenter';
import * as poolsRepo from './pools.repository';
import * as repo from './teacher-assessments.repository';

const m = messages.teacher;
const sm = assessmentSettingsMessages;

/** Two pools overlap when a student could draw one question from both: the same course wide, or the same subconcept. */
const overlaps = (a: { courseId: number; subconceptId: number | null }, b: typeof a) =>
  a.courseId === b.courseId &&
  (a.subconceptId === null || b.subconceptId === null || a.subconceptId === b.subconceptId);

/**
 * Question pools (issue 14): N random questions of a course or one of its subconcepts, each worth the
 * pool's marks, counted toward the course's allocation like chosen questions. Changed only while the
 * assessment is unserved; the first serving freezes each pool's candidates (serving.service.ts).
 */
export function createPoolService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function presentAll(executor: Executor, assessmentId: number, frozen: boolean) {
    const rows = await poolsRepo.listPools(executor, assessmentId);
    const frozenCounts = frozen
      ? await poolsRepo.countFrozen(
          executor,
          rows.map((row) => row.pool.id),
        )
      : new Map<number, number>();
    const pools = [];
    for (const row of rows) {
      const candidates = frozen
        ? (frozenCounts.get(row.pool.id) ?? 0)
        : await poolsRepo.countCandidates(executor, assessmentId, row.pool);
      pools.push(presentPool(row, candidates, frozen));
    }
    return pools;
  }

  return {
    async pools({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const { access } = await loadForTeacher(db, actor, assessmentId);
      return presentAll(db, assessmentId, access.isServed);
    },

    /** What a new pool of each allocated course (or of one of its live subconcepts) could draw from. */
    async candidates({
      actor,
      assessmentId,
    }: {
      actor: Actor;
      assessmentId: number;
    }): Promise<PoolCandidates> {
      await loadForTeacher(db, actor, assessmentId);
      const allocations = await repo.listAllocations(db, [assessmentId]);
      const rows = await poolsRepo.countCandidatesBySubconcept(
        db,
        assessmentId,
        allocations.map((row) => row.allocation.courseId),
      );
      return allocations.map((row) => {
        const ofCourse = rows.filter((r) => r.courseId === row.allocation.courseId);
        return {
          courseId: row.allocation.courseId,
          courseName: row.courseName,
          candidateCount: ofCourse.reduce((sum, r) => sum + Number(r.n), 0),
          subconcepts: ofCourse.map((r) => ({
            subconceptId: r.subconceptId,
            subconceptName: r.subconceptName,
            conceptName: r.conceptName,
            candidateCount: Number(r.n),
          })),
        };
      });
    },

    async addPool({
      actor,
      assessmentId,
      body,
    }: {
      actor: Actor;
      assessmentId: number;
      body: z.output<typeof AddPoolBody>;
    }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { assessment, allocations, placed, pools } = await loadForChange(tx, actor, assessmentId);
        const allocatedQuestions = allocations.reduce((sum, row) => sum + row.allocation.questionCount, 0);
        const allocatedMarks = allocations.reduce((sum, row) => sum + row.allocation.totalMarks, 0);
        if (allocatedQuestions !== assessment.totalQuestions || allocatedMarks !== assessment.totalMarks) {
          throw badRequest(m.allocationIncomplete);
        }
        const allocation = allocations.find((row) => row.allocation.courseId === body.courseId);
        if (!allocation) throw badRequest(sm.poolCourseNotAllocated);
        const place = { courseId: body.courseId, subconceptId: body.subconceptId ?? null };
        let subconceptName: string | null = null;
        if (place.subconceptId !== null) {
          const found = await poolsRepo.findSubconcept(tx, place.subconceptId);
          if (
            !found ||
            found.concept.courseId !== place.courseId ||
            found.subconcept.retiredAt !== null ||
            found.concept.retiredAt !== null
          ) {
            throw badRequest(sm.poolSubconceptNotInCourse);
          }
          subconceptName = found.subconcept.name;
        }
        const placeName = poolPlaceName({ courseName: allocation.courseName, subconceptName });
        const overlapping = pools.find((row) => overlaps(row.pool, place));
        if (overlapping) throw badRequest(sm.poolOverlaps(poolPlaceName(overlapping)));
        if (-assessment.wrongMarks > body.marksPerQuestion) {
          throw badRequest(sm.poolMarksBelowPenalty(body.marksPerQuestion, -assessment.wrongMarks));
        }
        const available = await poolsRepo.countCandidates(tx, assessmentId, place);
        if (body.questionCount > available) throw badRequest(sm.poolTooLarge(available, placeName));
        const fill = await courseFillOf(tx, allocation.allocation, placed, pools);
        const problem = poolFillProblem(fill, body.questionCount, body.marksPerQuestion);
        if (problem) throw badRequest(fillProblemMessage(problem, allocation.courseName, fill));
        const pool = await poolsRepo.insertPool(tx, {
          assessmentId,
          ...place,
          questionCount: body.questionCount,
          marksPerQuestion: body.marksPerQuestion,
        });
        await refreshFinalized(tx, assessment, now);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.pool_add',
            entityType: 'assessment',
            entityId: assessmentId,
            details: {
              poolId: pool.id,
              ...place,
              questionCount: pool.questionCount,
              marksPerQuestion: pool.marksPerQuestion,
            },
          },
          now,
        );
        return presentPool({ pool, courseName: allocation.courseName, subconceptName }, available, false);
      });
    },

    async removePool({
      actor,
      assessmentId,
      poolId,
    }: {
      actor: Actor;
      assessmentId: number;
      poolId: number;
    }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { assessment, access } = await loadForTeacher(tx, actor, assessmentId, { lock: true });
        assertCanManageQuestions(access);
        const pool = (await poolsRepo.listPools(tx, assessmentId)).find((row) => row.pool.id === poolId);
        if (!pool || !(await poolsRepo.deletePool(tx, assessmentId, poolId))) throw notFound(sm.poolNotFound);
        await refreshFinalized(tx, assessment, now);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.pool_remove',
            entityType: 'assessment',
            entityId: assessmentId,
            details: {
              poolId,
              courseId: pool.pool.courseId,
              subconceptId: pool.pool.subconceptId,
              questionCount: pool.pool.questionCount,
              marksPerQuestion: pool.pool.marksPerQuestion,
            },
          },
          now,
        );
      });
    },
  };
}
