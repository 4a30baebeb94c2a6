import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** First-run setup of an empty install: school name and first admin. */
export function registerSetupRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
