import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Admin accounts, training centers, cohorts, bulk upload and the request queues. */
export function registerAdminRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
