import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The question bank: places, search, writing, versions, retiring, images (issue 13). */
export function registerQuestionBankRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // Filled by the bank's service and routes.
}
