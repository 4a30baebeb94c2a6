import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createMailTransport } from './mail.transport';
import { createMailWorker, type MailWorker } from './mail.worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail queue's worker; tests call `runOnce()` to send what is due deterministically. */
    mailWorker: MailWorker;
  }
}

/** Starts the mail worker with the app and stops it (after its pass in progress) when the app closes. */
export function registerMailWorker(app: FastifyInstance, ctx: AppContext): void {
  const transport = createMailTransport({
    smtpUrl: ctx.config.smtpUrl,
    dataDir: ctx.config.dataDir,
    publicUrl: ctx.config.publicUrl,
    log: app.log,
  });
  const worker = createMailWorker({ db: ctx.db, clock: ctx.clock, transport, log: app.log });
  app.decorate('mailWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
}
