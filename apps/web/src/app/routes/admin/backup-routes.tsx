import type { RouteObject } from 'react-router';

/** Backups: download an archive, list nightly archives (children of /admin). */
export const backupRoutes: RouteObject[] = [];
