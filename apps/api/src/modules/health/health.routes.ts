import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';

const VERSION = '0.1.0';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A supervisor's probe: the process answers. It asks nothing of the database, so a database
  // outage never gets every server restarted.
  defineRoute(app, api.auth.live, async () => ({ success: true, status: 'ok' as const }));

  // A load balancer's probe: send traffic here only while the database answers (a closing server
  // answers 503 to every request, this one included, through Fastify's return503OnClosing).
  defineRoute(app, api.auth.ready, async ({ reply }) => {
    try {
      await ctx.pingDatabase();
      return { success: true, status: 'ok' as const };
    } catch {
      reply.code(503);
      return { success: false, status: 'unavailable' as const };
    }
  });

  defineRoute(app, api.auth.health, async ({ reply }) => {
    let latencyMs = -1;
    try {
      latencyMs = await ctx.pingDatabase();
    } catch {
      reply.code(503);
    }
    const up = latencyMs >= 0;
    return {
      success: up,
      status: up ? ('ok' as const) : ('degraded' as const),
      database: { status: up ? ('up' as const) : ('down' as const), driver: ctx.driver, latencyMs },
      uptimeSeconds: Math.round((ctx.clock.now().getTime() - ctx.startedAt.getTime()) / 1000),
      demo: ctx.config.demo,
      version: VERSION,
    };
  });
}
