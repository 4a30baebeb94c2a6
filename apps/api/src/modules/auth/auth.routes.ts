import { api } from '@pathshala/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import {
  DEVICE_COOKIE_LIFETIME_SECONDS,
  DEVICE_COOKIE_PREFIX,
  sessionOfBearer,
  signAccessToken,
  signDeviceToken,
  trustedDevicesOf,
} from '../../plugins/auth';
import { defineRoute } from '../../plugins/routes';
import { presentSessionUser } from './auth.presenter';
import { createAuthService, type IssuedSession } from './auth.service';

export const REFRESH_COOKIE = 'pathshala_refresh';
const REFRESH_COOKIE_PATH = '/api/auth';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = createAuthService(ctx);
  const secureCookie = ctx.config.publicUrl.startsWith('https://');

  function answerWithSession(reply: FastifyReply, session: IssuedSession, message: string) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: REFRESH_COOKIE_PATH,
      expires: session.refreshExpiresAt,
    });
    const user = presentSessionUser(session.user);
    const token = signAccessToken(app, { ...user, sessionId: session.sessionId });
    return { success: true as const, message, user, token };
  }

  defineRoute(app, api.auth.login, async ({ body, request, reply }) => {
    const session = await auth.login({
      signInName: body.username,
      password: body.password,
      clientAddress: request.ip,
      trustedDevices: trustedDevicesOf(request),
    });
    // This browser is now one its user signed in from: a classmate's guessing never holds it up.
    reply.setCookie(
      `${DEVICE_COOKIE_PREFIX}${session.user.id}`,
      signDeviceToken(app, ctx.clock, session.user.id),
      {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        path: '/api/auth/login',
        maxAge: DEVICE_COOKIE_LIFETIME_SECONDS,
      },
    );
    request.log.info({ userId: session.user.id }, 'signed in');
    // The row was read before this sign-in was stamped: no earlier one means this is the first.
    const firstSignIn = session.user.lastSignInAt === null;
    return { ...answerWithSession(reply, session, 'Login successful'), firstSignIn };
  });

  defineRoute(app, api.auth.refresh, async ({ request, reply }) => {
    try {
      const session = await auth.refresh(request.cookies[REFRESH_COOKIE]);
      return answerWithSession(reply, session, 'Token refreshed');
    } catch (error) {
      reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      throw error;
    }
  });

  defineRoute(app, api.auth.logout, async ({ request, reply }) => {
    const ended = await auth.logout({
      refreshToken: request.cookies[REFRESH_COOKIE],
      accessSessionId: await sessionOfBearer(request),
    });
    for (const sessionId of ended) app.revokedSessions.add(sessionId);
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    return { success: true as const, message: 'Logged out' };
  });

  defineRoute(app, api.auth.language, async ({ actor, body }) => {
    await auth.chooseLanguage({ actor, language: body.language });
    return { success: true as const, message: 'Language saved' };
  });

  defineRoute(app, api.auth.verify, async ({ actor }) => {
    const user = await auth.currentUser({ actor });
    return { success: true as const, user: presentSessionUser(user) };
  });
}
