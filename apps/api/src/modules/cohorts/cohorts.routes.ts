import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Cohorts: teachers and students, rename, add and remove members. */
export function registerCohortRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
