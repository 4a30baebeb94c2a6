import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format, for a collector that sends `Authorization: Bearer
 * METRICS_TOKEN` (compared in constant time); anyone else gets 401. Without METRICS_TOKEN
 * there is no /metrics. Every answer's
 * time goes into the request histogram under its route's pattern (`/api/student/quiz/:studentId/...`),
 * never its ids, so the labels stay few.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string;
    registry: Registry;
    requestAnswered(labels: { route: string; method: string; status: number }, seconds: number): void;
  },
): void {
  const expected = digest(`Bearer ${options.token}`);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Requests no route matched (probes for files that are not there) share one label.
    options.requestAnswered(
      { route: route ?? 'unmatched', method: request.method, status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = digest(String(request.headers.authorization ?? ''));
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: 'Metrics need the bearer token set in METRICS_TOKEN' });
    }
    reply.header('cache-control', 'no-store').type(options.registry.contentType);
    return options.registry.metrics();
  });
}
