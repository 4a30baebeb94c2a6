import { api, messages, servingMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { ok } from './route-answer';
import { createServingService } from './serving.service';

/** Serving: serving status, the teacher's cohorts for serving, and serving (again) to one. */
export function registerServingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createServingService(ctx);
  const t = api.teacher;

  defineRoute(app, t.servingStatus, async ({ actor, params }) => {
    const counts = await service.servingStatus({ actor, assessmentId: params.id });
    return ok('Serving status', {
      isServed: counts.cohortCount > 0,
      details: { counts: { attempt_count: counts.attemptCount } },
    });
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
    ok('Checked', { exists: await service.isServedToCohort({ actor, ...params }) }),
  );
  defineRoute(app, t.serve, async ({ actor, body }) => {
    const served = await service.serve({
      actor,
      assessmentId: body.assessmentId,
      cohortId: body.cohortId,
      confirmReset: body.confirmReset === true,
      window: { opensAt: body.opensAt, closesAt: body.closesAt },
    });
    const message = served.newRound
      ? messages.teacher.servedAgain(served.totalStudents)
      : messages.teacher.served(served.totalStudents);
    return ok(message, { data: { totalStudents: served.totalStudents } });
  });
  defineRoute(app, t.servings, async ({ actor, params }) =>
    ok(servingMessages.servingsLoaded, {
      servings: await service.servings({ actor, assessmentId: params.id }),
    }),
  );
}
