import { api, setupMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { Throttle } from '../../lib/throttle';
import { defineRoute } from '../../plugins/routes';
import { createSetupService } from './setup.service';
import { setupCodePath } from './setup-code';

/**
 * Setup calls per client address per quarter hour. A real setup takes one or two (a typo in the
 * password rules is caught before the call); the limit keeps a stranger from making the server
 * hash passwords in a loop before the school has set itself up.
 */
const SETUP_CALLS_PER_WINDOW = 10;
const SETUP_WINDOW_SECONDS = 15 * 60;
/** Wrong setup codes per client address per quarter hour: a typo or two, never a search. */
const WRONG_CODES_PER_WINDOW = 5;

/** First-run setup of an empty install: school name and first admin. */
export function registerSetupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { dataDir } = ctx.config;
  const setup = createSetupService({ ...ctx, dataDir });
  const attempts = new Throttle(
    ctx.db,
    ctx.clock,
    'setup-calls',
    SETUP_CALLS_PER_WINDOW,
    SETUP_WINDOW_SECONDS,
  );
  const wrongCodes = new Throttle(
    ctx.db,
    ctx.clock,
    'setup-codes',
    WRONG_CODES_PER_WINDOW,
    SETUP_WINDOW_SECONDS,
  );

  // At start, on an empty install: the code that opens setup, in the log and in the data directory.
  app.addHook('onReady', async () => {
    const code = await setup.prepareSetupCode();
    if (code === null) return;
    const file = setupCodePath(dataDir);
    app.log.warn(
      { setupCode: code, file },
      `No administrator yet. Open ${ctx.config.publicUrl}/setup and enter the setup code ${code} ` +
        `(also in ${file}), or run npm run create-admin on this machine.`,
    );
  });

  defineRoute(app, api.setup.status, async () => ({
    success: true as const,
    message: setupMessages.statusLoaded,
    data: await setup.status(),
  }));

  // Answers no tokens: the web signs in with the new account through the one sign-in call, which
  // owns sessions, cookies and sign-in limits.
  defineRoute(app, api.setup.setUp, async ({ body, request }) => {
    if ((await wrongCodes.isBlocked(request.ip)) || !(await attempts.take(request.ip))) {
      throw tooManyRequests(setupMessages.throttled);
    }
    const { schoolName, setupCode, ...admin } = body;
    const result = await setup.setUp(
      { schoolName, admin },
      { via: 'web', setupCode, onWrongCode: () => wrongCodes.take(request.ip) },
    );
    request.log.info({ adminId: result.adminId }, 'school set up');
    return {
      success: true as const,
      message: setupMessages.done(result.schoolName),
      data: { adminId: result.adminId, username: admin.username },
    };
  });
}
