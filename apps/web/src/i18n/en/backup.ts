/** Backups: download an archive, list nightly archives. */
export const backup = {};
