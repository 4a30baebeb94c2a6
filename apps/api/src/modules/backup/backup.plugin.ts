import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { BackupService } from './backup.service';
import { clearLeftovers } from './backup-directory';
import {
  createNightlyBackups,
  NIGHTLY_FIRST_CHECK_MS,
  NIGHTLY_POLL_INTERVAL_MS,
  type NightlyBackups,
} from './nightly-backups';

declare module 'fastify' {
  interface FastifyInstance {
    /** The nightly backup worker; tests call `runIfDue()` after moving the clock. */
    nightlyBackups: NightlyBackups;
  }
}

const LEFTOVERS_UNTOUCHED_MS = 24 * 60 * 60_000;

/**
 * Starts the nightly backups with the app and stops them (after a backup in progress) when it
 * closes; on start, clears what a backup interrupted by a crash left in the backup directory.
 */
export function registerNightlyBackups(app: FastifyInstance, ctx: AppContext, backups: BackupService): void {
  const worker = createNightlyBackups({
    hour: ctx.config.backupHour,
    clock: ctx.clock,
    log: app.log,
    newestArchiveAt: async () => (await backups.listArchives())[0]?.createdAt ?? null,
    makeArchive: () => backups.writeNightly(),
  });
  app.decorate('nightlyBackups', worker);
  // BACKUP_CHECK_SECONDS (tests and trials) looks that often from the start.
  const checkMs = ctx.config.backupCheckSeconds === null ? null : ctx.config.backupCheckSeconds * 1000;
  ctx.jobs.add({
    name: 'nightly-backup',
    everyMs: checkMs ?? NIGHTLY_POLL_INTERVAL_MS,
    firstAfterMs: checkMs ?? NIGHTLY_FIRST_CHECK_MS,
    run: () => worker.poll(),
  });
  app.addHook('onReady', async () => {
    // Alone on its database a starting server knows every leftover is dead; beside other servers,
    // only those untouched for a day are (a backup in progress elsewhere writes to its own).
    await clearLeftovers(ctx.config.backupDir, ctx.driver === 'postgres' ? LEFTOVERS_UNTOUCHED_MS : 0);
    worker.start();
  });
  app.addHook('onClose', async () => worker.stop());
}
