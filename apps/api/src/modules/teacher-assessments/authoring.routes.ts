import { api, messages, teacherAuthoringMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createAllocationService } from './allocations.service';
import { createAuthoringService } from './authoring.service';
import { ok } from './route-answer';

/** Authoring: the create wizard's first steps, an assessment's course allocations, delete. */
export function registerAuthoringRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createAuthoringService(ctx);
  const allocations = createAllocationService(ctx);
  const t = api.teacher;

  defineRoute(app, t.listAssessments, async ({ actor }) =>
    ok('Assessments loaded', { assessments: await service.listAssessments({ actor }) }),
  );
  defineRoute(app, t.nextId, async () => ok('Next ID', { nextId: await service.nextId() }));
  defineRoute(app, t.curricula, async () =>
    ok('Curricula loaded', {
      curricula: (await service.curricula()).map((c) => ({ CU_id: c.id, CU_Name: c.name })),
    }),
  );
  defineRoute(app, t.courses, async ({ query }) =>
    ok('Courses loaded', {
      courses: (await service.courses({ curriculumId: query.curriculum_id })).map((c) => ({
        CO_id: c.id,
        CO_Name: c.name,
        questionCount: c.questionCount,
      })),
    }),
  );
  defineRoute(app, t.create, async ({ actor, body }) =>
    ok('Assessment created', { AM_id: await service.create({ actor, body }) }),
  );
  defineRoute(app, t.allocateCourse, async ({ actor, body }) =>
    ok('Course allocated', { allocation: await allocations.allocateCourse({ actor, body }) }),
  );

  defineRoute(app, t.updateAllocation, async ({ actor, params, body }) =>
    ok(
      teacherAuthoringMessages.allocationUpdated,
      await allocations.updateAllocation({ actor, assessmentId: params.id, courseId: params.courseId, body }),
    ),
  );
  defineRoute(app, t.removeAllocation, async ({ actor, params, query }) => {
    const removedQuestions = await allocations.removeAllocation({
      actor,
      assessmentId: params.id,
      courseId: params.courseId,
      removeQuestions: query.removeQuestions,
    });
    return ok(teacherAuthoringMessages.allocationRemoved(removedQuestions), { removedQuestions });
  });
  defineRoute(app, t.assessmentCourses, async ({ actor, params }) =>
    ok('Courses loaded', { courses: await service.assessmentCourses({ actor, assessmentId: params.id }) }),
  );
  defineRoute(app, t.getAssessment, async ({ actor, params }) =>
    ok('Assessment loaded', { assessment: await service.getAssessment({ actor, assessmentId: params.id }) }),
  );
  defineRoute(app, t.deleteAssessment, async ({ actor, params }) => {
    await service.deleteAssessment({ actor, assessmentId: params.id });
    return ok(messages.teacher.deleted, {});
  });
}
