import { api, insightMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createInsightService } from './insight.service';

const ok = <T extends object>(rest: T) => ({
  success: true as const,
  message: insightMessages.masteryLoaded,
  ...rest,
});

/** Insight (issue 30): mastery for the student herself and per cohort for its teachers and admins. */
export function registerInsightRoutes(app: FastifyInstance, ctx: AppContext): void {
  const insight = createInsightService(ctx);

  defineRoute(app, api.insight.myMastery, async ({ actor }) =>
    ok({ data: { curricula: await insight.studentMastery({ actor }) } }),
  );

  defineRoute(app, api.insight.cohortMastery, async ({ actor, params }) =>
    ok({ data: await insight.cohortMastery({ actor, cohortId: params.cohortId }) }),
  );
}
