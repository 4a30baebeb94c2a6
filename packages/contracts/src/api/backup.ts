/** Backups: download an archive, list nightly archives. */
export const backupEndpoints = {} as const;
