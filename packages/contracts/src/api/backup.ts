import { z } from 'zod';
import { CacheBust, endpoint } from './endpoint';

const ADMIN = ['admin'] as const;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

/** One archive in the backup directory. */
export const BackupArchive = z.object({
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** When it was made (from its name, which the server writes in UTC). */
  createdAt: z.string(),
});
export type BackupArchive = z.infer<typeof BackupArchive>;

/** The nightly schedule as configured (BACKUP_HOUR, BACKUP_KEEP, BACKUP_DIR). */
export const BackupSchedule = z.object({
  /** The server's local hour of the nightly backup; null when nightly backups are off. */
  hour: z.number().int().min(0).max(23).nullable(),
  /** How many nightly archives are kept. */
  keep: z.number().int().positive(),
  /** The folder on the server the archives are written to. */
  directory: z.string(),
  /** The server's time zone, so the hour can be said in words. */
  timeZone: z.string(),
});
export type BackupSchedule = z.infer<typeof BackupSchedule>;

/** Backups: make-and-download one now, list the nightly archives, download one of them. */
export const backupEndpoints = {
  createNow: endpoint({
    method: 'POST',
    path: '/api/admin/backups',
    summary:
      'Make a backup now and download it: one .tar.gz of the database (every table) and the content files, with a manifest of hashes',
    access: ADMIN,
    response: z.unknown(),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/backups',
    summary: 'The archives in the backup directory (newest first), the nightly schedule and the last backup',
    access: ADMIN,
    query: CacheBust,
    response: ok({
      archives: z.array(BackupArchive),
      schedule: BackupSchedule,
      /** The newest archive in the directory or the last downloaded backup, whichever is later. */
      lastBackupAt: z.string().nullable(),
    }),
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/admin/backups/:name',
    summary: 'Download one archive of the backup directory, by a name from the list',
    access: ADMIN,
    params: z.object({ name: z.string().max(200) }),
    query: CacheBust,
    response: z.unknown(),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './backup.messages';
