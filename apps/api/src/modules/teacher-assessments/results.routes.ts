import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createResultsService } from './results.service';
import { ok } from './route-answer';

/** Results: the table and per-question figures, the table as CSV, and decisions on held answers. */
export function registerResultsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createResultsService(ctx);
  const t = api.teacher;

  defineRoute(app, t.results, async ({ actor, params }) =>
    ok('Results loaded', { results: await service.results({ actor, assessmentId: params.id }) }),
  );
  defineRoute(app, t.resultsCsv, async ({ actor, params, query, reply }) => {
    const { fileName, csv } = await service.resultsCsv({
      actor,
      assessmentId: params.id,
      timeZone: query.timeZone,
    });
    // A non-JSON content type makes Fastify send the string as it is.
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);
    return csv;
  });
  defineRoute(app, t.decideHeldAnswers, async ({ actor, params, body }) => {
    const { decided, message } = await service.decideHeldAnswers({
      actor,
      assessmentId: params.id,
      attemptId: params.attemptId,
      decision: body.decision,
    });
    return ok(message, { decided });
  });
}
