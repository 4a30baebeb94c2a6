import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Teachers authoring, serving and sharing assessments, and their results. */
export function registerTeacherAssessmentRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
