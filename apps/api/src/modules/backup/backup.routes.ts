import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Backups: download an archive, list nightly archives. */
export function registerBackupRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
