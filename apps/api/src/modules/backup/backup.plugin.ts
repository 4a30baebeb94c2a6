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
  ctx.jobs.add({
    name: 'nightly-backup',
    everyMs: NIGHTLY_POLL_INTERVAL_MS,
    firstAfterMs: NIGHTLY_FIRST_CHECK_MS,
    run: () => worker.poll(),
  });
  app.addHook('onReady', async () => {
    await clearLeftovers(ctx.config.backupDir);
    worker.start();
  });
  app.addHook('onClose', async () => worker.stop());
}
