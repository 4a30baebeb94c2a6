import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { backupMessages } from '@pathshala/contracts';
import { auditLog } from '@pathshala/db';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { tooManyRequests } from '../../lib/errors';
import { Throttle } from '../../lib/throttle';
import type { Actor } from '../../plugins/auth';
import { archiveName, type Manifest } from './archive-format';
import { type ArchivePlan, writeArchive } from './archive-writer';
import { listArchives, PARTIAL_SUFFIX, pruneArchives, WORK_DIR_PREFIX } from './backup-directory';
import { exportDatabase } from './database-export';

export interface TakenSnapshot {
  name: string;
  plan: ArchivePlan;
  /** Writes the archive into `destination`, then removes the snapshot's files (also on failure). */
  writeTo(destination: Writable): Promise<Manifest>;
}

export type BackupService = ReturnType<typeof createBackupService>;

/**
 * Backups made now for download, per admin per hour: each copies the whole school (database and
 * every content file) while the school is in use; the nightly archives are there for more.
 */
export const BACKUP_DOWNLOADS_PER_HOUR = 3;

/** Making archives (now, or nightly), listing and finding them, and when the last one was made. */
export function createBackupService(ctx: AppContext) {
  const { config, clock } = ctx;
  const contentDir = join(config.dataDir, 'content');
  // Snapshots are taken one at a time: two at once would only make both slower (on PGlite,
  // the second waits for the first anyway), and the nightly run never overlaps a download.
  let snapshots: Promise<unknown> = Promise.resolve();
  const downloadsPerAdmin = new Throttle(ctx.db, clock, 'backup-downloads', BACKUP_DOWNLOADS_PER_HOUR, 3600);

  /** Copies the database (one consistent snapshot) into a work folder in the backup directory. */
  async function takeSnapshot(): Promise<TakenSnapshot> {
    const run = snapshots
      .catch(() => {})
      .then(async () => {
        await mkdir(config.backupDir, { recursive: true });
        const workDir = await mkdtemp(join(config.backupDir, WORK_DIR_PREFIX));
        try {
          const createdAt = clock.now();
          const snapshot = await exportDatabase(ctx.db, workDir);
          return { createdAt, workDir, snapshot };
        } catch (error) {
          await rm(workDir, { recursive: true, force: true });
          throw error;
        }
      });
    snapshots = run;
    const { createdAt, workDir, snapshot } = await run;
    const plan: ArchivePlan = { workDir, snapshot, driver: ctx.driver, contentDir, createdAt };
    return {
      name: archiveName(createdAt),
      plan,
      async writeTo(destination) {
        try {
          return await writeArchive(plan, destination);
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      },
    };
  }

  return {
    takeSnapshot,

    /**
     * Claims the one download made at a time across every server (429 while another is being
     * made), counted against the admin's hourly allowance (429 over it). `release` when the archive
     * is written or has failed; `release(true)` when no archive was made, which gives the count back.
     */
    async claimDownload({ actor }: { actor: Actor }): Promise<(nothingMade?: boolean) => void> {
      const giveUp = await ctx.claims('backup-download');
      if (!giveUp) throw tooManyRequests(backupMessages.busy);
      const key = String(actor.id);
      let allowed = false;
      try {
        allowed = await downloadsPerAdmin.take(key);
      } finally {
        if (!allowed) await giveUp();
      }
      if (!allowed) throw tooManyRequests(backupMessages.tooMany(BACKUP_DOWNLOADS_PER_HOUR));
      let released = false;
      return (nothingMade = false) => {
        if (released) return;
        released = true;
        void giveUp();
        if (nothingMade)
          downloadsPerAdmin.forgive(key).catch(() => {
            // A count not given back only shortens this hour's allowance by one.
          });
      };
    },

    /** Audits a backup an admin downloads, once its snapshot is taken. */
    async recordDownload({ actor, fileName }: { actor: Actor; fileName: string }): Promise<void> {
      await recordAudit(
        ctx.db,
        {
          actorId: actor.id,
          action: 'backup.create',
          entityType: 'backup',
          entityId: fileName,
          details: { kind: 'download' },
        },
        clock.now(),
      );
    },

    /**
     * Writes a nightly archive into the backup directory under a hidden name and renames it when
     * complete (a listed archive is always whole), then keeps only the newest BACKUP_KEEP.
     */
    async writeNightly(): Promise<{ name: string; pruned: string[] }> {
      const taken = await takeSnapshot();
      const partial = join(config.backupDir, `.${taken.name}${PARTIAL_SUFFIX}`);
      try {
        await taken.writeTo(createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, join(config.backupDir, taken.name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { name: taken.name, pruned: await pruneArchives(config.backupDir, config.backupKeep) };
    },

    listArchives: () => listArchives(config.backupDir),

    /** The archive of that name in the backup directory, or null: the name is looked up, never joined. */
    async findArchive(name: string) {
      return (await listArchives(config.backupDir)).find((archive) => archive.name === name) ?? null;
    },

    lastBackupAt: () => lastBackupAt(ctx),
  };
}

/** The newest archive in the backup directory or the last backup downloaded, whichever is later. */
export async function lastBackupAt(ctx: AppContext): Promise<Date | null> {
  const [newest] = await listArchives(ctx.config.backupDir);
  const [downloaded] = await ctx.db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(eq(auditLog.action, 'backup.create'))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const times = [newest?.createdAt, downloaded?.at].filter((at): at is Date => at instanceof Date);
  return times.length > 0 ? new Date(Math.max(...times.map((at) => at.getTime()))) : null;
}

/** The dashboard's system status row: nightly backups on, and when the last backup was made. */
export async function readBackupStatus(
  ctx: AppContext,
): Promise<{ configured: boolean; lastBackupAt: string | null }> {
  const at = await lastBackupAt(ctx).catch(() => null);
  return { configured: ctx.config.backupHour !== null, lastBackupAt: at ? at.toISOString() : null };
}
