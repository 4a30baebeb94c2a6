import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';

const VERSION = '0.1.0';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
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
