import type {
  AddQuestionBody,
  AllocateCourseBody,
  CreateAssessmentBody,
  PermissionLevel,
} from '@pathshala/contracts';
import { messages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as authoringRepo from './authoring.repository';
import { assertCanManageQuestions, type LoadedAssessment, loadForTeacher } from './load-assessment';
import { canDelete } from './teacher-assessments.policy';
import {
  presentAllocation,
  presentAssessment,
  presentBankQuestion,
  presentPlacedQuestion,
} from './teacher-assessments.presenter';
import * as repo from './teacher-assessments.repository';

const m = messages.teacher;
/** Assessment ids start here, so the demo's 1001-1006 and new ones share one range. */
const FIRST_ASSESSMENT_ID = 1001;
/**
 * How far past the next free id a teacher may choose one. Ids are the spec's client-chosen AM_id,
 * but an id far ahead (2147483647) would make next-id answer one that create refuses, for everyone.
 */
const ASSESSMENT_ID_LEEWAY = 1000;
/** The largest id the database's integer column holds. */
const LAST_ASSESSMENT_ID = 2_147_483_647;

const sameName = (given: string, stored: string) =>
  given.trim().localeCompare(stored.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** Whether the place a client sent with a question (any of section 3's ids it gave) is the bank's. */
function isQuestionPlace(
  sent: Pick<z.output<typeof AddQuestionBody>, 'CU_id' | 'CO_id' | 'CN_id' | 'SC_id'>,
  question: { curriculumId: number; courseId: number; conceptId: number; subconceptId: number },
): boolean {
  const pairs: Array<[number | undefined, number]> = [
    [sent.CU_id, question.curriculumId],
    [sent.CO_id, question.courseId],
    [sent.CN_id, question.conceptId],
    [sent.SC_id, question.subconceptId],
  ];
  return pairs.every(([given, stored]) => given === undefined || given === stored);
}

/** Authoring: an assessment's details, course allocations and questions; every call checks the policy first. */
export function createAuthoringService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function presentLoaded(db: Executor, loaded: LoadedAssessment) {
    const { assessment, access } = loaded;
    const [allocations, counts, name] = await Promise.all([
      repo.listAllocations(db, [assessment.id]),
      repo.servingCounts(db, [assessment.id]),
      repo.findCurriculumName(db, assessment.curriculumId),
    ]);
    return presentAssessment({
      assessment,
      curriculumName: name ?? '',
      isOwner: access.isOwner,
      permissionLevel: access.permissionLevel,
      courses: allocations.map((row) => presentAllocation(row.allocation, row.curriculumId, row.courseName)),
      ...(counts.get(assessment.id) ?? { cohortCount: 0, attemptCount: 0 }),
    });
  }

  return {
    async listAssessments({ actor }: { actor: Actor }) {
      const rows = await authoringRepo.listVisibleAssessments(db, actor.id);
      const ids = rows.map((row) => row.assessment.id);
      const [allocations, counts] = await Promise.all([
        repo.listAllocations(db, ids),
        repo.servingCounts(db, ids),
      ]);
      return rows.map((row) => {
        const isOwner = row.assessment.ownerId === actor.id;
        return presentAssessment({
          assessment: row.assessment,
          curriculumName: row.curriculumName,
          isOwner,
          permissionLevel: isOwner ? null : (row.sharedLevel as PermissionLevel | null),
          courses: allocations
            .filter((a) => a.allocation.assessmentId === row.assessment.id)
            .map((a) => presentAllocation(a.allocation, a.curriculumId, a.courseName)),
          ...counts.get(row.assessment.id)!,
        });
      });
    },

    async getAssessment({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      return presentLoaded(db, await loadForTeacher(db, actor, assessmentId));
    },

    nextId: () => authoringRepo.nextAssessmentId(db, FIRST_ASSESSMENT_ID, LAST_ASSESSMENT_ID),
    curricula: () => authoringRepo.listCurricula(db),
    courses: ({ curriculumId }: { curriculumId: number }) =>
      authoringRepo.listCoursesWithQuestionCounts(db, curriculumId),

    async courseQuestions({ courseId }: { courseId: number }) {
      const course = await authoringRepo.findCourse(db, courseId);
      if (!course) throw notFound('Course not found');
      return (await authoringRepo.listCourseQuestions(db, courseId)).map(presentBankQuestion);
    },

    async create({ actor, body }: { actor: Actor; body: z.output<typeof CreateAssessmentBody> }) {
      const curriculumName = await repo.findCurriculumName(db, body.AM_CU_id);
      if (curriculumName === undefined) throw badRequest(m.curriculumNotFound);
      const nextId = await authoringRepo.nextAssessmentId(db, FIRST_ASSESSMENT_ID, LAST_ASSESSMENT_ID);
      if (body.AM_id > nextId + ASSESSMENT_ID_LEEWAY) throw badRequest(m.idTooFarAhead(nextId));
      const now = clock.now();
      await db.transaction(async (tx) => {
        const created = await authoringRepo.insertAssessment(tx, {
          id: body.AM_id,
          name: body.AM_Name,
          description: body.AM_Description || null,
          durationSeconds: body.AM_Duration,
          totalQuestions: body.AM_TotQns,
          totalMarks: body.AM_TotMarks,
          curriculumId: body.AM_CU_id,
          ownerId: actor.id,
          createdAt: now,
        });
        if (!created) throw conflict(m.duplicateId(body.AM_id));
        await recordAudit(
          tx,
          { actorId: actor.id, action: 'assessment.create', entityType: 'assessment', entityId: body.AM_id },
          now,
        );
      });
      return body.AM_id;
    },

    async allocateCourse({ actor, body }: { actor: Actor; body: z.output<typeof AllocateCourseBody> }) {
      return db.transaction(async (tx) => {
        const { assessment, access } = await loadForTeacher(tx, actor, body.AC_AM_id);
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
        const existing = await repo.listAllocations(tx, [assessment.id]);
        const allocatedQuestions = existing.reduce((sum, row) => sum + row.allocation.questionCount, 0);
        const allocatedMarks = existing.reduce((sum, row) => sum + row.allocation.totalMarks, 0);
        if (allocatedQuestions + body.AC_CO_NoOfQns > assessment.totalQuestions) {
          throw badRequest(m.exceedQuestions(body.AC_CO_NoOfQns, assessment.totalQuestions));
        }
        if (allocatedMarks + body.AC_CO_TotMarks > assessment.totalMarks) {
          throw badRequest(m.exceedMarks(body.AC_CO_TotMarks, assessment.totalMarks));
        }
        const available = await authoringRepo.countCourseQuestions(tx, course.id);
        if (body.AC_CO_NoOfQns > available) throw badRequest(m.courseTooFewQuestions(course.name, available));
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

    /** Places one bank question; the assessment is finalised when exactly its total is placed. */
    async addQuestion({ actor, body }: { actor: Actor; body: z.output<typeof AddQuestionBody> }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { assessment, access } = await loadForTeacher(tx, actor, body.AM_id);
        assertCanManageQuestions(access);
        const allocations = await repo.listAllocations(tx, [assessment.id]);
        const allocatedQuestions = allocations.reduce((sum, row) => sum + row.allocation.questionCount, 0);
        const allocatedMarks = allocations.reduce((sum, row) => sum + row.allocation.totalMarks, 0);
        if (allocatedQuestions !== assessment.totalQuestions || allocatedMarks !== assessment.totalMarks) {
          throw badRequest(m.allocationIncomplete);
        }
        const placed = await repo.listPlacedQuestions(tx, assessment.id);
        if (placed.length >= assessment.totalQuestions)
          throw badRequest(m.maxSelected(assessment.totalQuestions));
        const question = await authoringRepo.findQuestion(tx, body.CQ_Id);
        if (!question) throw badRequest(m.questionNotFound);
        if (!isQuestionPlace(body, question)) throw badRequest(m.questionPlaceMismatch);
        const courseAllocation = allocations.find((row) => row.allocation.courseId === question.courseId);
        if (!courseAllocation) throw badRequest(m.questionCourseNotAllocated);
        if (placed.some((row) => row.question.id === question.id)) throw conflict(m.questionAlreadyChosen);
        // Scores are the questions' marks, so each course's questions must add up to its allocated marks.
        const { allocation, courseName } = courseAllocation;
        const placedInCourse = placed.filter((row) => row.question.courseId === question.courseId);
        if (placedInCourse.length >= allocation.questionCount) {
          throw badRequest(m.courseQuotaReached(courseName, allocation.questionCount));
        }
        const marksInCourse =
          placedInCourse.reduce((sum, row) => sum + row.question.marks, 0) + question.marks;
        // The questions still to choose carry at least the course's smallest mark each.
        const stillToChoose = allocation.questionCount - placedInCourse.length - 1;
        const smallestMarks = await authoringRepo.smallestQuestionMarks(tx, question.courseId);
        if (marksInCourse + stillToChoose * smallestMarks > allocation.totalMarks) {
          throw badRequest(m.courseMarksExceeded(courseName, allocation.totalMarks));
        }
        const completesCourse = placedInCourse.length + 1 === allocation.questionCount;
        if (completesCourse && marksInCourse !== allocation.totalMarks) {
          throw badRequest(m.courseMarksMismatch(courseName, allocation.totalMarks));
        }
        const inserted = await authoringRepo.insertPlacedQuestion(tx, {
          assessmentId: assessment.id,
          seqNum: body.AQ_SeqNum,
          questionId: question.id,
        });
        if (!inserted) throw conflict(m.seqNumTaken(body.AQ_SeqNum));
        if (placed.length + 1 === assessment.totalQuestions)
          await authoringRepo.markFinalized(tx, assessment.id, now);
        return presentPlacedQuestion(assessment.id, body.AQ_SeqNum, question);
      });
    },

    async assessmentQuestions({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      await loadForTeacher(db, actor, assessmentId);
      const placed = await repo.listPlacedQuestions(db, assessmentId);
      return placed.map((row) => ({
        ...presentPlacedQuestion(assessmentId, row.seqNum, row.question),
        CQ_Question: row.question.text,
      }));
    },

    async assessmentCourses({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      return (await presentLoaded(db, await loadForTeacher(db, actor, assessmentId))).courses;
    },

    async deleteAssessment({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { access } = await loadForTeacher(tx, actor, assessmentId);
        if (!access.isOwner) throw forbidden(m.onlyOwner);
        if (!canDelete(access)) throw conflict(m.servedFrozen);
        await authoringRepo.deleteAssessment(tx, assessmentId);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.delete',
            entityType: 'assessment',
            entityId: assessmentId,
          },
          now,
        );
      });
    },
  };
}

export type AuthoringService = ReturnType<typeof createAuthoringService>;
