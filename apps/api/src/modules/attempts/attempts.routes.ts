import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Students taking timed assessments under the exam-integrity rules. */
export function registerAttemptRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
