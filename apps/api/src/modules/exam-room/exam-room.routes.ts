import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The live exam room of a serving (issue 14). */
export function registerExamRoomRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
