import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createMailTransport } from './mail.transport';
import { createMailWorker, MAIL_POLL_INTERVAL_MS, type MailWorker } from './mail.worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail queue's worker; tests call `runOnce()` to send what is due deterministically. */
    mailWorker: MailWorker;
  }
}

/**
 * Sends the mail queue as a timed job (every second, on one server at a time), from when the app
 * is ready until it closes (after its pass in progress).
 */
export function registerMailWorker(app: FastifyInstance, ctx: AppContext): void {
  const transport = createMailTransport({
    smtpUrl: ctx.config.smtpUrl,
    dataDir: ctx.config.dataDir,
    publicUrl: ctx.config.publicUrl,
    log: app.log,
  });
  const worker = createMailWorker({ db: ctx.db, clock: ctx.clock, transport, log: app.log });
  app.decorate('mailWorker', worker);
  ctx.jobs.add({ name: 'mail', everyMs: MAIL_POLL_INTERVAL_MS, run: () => worker.poll() });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
}
