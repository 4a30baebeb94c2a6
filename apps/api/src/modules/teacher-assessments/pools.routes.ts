import { api, assessmentSettingsMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createPoolService } from './pools.service';
import { ok } from './route-answer';
import { createSettingsService } from './settings.service';

const sm = assessmentSettingsMessages;

/** Fair papers (issue 14): an assessment's settings and its question pools. */
export function registerPoolRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pools = createPoolService(ctx);
  const settings = createSettingsService(ctx);
  const t = api.teacher;

  defineRoute(app, t.updateSettings, async ({ actor, params, body }) =>
    ok(sm.settingsSaved, {
      settings: await settings.updateSettings({ actor, assessmentId: params.id, body }),
    }),
  );
  defineRoute(app, t.pools, async ({ actor, params }) =>
    ok('Pools loaded', { pools: await pools.pools({ actor, assessmentId: params.id }) }),
  );
  defineRoute(app, t.poolCandidates, async ({ actor, params }) =>
    ok('Candidates loaded', { courses: await pools.candidates({ actor, assessmentId: params.id }) }),
  );
  defineRoute(app, t.addPool, async ({ actor, params, body }) =>
    ok(sm.poolAdded, { pool: await pools.addPool({ actor, assessmentId: params.id, body }) }),
  );
  defineRoute(app, t.removePool, async ({ actor, params }) => {
    await pools.removePool({ actor, assessmentId: params.id, poolId: params.poolId });
    return ok(sm.poolRemoved, {});
  });
}
