import type {
  AddQuestionBody,
  AllocateCourseBody,
  AuthorizeBody,
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
import {
  type AssessmentAccess,
  canDelete,
  canManageAccess,
  canManageQuestions,
  canServe,
  canView,
  canViewResults,
} from './teacher-assessments.policy';
import {
  presentAllocation,
  presentAssessment,
  presentAuthorization,
  presentBankQuestion,
  presentCohort,
  presentCohortStudent,
  presentPlacedQuestion,
  presentTeacherSearchResult,
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

interface Loaded {
  assessment: repo.AssessmentRow;
  access: AssessmentAccess;
}

/** Loads an assessment and what the teacher holds on it: 404 when missing, 403 when not theirs to see. */
async function loadForTeacher(db: Executor, actor: Actor, assessmentId: number): Promise<Loaded> {
  const assessment = await repo.findAssessment(db, assessmentId);
  if (!assessment) throw notFound(m.assessmentNotFound);
  const isOwner = assessment.ownerId === actor.id;
  const access: AssessmentAccess = {
    isOwner,
    permissionLevel: isOwner ? null : await repo.findGrantedLevel(db, assessmentId, actor.id),
    isServed: await repo.isServed(db, assessmentId),
  };
  if (!canView(access)) throw forbidden(m.noAccess);
  return { assessment, access };
}

/** Course allocation and question choice: 409 once served (frozen), 403 without the right. */
function assertCanManageQuestions(access: AssessmentAccess): void {
  if (access.isServed) throw conflict(m.servedFrozen);
  if (!canManageQuestions(access)) throw forbidden(m.cannotEdit);
}

/** Teachers author, serve and share assessments; every call checks the section 6 policy first. */
export function createTeacherAssessmentService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function presentLoaded(db: Executor, loaded: Loaded) {
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
      const rows = await repo.listVisibleAssessments(db, actor.id);
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
          permissionLevel: isOwner ? null : (row.grantedLevel as PermissionLevel | null),
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

    nextId: () => repo.nextAssessmentId(db, FIRST_ASSESSMENT_ID, LAST_ASSESSMENT_ID),
    curricula: () => repo.listCurricula(db),
    courses: ({ curriculumId }: { curriculumId: number }) =>
      repo.listCoursesWithQuestionCounts(db, curriculumId),

    async courseQuestions({ courseId }: { courseId: number }) {
      const course = await repo.findCourse(db, courseId);
      if (!course) throw notFound('Course not found');
      return (await repo.listCourseQuestions(db, courseId)).map(presentBankQuestion);
    },

    async create({ actor, body }: { actor: Actor; body: z.output<typeof CreateAssessmentBody> }) {
      const curriculumName = await repo.findCurriculumName(db, body.AM_CU_id);
      if (curriculumName === undefined) throw badRequest(m.curriculumNotFound);
      const nextId = await repo.nextAssessmentId(db, FIRST_ASSESSMENT_ID, LAST_ASSESSMENT_ID);
      if (body.AM_id > nextId + ASSESSMENT_ID_LEEWAY) throw badRequest(m.idTooFarAhead(nextId));
      const now = clock.now();
      await db.transaction(async (tx) => {
        const created = await repo.insertAssessment(tx, {
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
        const course = await repo.findCourse(tx, body.AC_CO_id);
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
        const available = await repo.countCourseQuestions(tx, course.id);
        if (body.AC_CO_NoOfQns > available) throw badRequest(m.courseTooFewQuestions(course.name, available));
        const allocation = {
          assessmentId: assessment.id,
          courseId: course.id,
          questionCount: body.AC_CO_NoOfQns,
          totalMarks: body.AC_CO_TotMarks,
        };
        if (!(await repo.insertAllocation(tx, allocation))) throw conflict(m.courseAlreadyAllocated);
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
        const question = await repo.findQuestion(tx, body.CQ_Id);
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
        const smallestMarks = await repo.smallestQuestionMarks(tx, question.courseId);
        if (marksInCourse + stillToChoose * smallestMarks > allocation.totalMarks) {
          throw badRequest(m.courseMarksExceeded(courseName, allocation.totalMarks));
        }
        const completesCourse = placedInCourse.length + 1 === allocation.questionCount;
        if (completesCourse && marksInCourse !== allocation.totalMarks) {
          throw badRequest(m.courseMarksMismatch(courseName, allocation.totalMarks));
        }
        const inserted = await repo.insertPlacedQuestion(tx, {
          assessmentId: assessment.id,
          seqNum: body.AQ_SeqNum,
          questionId: question.id,
        });
        if (!inserted) throw conflict(m.seqNumTaken(body.AQ_SeqNum));
        if (placed.length + 1 === assessment.totalQuestions) await repo.markFinalized(tx, assessment.id, now);
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

    async servingStatus({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      await loadForTeacher(db, actor, assessmentId);
      return (await repo.servingCounts(db, [assessmentId])).get(assessmentId)!;
    },

    async deleteAssessment({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { access } = await loadForTeacher(tx, actor, assessmentId);
        if (!access.isOwner) throw forbidden(m.onlyOwner);
        if (!canDelete(access)) throw conflict(m.servedFrozen);
        await repo.deleteAssessment(tx, assessmentId);
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

    // --- Access (owner only) ---

    async authorizations({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const { access } = await loadForTeacher(db, actor, assessmentId);
      if (!canManageAccess(access)) throw forbidden(m.onlyOwner);
      const rows = await repo.listAuthorizations(db, assessmentId);
      return rows.map((row) => presentAuthorization(row.authorization, row.teacher));
    },

    async searchTeachers({ actor, email }: { actor: Actor; email: string }) {
      return (await repo.searchTeachersByEmail(db, email, actor.id)).map(presentTeacherSearchResult);
    },

    async authorize({ actor, body }: { actor: Actor; body: z.output<typeof AuthorizeBody> }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { access } = await loadForTeacher(tx, actor, body.assessmentId);
        if (!canManageAccess(access)) throw forbidden(m.onlyOwner);
        const teacher = await repo.findTeacherByEmail(tx, body.teacherEmail);
        if (!teacher) throw badRequest(m.teacherNotFound);
        if (teacher.id === actor.id) throw badRequest(m.cannotAuthorizeSelf);
        const authorization = await repo.insertAuthorization(tx, {
          assessmentId: body.assessmentId,
          teacherId: teacher.id,
          permissionLevel: body.permissionLevel,
          notes: body.notes || null,
          grantedBy: actor.id,
          grantedAt: now,
        });
        if (!authorization) throw conflict(m.alreadyAuthorized);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.authorize',
            entityType: 'assessment',
            entityId: body.assessmentId,
            details: { teacherId: teacher.id, permissionLevel: body.permissionLevel },
          },
          now,
        );
        return presentAuthorization(authorization, teacher);
      });
    },

    async revoke({ actor, authorizationId }: { actor: Actor; authorizationId: number }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const authorization = await repo.findAuthorization(tx, authorizationId);
        if (!authorization) throw notFound(m.authorizationNotFound);
        const { access } = await loadForTeacher(tx, actor, authorization.assessmentId);
        if (!canManageAccess(access)) throw forbidden(m.onlyOwner);
        await repo.deleteAuthorization(tx, authorizationId);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.revoke',
            entityType: 'assessment',
            entityId: authorization.assessmentId,
            details: { teacherId: authorization.teacherId },
          },
          now,
        );
      });
    },

    // --- Cohorts and serving ---

    async cohortsForServing({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      await loadForTeacher(db, actor, assessmentId);
      const [cohorts, servings] = await Promise.all([
        repo.listTeacherCohorts(db, actor.id),
        repo.listServings(db, assessmentId),
      ]);
      return cohorts.map((row) =>
        presentCohort(row, servings.find((s) => s.serving.cohortId === row.cohort.id)?.serving),
      );
    },

    async cohortDetails({ actor, cohortId }: { actor: Actor; cohortId: number }) {
      const [row] = await repo.listTeacherCohorts(db, actor.id, cohortId);
      if (!row) {
        if (!(await repo.findCohort(db, cohortId))) throw notFound(m.cohortNotFound);
        throw forbidden(m.notYourCohort);
      }
      const students = await repo.listCohortStudents(db, [cohortId]);
      return { cohort: presentCohort(row), students: students.map((s) => presentCohortStudent(s.student)) };
    },

    async checkAssessment({
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
      return (await repo.findServing(db, assessmentId, cohortId)) !== undefined;
    },

    /**
     * Serves to one of the teacher's cohorts. Serving again needs `confirmReset`: the cohort's current
     * attempts are superseded, the round bumped and the reset recorded, all in one transaction.
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
        const { assessment, access } = await loadForTeacher(tx, actor, assessmentId);
        if (!canServe(access)) throw forbidden(m.cannotServe);
        if (assessment.finalizedAt === null) throw conflict(m.notFinalized);
        await assertTeachesCohort(tx, actor, cohortId);
        const existing = await repo.findServing(tx, assessmentId, cohortId);
        const studentCount = (await repo.listCohortStudents(tx, [cohortId])).length;
        if (!existing) {
          const serving = await repo.insertServing(tx, {
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
        const supersededAttempts = await repo.supersedeAttempts(tx, existing.id, now);
        const serving = await repo.bumpServingRound(tx, existing.id, actor.id, now);
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

    /** Results need View Results on the assessment (served; owner, FULL or EDIT). */
    async loadForResults({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const loaded = await loadForTeacher(db, actor, assessmentId);
      if (!canViewResults(loaded.access)) throw forbidden(m.cannotSeeResults);
      return loaded.assessment;
    },
  };
}

async function assertTeachesCohort(db: Executor, actor: Actor, cohortId: number): Promise<void> {
  if (await repo.teachesCohort(db, actor.id, cohortId)) return;
  if (!(await repo.findCohort(db, cohortId))) throw notFound(m.cohortNotFound);
  throw forbidden(m.notYourCohort);
}

export type TeacherAssessmentService = ReturnType<typeof createTeacherAssessmentService>;
