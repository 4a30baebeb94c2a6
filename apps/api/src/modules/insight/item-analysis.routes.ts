import { api, itemAnalysisMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createItemAnalysisService } from './item-analysis.service';
import { createRegradeService } from './regrade.service';

/** Item analysis of a served assessment, and the regrade acted on from it (issue 30). */
export function registerItemAnalysisRoutes(app: FastifyInstance, ctx: AppContext): void {
  const items = createItemAnalysisService(ctx);
  const regrades = createRegradeService(ctx);
  const e = api.itemAnalysis;

  defineRoute(app, e.itemAnalysis, async ({ actor, params, query }) => ({
    success: true as const,
    message: itemAnalysisMessages.loaded,
    data: await items.itemAnalysis({ actor, assessmentId: params.id, servingId: query.servingId }),
  }));
  defineRoute(app, e.previewRegrade, async ({ actor, params, body }) => ({
    success: true as const,
    message: itemAnalysisMessages.previewed,
    data: await regrades.preview({ actor, assessmentId: params.id, body }),
  }));
  defineRoute(app, e.regrade, async ({ actor, params, body }) => {
    const data = await regrades.regrade({ actor, assessmentId: params.id, body });
    return { success: true as const, message: itemAnalysisMessages.regraded(data.answeredAttempts), data };
  });
}
