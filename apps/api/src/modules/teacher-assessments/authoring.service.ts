import {
  type CreateAssessmentBody,
  DEFAULT_ASSESSMENT_SETTINGS,
  messages,
  type PermissionLevel,
  teacherAuthoringMessages,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as questionsRepo from './assessment-questions.repository';
import * as authoringRepo from './authoring.repository';
import { type LoadedAssessment, loadForTeacher } from './load-assessment';
import * as poolsRepo from './pools.repository';
import { canDelete } from './teacher-assessments.policy';
import { presentAllocation, presentAssessment } from './teacher-assessments.presenter';
import * as repo from './teacher-assessments.repository';

const m = messages.teacher;
const ta = teacherAuthoringMessages;
/** Assessment ids start here, so the demo's 1001-1006 and new ones share one range. */
const FIRST_ASSESSMENT_ID = 1001;
/**
 * How far past the next free id a teacher may choose one. Ids are the spec's client-chosen AM_id,
 * but an id far ahead (2147483647) would make next-id answer one that create refuses, for everyone.
 */
const ASSESSMENT_ID_LEEWAY = 1000;
/** The largest id the database's integer column holds. */
const LAST_ASSESSMENT_ID = 2_147_483_647;

/** Authoring: an assessment's details, create and delete (its course allocations in allocations.service); every call checks the policy first. */
export function createAuthoringService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function presentLoaded(db: Executor, loaded: LoadedAssessment) {
    const { assessment, access } = loaded;
    const [allocations, counts, name, made] = await Promise.all([
      repo.listAllocations(db, [assessment.id]),
      repo.servingCounts(db, [assessment.id]),
      repo.findCurriculumName(db, assessment.curriculumId),
      poolsRepo.compositionCounts(db, [assessment.id]),
    ]);
    return presentAssessment({
      assessment,
      curriculumName: name ?? '',
      isOwner: access.isOwner,
      level: access.level,
      courses: allocations.map((row) => presentAllocation(row.allocation, row.curriculumId, row.courseName)),
      ...(counts.get(assessment.id) ?? { cohortCount: 0, attemptCount: 0 }),
      ...made.get(assessment.id)!,
    });
  }

  return {
    async listAssessments({ actor }: { actor: Actor }) {
      const rows = await authoringRepo.listVisibleAssessments(db, actor.id);
      const ids = rows.map((row) => row.assessment.id);
      const [allocations, counts, made] = await Promise.all([
        repo.listAllocations(db, ids),
        repo.servingCounts(db, ids),
        poolsRepo.compositionCounts(db, ids),
      ]);
      return rows.map((row) => {
        const isOwner = row.assessment.ownerId === actor.id;
        return presentAssessment({
          assessment: row.assessment,
          curriculumName: row.curriculumName,
          isOwner,
          level: isOwner ? null : (row.sharedLevel as PermissionLevel | null),
          courses: allocations
            .filter((a) => a.allocation.assessmentId === row.assessment.id)
            .map((a) => presentAllocation(a.allocation, a.curriculumId, a.courseName)),
          ...counts.get(row.assessment.id)!,
          ...made.get(row.assessment.id)!,
        });
      });
    },

    async getAssessment({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      return presentLoaded(db, await loadForTeacher(db, actor, assessmentId));
    },

    nextId: () => authoringRepo.nextAssessmentId(db, FIRST_ASSESSMENT_ID, LAST_ASSESSMENT_ID),
    curricula: () => authoringRepo.listCurricula(db),
    /** Live courses with the number of questions each offers an assessment. */
    async courses({ curriculumId }: { curriculumId: number }) {
      const courses = await authoringRepo.listLiveCourses(db, curriculumId);
      const counts = await questionsRepo.countOfferableByCourse(
        db,
        courses.map((course) => course.id),
      );
      return courses.map((course) => ({ ...course, questionCount: counts.get(course.id) ?? 0 }));
    },

    async create({ actor, body }: { actor: Actor; body: z.output<typeof CreateAssessmentBody> }) {
      const curriculum = await authoringRepo.findCurriculum(db, body.AM_CU_id);
      if (!curriculum) throw badRequest(m.curriculumNotFound);
      if (curriculum.retiredAt !== null) throw badRequest(ta.curriculumRetired);
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
          // Any setting left out takes the spec's behaviour.
          ...DEFAULT_ASSESSMENT_SETTINGS,
          ...body.settings,
        });
        if (!created) throw conflict(m.duplicateId(body.AM_id));
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.create',
            entityType: 'assessment',
            entityId: body.AM_id,
            ...(body.settings ? { details: { settings: body.settings } } : {}),
          },
          now,
        );
      });
      return body.AM_id;
    },

    async assessmentCourses({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      return (await presentLoaded(db, await loadForTeacher(db, actor, assessmentId))).courses;
    },

    async deleteAssessment({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { access } = await loadForTeacher(tx, actor, assessmentId, { lock: true });
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
