import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Forgot password, reset by link and change password. */
export function registerPasswordRecoveryRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
