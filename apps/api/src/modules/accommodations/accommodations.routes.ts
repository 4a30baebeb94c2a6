import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Extra time that lives on a student (issue 14). */
export function registerAccommodationRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
