import { api, setupMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { Throttle } from '../../lib/throttle';
import { defineRoute } from '../../plugins/routes';
import { createSetupService } from './setup.service';

/**
 * Setup calls per client address per quarter hour. A real setup takes one or two (a typo in the
 * password rules is caught before the call); the limit keeps a stranger from making the server
 * hash passwords in a loop before the school has set itself up.
 */
const SETUP_CALLS_PER_WINDOW = 10;
const SETUP_WINDOW_SECONDS = 15 * 60;

/** First-run setup of an empty install: school name and first admin. */
export function registerSetupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const setup = createSetupService(ctx);
  const attempts = new Throttle(ctx.clock, SETUP_CALLS_PER_WINDOW, SETUP_WINDOW_SECONDS);

  defineRoute(app, api.setup.status, async () => ({
    success: true as const,
    message: setupMessages.statusLoaded,
    data: await setup.status(),
  }));

  // Answers no tokens: the web signs in with the new account through the one sign-in call, which
  // owns sessions, cookies and sign-in limits.
  defineRoute(app, api.setup.setUp, async ({ body, request }) => {
    if (attempts.isBlocked(request.ip)) throw tooManyRequests(setupMessages.throttled);
    attempts.hit(request.ip);
    const { schoolName, ...admin } = body;
    const result = await setup.setUp({ schoolName, admin }, { via: 'web' });
    request.log.info({ adminId: result.adminId }, 'school set up');
    return {
      success: true as const,
      message: setupMessages.done(result.schoolName),
      data: { adminId: result.adminId, username: admin.username },
    };
  });
}
