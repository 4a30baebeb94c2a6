import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  CONTENT_LINK_LIFETIME_SECONDS,
  type Endpoint,
  messages,
  type UserType,
} from '@pathshala/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Clock } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/errors';
import { RevokedSessions } from '../modules/auth/revoked-sessions';

/** What a verified access token tells the server about the caller. */
export interface Actor {
  id: number;
  type: UserType;
  name: string;
  /** Signed in with a temporary password: only the calls that lead to changing it are allowed. */
  mustChangePassword: boolean;
  /** The sign-in (refresh family) the token belongs to; ending it ends the token. */
  sessionId: string;
}

interface AccessTokenPayload {
  sub: string;
  type: UserType;
  name: string;
  sid: string;
  /** Present (true) only while the password must be changed. */
  pwc?: true;
}

/** A content file link's token: one item, one student's session, a few hours. */
interface ContentLinkPayload {
  sub: string;
  type: UserType;
  sid: string;
  cid: number;
  /** Random, so each link differs: a viewer that reloads one gets a new address. */
  jti: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload | ContentLinkPayload | DeviceTokenPayload;
    user: Actor;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    revokedSessions: RevokedSessions;
    /** The app's clock, for link lifetimes (access tokens expire by the system's). */
    authClock: Clock;
  }
}

export async function registerAuth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: ctx.config.jwtSecret,
    sign: { expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });
  app.decorate('revokedSessions', new RevokedSessions(ctx.db, ctx.clock));
  app.decorate('authClock', ctx.clock);
}

export function signAccessToken(app: FastifyInstance, actor: Actor): string {
  const payload: AccessTokenPayload = {
    sub: String(actor.id),
    type: actor.type,
    name: actor.name,
    sid: actor.sessionId,
    ...(actor.mustChangePassword ? { pwc: true as const } : {}),
  };
  return app.jwt.sign(payload);
}

/** The token of a content item's file link; its lifetime runs on the app's clock. */
export function signContentLink(app: FastifyInstance, clock: Clock, actor: Actor, contentId: number): string {
  const payload: ContentLinkPayload = {
    sub: String(actor.id),
    type: actor.type,
    sid: actor.sessionId,
    cid: contentId,
    jti: randomBytes(9).toString('base64url'),
  };
  return app.jwt.sign(payload, {
    expiresIn: CONTENT_LINK_LIFETIME_SECONDS,
    clockTimestamp: clock.now().getTime(),
  });
}

/** A browser's proof that its user signed in from it before (a device cookie); nothing else. */
interface DeviceTokenPayload {
  sub: string;
  dev: string;
  use: 'device';
}

/** Device cookies are named per user, so a shared school computer keeps one for each student. */
export const DEVICE_COOKIE_PREFIX = 'pathshala_device_';
export const DEVICE_COOKIE_LIFETIME_SECONDS = 365 * 86_400;

/** A device token for this user, kept by its browser (path: the sign-in call only). */
export function signDeviceToken(app: FastifyInstance, clock: Clock, userId: number): string {
  const payload: DeviceTokenPayload = {
    sub: String(userId),
    dev: randomBytes(12).toString('base64url'),
    use: 'device',
  };
  return app.jwt.sign(payload, {
    expiresIn: DEVICE_COOKIE_LIFETIME_SECONDS,
    clockTimestamp: clock.now().getTime(),
  });
}

/** The users this browser signed in as before, each with its device id; forged or expired ones are skipped. */
export function trustedDevicesOf(request: FastifyRequest): Map<number, string> {
  const devices = new Map<number, string>();
  for (const [name, value] of Object.entries(request.cookies)) {
    if (!name.startsWith(DEVICE_COOKIE_PREFIX) || !value) continue;
    try {
      const payload = request.server.jwt.verify<Partial<DeviceTokenPayload>>(value, {
        clockTimestamp: request.server.authClock.now().getTime(),
      });
      const userId = Number(payload.sub);
      if (
        payload.use === 'device' &&
        typeof payload.dev === 'string' &&
        name === `${DEVICE_COOKIE_PREFIX}${userId}`
      ) {
        devices.set(userId, payload.dev);
      }
    } catch {
      // A cookie that is not ours, or no longer valid: this browser is simply not known.
    }
  }
  return devices;
}

/** Decodes a verified payload as an access token; a content link or an older token is none. */
function accessActor(payload: Partial<AccessTokenPayload & ContentLinkPayload>): Actor {
  if (payload.cid !== undefined || typeof payload.sid !== 'string' || !payload.sub || !payload.type) {
    throw new Error('not an access token');
  }
  return {
    id: Number(payload.sub),
    type: payload.type,
    name: payload.name ?? '',
    mustChangePassword: payload.pwc === true,
    sessionId: payload.sid,
  };
}

/** The session of a valid bearer access token, if the request carries one (logout is public). */
export async function sessionOfBearer(request: FastifyRequest): Promise<string | undefined> {
  if (typeof request.headers.authorization !== 'string') return undefined;
  try {
    return accessActor(await request.jwtVerify()).sessionId;
  } catch {
    return undefined;
  }
}

/** Decodes a content link token, valid only for the item named in the path. */
function contentLinkActor(request: FastifyRequest, token: string): Actor {
  const payload = request.server.jwt.verify<Partial<ContentLinkPayload>>(token, {
    clockTimestamp: request.server.authClock.now().getTime(),
  });
  const contentId = Number((request.params as { contentId?: string }).contentId);
  if (payload.cid !== contentId || typeof payload.sid !== 'string' || !payload.sub || !payload.type) {
    throw new Error('not a link to this item');
  }
  return {
    id: Number(payload.sub),
    type: payload.type,
    name: '',
    mustChangePassword: false,
    sessionId: payload.sid,
  };
}

/**
 * The caller named by a token in the query string: the item's link token, or, where the endpoint
 * takes it (the spec's content serve), an access token.
 */
function queryTokenActor(
  request: FastifyRequest,
  endpoint: Pick<Endpoint, 'queryAccessToken'>,
  token: string,
): Actor {
  try {
    return contentLinkActor(request, token);
  } catch (error) {
    if (!endpoint.queryAccessToken) throw error;
    return accessActor(request.server.jwt.verify(token));
  }
}

/**
 * Checks the bearer token (or, on an endpoint for media elements, a token in the query string)
 * and the caller's role. 401 without a valid token or once its session ended, 403 for a wrong
 * role or for a temporary password not yet changed. Access tokens in URLs are taken on the spec's
 * content serve only: URLs end up in histories, proxies and logs (ours log the path alone).
 */
export async function authorizeRequest(
  request: FastifyRequest,
  endpoint: Pick<Endpoint, 'access' | 'allowsTemporaryPassword' | 'linkToken' | 'queryAccessToken'>,
): Promise<void> {
  const { access } = endpoint;
  if (access === 'public') return;
  const hasHeader = typeof request.headers.authorization === 'string';
  const linkToken = endpoint.linkToken
    ? (request.query as { token?: unknown } | undefined)?.token
    : undefined;
  if (!hasHeader && typeof linkToken !== 'string') throw unauthorized(messages.api.tokenMissing);
  let actor: Actor;
  try {
    actor = hasHeader
      ? accessActor(await request.jwtVerify())
      : queryTokenActor(request, endpoint, linkToken as string);
  } catch {
    throw unauthorized(messages.api.tokenInvalid);
  }
  if (await request.server.revokedSessions.has(actor.sessionId))
    throw unauthorized(messages.api.tokenInvalid);
  request.user = actor;
  if (!access.includes(actor.type)) throw forbidden(messages.api.forbidden);
  if (actor.mustChangePassword && !endpoint.allowsTemporaryPassword) {
    throw forbidden(messages.api.passwordChangeRequired);
  }
}
