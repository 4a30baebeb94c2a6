import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Training partners and centers: list, create, edit, deactivate. */
export function registerOrganisationRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
