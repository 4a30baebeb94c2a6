import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { api, backupMessages } from '@pathshala/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../plugins/routes';
import { registerNightlyBackups } from './backup.plugin';
import { presentArchive, presentSchedule } from './backup.presenter';
import { createBackupService } from './backup.service';

/** An archive goes to the browser as a file to save, named as it is on the server. */
function asDownload(reply: FastifyReply, name: string): FastifyReply {
  return reply
    .type('application/gzip')
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'no-store');
}

/** Backups: make-and-download one now, list the nightly archives, download one; the nightly worker. */
export function registerBackupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const backups = createBackupService(ctx);
  registerNightlyBackups(app, ctx, backups);

  // The snapshot is taken before the answer starts, so a failure there is a plain error; the
  // archive is then streamed as it is made (a failure from here on cuts the download short,
  // which the browser reports, rather than a damaged file saved as if whole).
  // One download is made at a time, a few per admin an hour (backup.service claimDownload).
  defineRoute(app, api.backup.createNow, async ({ actor, reply }) => {
    const release = await backups.claimDownload({ actor });
    let taken: Awaited<ReturnType<typeof backups.takeSnapshot>>;
    try {
      taken = await backups.takeSnapshot();
      await backups.recordDownload({ actor, fileName: taken.name });
    } catch (error) {
      release(true);
      throw error;
    }
    const body = new PassThrough();
    // Released once the archive has all gone out (the work folder's removal after it waits for no one).
    body.once('close', () => release());
    taken
      .writeTo(body)
      .catch((error: unknown) => {
        app.log.warn({ error: String(error) }, 'backup download stopped');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => release());
    return asDownload(reply, taken.name).send(body);
  });

  defineRoute(app, api.backup.list, async () => {
    const [archives, lastBackupAt] = await Promise.all([backups.listArchives(), backups.lastBackupAt()]);
    return {
      success: true as const,
      message: backupMessages.listed,
      archives: archives.map(presentArchive),
      schedule: presentSchedule(ctx.config),
      lastBackupAt: lastBackupAt ? lastBackupAt.toISOString() : null,
    };
  });

  defineRoute(app, api.backup.download, async ({ params, reply }) => {
    const archive = await backups.findArchive(params.name);
    if (!archive) throw notFound(backupMessages.notFound);
    return asDownload(reply, archive.name)
      .header('Content-Length', archive.sizeBytes)
      .send(createReadStream(archive.path));
  });
}
