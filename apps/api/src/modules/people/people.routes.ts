import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Students and teachers: browse, search, edit, deactivate, reset; search-as-you-type pickers. */
export function registerPeopleRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
