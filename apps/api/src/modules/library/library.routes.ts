import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Content library: uploads (tus), web links, replace, reorder, retire. */
export function registerLibraryRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
