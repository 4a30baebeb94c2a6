import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Curriculum editing: curricula, courses, concepts, subconcepts. */
export function registerCurriculumRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
