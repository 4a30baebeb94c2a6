import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The student's curriculum, content (with file serving), progress, bookmarks and practice quizzes (issue: students study). */
export function registerLearningRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
