import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Question files in and out of the bank: template, dry run, import with progress, export (issue 13). */
export function registerQuestionTransferRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // Filled by the import and export services.
}
