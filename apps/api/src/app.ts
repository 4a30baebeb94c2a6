import type { DatabaseHandle } from '@pathshala/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { type Config, fastifyTrustProxy } from './env';
import { type Clock, systemClock } from './lib/clock';
import { ExamPresence } from './lib/exam-presence';
import { acrossServerClaims, exclusiveSections } from './lib/exclusive';
import { type FreeDiskBytes, freeDiskBytes } from './lib/free-disk';
import { leasesFor } from './lib/job-leases';
import { Jobs } from './lib/jobs';
import { createMetrics, noMetrics } from './lib/metrics';
import { PasswordGuesses } from './lib/password-guesses';
import { loggablePath } from './lib/redact';
import { forgetExpiredThrottles } from './lib/throttle';
import { registerModules } from './modules';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    /** The timed jobs; tests call `look()` to run what is due now. */
    jobs: Jobs;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** The free-disk reading (default: the disk's own); tests pass a fixed figure. */
  freeDiskBytes?: FreeDiskBytes;
  /** false silences logs (tests); a stream receives them instead of stdout. */
  logger?: false | { stream: NodeJS.WritableStream };
}

/** Structured JSON logs that never carry a token, a cookie or a password. */
function loggerOptions(config: Config, options: BuildAppOptions): FastifyServerOptions['logger'] {
  if (options.logger === false) return false;
  return {
    level: config.logLevel,
    ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request) => ({
        method: request.method,
        url: loggablePath(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config, options),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Idle keep-alive sockets must not hold up a graceful shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? systemClock;
  const measured = config.metricsToken ? createMetrics(database.poolUse) : null;
  const metrics = measured?.metrics ?? noMetrics;
  const leases = leasesFor(database);
  const ctx: AppContext = {
    config,
    db: database.db,
    driver: database.driver,
    clock,
    pingDatabase: () => database.ping(),
    startedAt: clock.now(),
    passwordGuesses: new PasswordGuesses(database.db, clock),
    examPresence: new ExamPresence(database.db),
    freeDiskBytes: options.freeDiskBytes ?? freeDiskBytes,
    exclusive: exclusiveSections(database),
    claims: acrossServerClaims(database),
    leases,
    jobs: new Jobs(leases, app.log, { onRun: metrics.jobRan }),
    metrics,
  };
  app.decorate('jobs', ctx.jobs);

  registerErrorHandler(app);
  if (measured && config.metricsToken) {
    registerMetrics(app, {
      token: config.metricsToken,
      registry: measured.registry,
      requestAnswered: metrics.requestAnswered,
    });
  }
  registerJsonBodyParser(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  await registerAuth(app, ctx);
  await registerApiDocs(app);

  registerModules(app, ctx);
  ctx.jobs.add({
    name: 'forget-throttles',
    everyMs: 60 * 60_000,
    run: () => forgetExpiredThrottles(database.db, clock.now()),
  });
  // Jobs start once every module has added its own, and stop (waiting for runs) before the database closes.
  app.addHook('onReady', async () => {
    ctx.jobs.start();
    ctx.examPresence.start();
  });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.examPresence.stop();
  });

  await registerWebApp(app, config.webDistDir);
  await app.ready();
  return { app, ctx };
}
