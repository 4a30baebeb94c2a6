import { api, messages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { buildAssessmentResults, resultsToCsv } from './assessment-results';
import { createTeacherAssessmentService } from './teacher-assessments.service';

const ok = <T extends object>(message: string, data: T) => ({ success: true as const, message, ...data });

/** Teachers authoring, serving and sharing assessments, and their results. */
export function registerTeacherAssessmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createTeacherAssessmentService(ctx);
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
  defineRoute(app, t.teacherSearch, async ({ actor, query }) =>
    ok('Teachers found', { teachers: await service.searchTeachers({ actor, email: query.email }) }),
  );

  defineRoute(app, t.create, async ({ actor, body }) =>
    ok('Assessment created', { AM_id: await service.create({ actor, body }) }),
  );
  defineRoute(app, t.allocateCourse, async ({ actor, body }) =>
    ok('Course allocated', { allocation: await service.allocateCourse({ actor, body }) }),
  );
  defineRoute(app, t.addQuestion, async ({ actor, body }) =>
    ok('Question added', { question: await service.addQuestion({ actor, body }) }),
  );
  defineRoute(app, t.courseQuestions, async ({ params }) =>
    ok('Questions loaded', { questions: await service.courseQuestions({ courseId: params.id }) }),
  );
  defineRoute(app, t.assessmentQuestions, async ({ actor, params }) =>
    ok('Questions loaded', {
      questions: await service.assessmentQuestions({ actor, assessmentId: params.id }),
    }),
  );
  defineRoute(app, t.assessmentCourses, async ({ actor, params }) =>
    ok('Courses loaded', { courses: await service.assessmentCourses({ actor, assessmentId: params.id }) }),
  );
  defineRoute(app, t.servingStatus, async ({ actor, params }) => {
    const counts = await service.servingStatus({ actor, assessmentId: params.id });
    return ok('Serving status', {
      isServed: counts.cohortCount > 0,
      details: { counts: { attempt_count: counts.attemptCount } },
    });
  });
  defineRoute(app, t.getAssessment, async ({ actor, params }) =>
    ok('Assessment loaded', { assessment: await service.getAssessment({ actor, assessmentId: params.id }) }),
  );
  defineRoute(app, t.deleteAssessment, async ({ actor, params }) => {
    await service.deleteAssessment({ actor, assessmentId: params.id });
    return ok(messages.teacher.deleted, {});
  });

  defineRoute(app, t.authorizations, async ({ actor, params }) =>
    ok('Authorizations loaded', {
      authorizations: await service.authorizations({ actor, assessmentId: params.id }),
    }),
  );
  defineRoute(app, t.authorize, async ({ actor, body }) =>
    ok(messages.teacher.granted, { authorization: await service.authorize({ actor, body }) }),
  );
  defineRoute(app, t.revoke, async ({ actor, params }) => {
    await service.revoke({ actor, authorizationId: params.authId });
    return ok(messages.teacher.revoked, {});
  });

  defineRoute(app, t.cohortsForServing, async ({ actor, query }) =>
    ok('Cohorts loaded', {
      data: await service.cohortsForServing({ actor, assessmentId: query.assessmentId }),
    }),
  );
  defineRoute(app, t.cohortDetails, async ({ actor, params }) =>
    ok('Cohort loaded', await service.cohortDetails({ actor, cohortId: params.cohortId })),
  );
  defineRoute(app, t.checkAssessment, async ({ actor, params }) =>
    ok('Checked', { exists: await service.checkAssessment({ actor, ...params }) }),
  );
  defineRoute(app, t.serve, async ({ actor, body }) => {
    const served = await service.serve({
      actor,
      assessmentId: body.assessmentId,
      cohortId: body.cohortId,
      confirmReset: body.confirmReset === true,
    });
    const message = served.reset
      ? messages.teacher.reserved(served.totalStudents)
      : messages.teacher.served(served.totalStudents);
    return ok(message, { data: { totalStudents: served.totalStudents } });
  });

  defineRoute(app, t.results, async ({ actor, params }) => {
    const assessment = await service.loadForResults({ actor, assessmentId: params.id });
    return ok('Results loaded', {
      results: await buildAssessmentResults(ctx.db, assessment, ctx.clock.now()),
    });
  });
  defineRoute(app, t.resultsCsv, async ({ actor, params, reply }) => {
    const assessment = await service.loadForResults({ actor, assessmentId: params.id });
    const results = await buildAssessmentResults(ctx.db, assessment, ctx.clock.now());
    // A non-JSON content type makes Fastify send the string as it is.
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="assessment-${assessment.id}-results.csv"`);
    return resultsToCsv(results);
  });
}
