import {
  type AllocateCourseBody,
  MAX_ASSESSMENT_MARKS,
  MAX_ASSESSMENT_QUESTIONS,
  messages,
  teacherAuthoringMessages,
  type UpdateAllocationBody,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as questionsRepo from './assessment-questions.repository';
import * as authoringRepo from './authoring.repository';
import { assertCanManageQuestions, loadForChange, loadForTeacher } from './load-assessment';
import { composition, refreshFinalized } from './paper-composition';
import * as poolsRepo from './pools.repository';
import { presentAllocation } from './teacher-assessments.presenter';
import * as repo from './teacher-assessments.repository';

const m = messages.teacher;
const ta = teacherAuthoringMessages;

const sameName = (given: string, stored: string) =>
  given.trim().localeCompare(stored.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * The marks `count` questions of a course can carry together, given those already chosen: each
 * still to choose carries between the smallest and largest marks the course offers. An allocation
 * outside this range could never be filled (step 3 would be a puzzle with no answer).
 */
async function reachableAllocationMarks(
  db: Executor,
  courseId: number,
  count: number,
  chosen: { count: number; marks: number },
) {
  const marksOnOffer = await questionsRepo.listOfferableMarks(db, courseId);
  const stillToChoose = count - chosen.count;
  return {
    min: chosen.marks + stillToChoose * (marksOnOffer[0] ?? 0),
    max: chosen.marks + stillToChoose * (marksOnOffer.at(-1) ?? 0),
  };
}

/** An assessment's course allocations: how many questions and marks each course gives the paper. */
export function createAllocationService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** An unserved assessment the teacher may change, one of its course allocations, and what is chosen. */
  async function loadAllocation(tx: Executor, actor: Actor, assessmentId: number, courseId: number) {
    const { assessment, allocations, placed, pools } = await loadForChange(tx, actor, assessmentId);
    const allocation = allocations.find((row) => row.allocation.courseId === courseId);
    if (!allocation) throw notFound(ta.allocationNotFound);
    return {
      assessment,
      allocation,
      courseName: allocation.courseName,
      others: allocations.filter((row) => row !== allocation),
      chosen: placed.filter((row) => row.question.courseId === courseId),
      /** Chosen and pooled questions of the course together: an allocation holds both. */
      filled: composition(placed, pools, courseId),
      placed,
    };
  }

  return {
    async allocateCourse({ actor, body }: { actor: Actor; body: z.output<typeof AllocateCourseBody> }) {
      return db.transaction(async (tx) => {
        const { assessment, access } = await loadForTeacher(tx, actor, body.AC_AM_id, { lock: true });
        assertCanManageQuestions(access);
        const course = await authoringRepo.findCourse(tx, body.AC_CO_id);
        if (
          !course ||
          course.curriculumId !== assessment.curriculumId ||
          body.AC_CU_id !== course.curriculumId
        ) {
          throw badRequest(m.courseNotInCurriculum);
        }
        if (body.CO_Name !== undefined && !sameName(body.CO_Name, course.name)) {
          throw badRequest(m.courseNameMismatch(course.name));
        }
        // Retired since the draft was made, or never offered: each in its own words.
        const curriculum = await authoringRepo.findCurriculum(tx, course.curriculumId);
        if (curriculum?.retiredAt) throw badRequest(ta.curriculumRetired);
        if (course.retiredAt !== null) throw badRequest(ta.courseRetired);
        const existing = await repo.listAllocations(tx, [assessment.id]);
        const allocatedQuestions = existing.reduce((sum, row) => sum + row.allocation.questionCount, 0);
        const allocatedMarks = existing.reduce((sum, row) => sum + row.allocation.totalMarks, 0);
        if (allocatedQuestions + body.AC_CO_NoOfQns > assessment.totalQuestions) {
          throw badRequest(m.exceedQuestions(body.AC_CO_NoOfQns, assessment.totalQuestions));
        }
        if (allocatedMarks + body.AC_CO_TotMarks > assessment.totalMarks) {
          throw badRequest(m.exceedMarks(body.AC_CO_TotMarks, assessment.totalMarks));
        }
        const available = await questionsRepo.countOfferableQuestions(tx, { courseId: course.id });
        if (body.AC_CO_NoOfQns > available) throw badRequest(m.courseTooFewQuestions(course.name, available));
        const reach = await reachableAllocationMarks(tx, course.id, body.AC_CO_NoOfQns, {
          count: 0,
          marks: 0,
        });
        if (body.AC_CO_TotMarks < reach.min || body.AC_CO_TotMarks > reach.max) {
          throw badRequest(
            ta.allocationMarksOutOfReach(course.name, body.AC_CO_NoOfQns, reach.min, reach.max),
          );
        }
        const allocation = {
          assessmentId: assessment.id,
          courseId: course.id,
          questionCount: body.AC_CO_NoOfQns,
          totalMarks: body.AC_CO_TotMarks,
        };
        if (!(await authoringRepo.insertAllocation(tx, allocation))) throw conflict(m.courseAlreadyAllocated);
        return presentAllocation(allocation, course.curriculumId, course.name);
      });
    },

    /**
     * Changes a course's number of questions and marks. Never below what is chosen for it: the
     * teacher removes questions first (or removes the course with them), so nothing chosen is
     * dropped silently. With `totalsFollow` the assessment's totals move by as much as the course
     * does (computed here from the stored totals, never taken from the browser), so the courses
     * still add up to them; otherwise the course must fit within the totals.
     */
    async updateAllocation({
      actor,
      assessmentId,
      courseId,
      body,
    }: {
      actor: Actor;
      assessmentId: number;
      courseId: number;
      body: z.output<typeof UpdateAllocationBody>;
    }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { assessment, allocation, courseName, others, filled } = await loadAllocation(
          tx,
          actor,
          assessmentId,
          courseId,
        );
        const { AC_CO_NoOfQns: questionCount, AC_CO_TotMarks: totalMarks } = body;
        if (questionCount < filled.count) {
          throw badRequest(ta.allocationBelowChosen(courseName, filled.count));
        }
        const before = { totalQuestions: assessment.totalQuestions, totalMarks: assessment.totalMarks };
        const totals = body.totalsFollow
          ? {
              totalQuestions: before.totalQuestions + questionCount - allocation.allocation.questionCount,
              totalMarks: before.totalMarks + totalMarks - allocation.allocation.totalMarks,
            }
          : before;
        if (totals.totalQuestions > MAX_ASSESSMENT_QUESTIONS) {
          throw badRequest(ta.totalQuestionsTooMany(MAX_ASSESSMENT_QUESTIONS));
        }
        if (totals.totalMarks > MAX_ASSESSMENT_MARKS) {
          throw badRequest(ta.totalMarksTooMany(MAX_ASSESSMENT_MARKS));
        }
        const otherQuestions = others.reduce((sum, row) => sum + row.allocation.questionCount, 0);
        const otherMarks = others.reduce((sum, row) => sum + row.allocation.totalMarks, 0);
        if (otherQuestions + questionCount > totals.totalQuestions) {
          throw badRequest(m.exceedQuestions(questionCount, totals.totalQuestions));
        }
        if (otherMarks + totalMarks > totals.totalMarks) {
          throw badRequest(m.exceedMarks(totalMarks, totals.totalMarks));
        }
        const available = await questionsRepo.countOfferableQuestions(tx, { courseId });
        if (questionCount > Math.max(available, filled.count)) {
          throw badRequest(m.courseTooFewQuestions(courseName, available));
        }
        const chosenMarks = filled.marks;
        if (questionCount === filled.count && chosenMarks !== totalMarks) {
          throw badRequest(ta.allocationMarksMustMatch(courseName, chosenMarks));
        }
        const reach = await reachableAllocationMarks(tx, courseId, questionCount, {
          count: filled.count,
          marks: chosenMarks,
        });
        if (totalMarks < reach.min || totalMarks > reach.max) {
          throw badRequest(ta.allocationMarksOutOfReach(courseName, questionCount, reach.min, reach.max));
        }
        await authoringRepo.updateAllocation(tx, assessmentId, courseId, { questionCount, totalMarks });
        const totalsMoved =
          totals.totalQuestions !== before.totalQuestions || totals.totalMarks !== before.totalMarks;
        if (totalsMoved) {
          await authoringRepo.updateTotals(tx, assessmentId, totals);
          // Finished means the paper makes the totals: new totals can finish or unfinish it.
          await refreshFinalized(tx, { ...assessment, ...totals }, now);
        }
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.questions_change',
            entityType: 'assessment',
            entityId: assessmentId,
            details: {
              change: 'allocation_update',
              courseId,
              from: {
                questionCount: allocation.allocation.questionCount,
                totalMarks: allocation.allocation.totalMarks,
              },
              to: { questionCount, totalMarks },
              ...(totalsMoved ? { totals: { from: before, to: totals } } : {}),
            },
          },
          now,
        );
        return {
          allocation: presentAllocation(
            { ...allocation.allocation, questionCount, totalMarks },
            allocation.curriculumId,
            courseName,
          ),
          totals: { AM_TotQns: totals.totalQuestions, AM_TotMarks: totals.totalMarks },
        };
      });
    },

    /**
     * Removes a course from the assessment. Its chosen questions go with it only when the teacher
     * confirmed (`removeQuestions`); otherwise 409 says how many would go. The rest close up.
     */
    async removeAllocation({
      actor,
      assessmentId,
      courseId,
      removeQuestions,
    }: {
      actor: Actor;
      assessmentId: number;
      courseId: number;
      removeQuestions: boolean;
    }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { courseName, chosen, placed, filled } = await loadAllocation(
          tx,
          actor,
          assessmentId,
          courseId,
        );
        if (filled.count > 0 && !removeQuestions) {
          throw conflict(ta.allocationHasQuestions(courseName, filled.count));
        }
        if (chosen.length > 0) {
          await questionsRepo.rewritePlacedQuestions(
            tx,
            assessmentId,
            placed.filter((row) => row.question.courseId !== courseId).map((row) => row.question.id),
          );
        }
        // Its pools go with it, like its chosen questions.
        await poolsRepo.deleteCoursePools(tx, assessmentId, courseId);
        await authoringRepo.deleteAllocation(tx, assessmentId, courseId);
        await questionsRepo.markFinalized(tx, assessmentId, null);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.questions_change',
            entityType: 'assessment',
            entityId: assessmentId,
            details: {
              change: 'allocation_remove',
              courseId,
              removedQuestionIds: chosen.map((row) => row.question.id),
              ...(filled.pooledCount > 0 ? { removedPooledQuestions: filled.pooledCount } : {}),
            },
          },
          now,
        );
        return filled.count;
      });
    },
  };
}
