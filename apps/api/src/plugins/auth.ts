import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import { ACCESS_TOKEN_LIFETIME_SECONDS, type Endpoint, messages, type UserType } from '@pathshala/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';

/** What a verified access token tells the server about the caller. */
export interface Actor {
  id: number;
  type: UserType;
  name: string;
  /** Signed in with a temporary password: only the calls that lead to changing it are allowed. */
  mustChangePassword: boolean;
}

interface AccessTokenPayload {
  sub: string;
  type: UserType;
  name: string;
  /** Present (true) only while the password must be changed. */
  pwc?: true;
}

const actorFrom = (payload: AccessTokenPayload): Actor => ({
  id: Number(payload.sub),
  type: payload.type,
  name: payload.name,
  mustChangePassword: payload.pwc === true,
});

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: Actor;
  }
}

export async function registerAuth(app: FastifyInstance, options: { jwtSecret: string }): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: options.jwtSecret,
    sign: { expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
    formatUser: actorFrom,
  });
}

export function signAccessToken(app: FastifyInstance, actor: Actor): string {
  return app.jwt.sign({
    sub: String(actor.id),
    type: actor.type,
    name: actor.name,
    ...(actor.mustChangePassword ? { pwc: true as const } : {}),
  });
}

/**
 * Checks the bearer token (or, for media elements that cannot send headers, the `token` query
 * parameter of GET requests) and the caller's role. 401 without a valid token, 403 for a wrong role
 * or for a temporary password not yet changed.
 */
export async function authorizeRequest(
  request: FastifyRequest,
  endpoint: Pick<Endpoint, 'access' | 'allowsTemporaryPassword'>,
): Promise<void> {
  const { access } = endpoint;
  if (access === 'public') return;
  const queryToken = (request.query as { token?: unknown } | undefined)?.token;
  const hasHeader = typeof request.headers.authorization === 'string';
  if (!hasHeader && !(request.method === 'GET' && typeof queryToken === 'string')) {
    throw unauthorized(messages.api.tokenMissing);
  }
  try {
    if (hasHeader) {
      await request.jwtVerify();
    } else {
      const payload = request.server.jwt.verify<AccessTokenPayload>(queryToken as string);
      request.user = actorFrom(payload);
    }
  } catch {
    throw unauthorized(messages.api.tokenInvalid);
  }
  if (!access.includes(request.user.type)) throw forbidden(messages.api.forbidden);
  if (request.user.mustChangePassword && !endpoint.allowsTemporaryPassword) {
    throw forbidden(messages.api.passwordChangeRequired);
  }
}
