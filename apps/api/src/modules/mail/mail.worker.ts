import type { Database } from '@pathshala/db';
import type { Clock } from '../../lib/clock';
import { claimDueMail, markMailAttemptFailed, markMailSent } from './mail.repository';
import type { MailLog, MailTransport } from './mail.transport';

/** Attempts before a message is marked failed; waits between them grow 30 s, 2 min, 8 min, 32 min. */
export const MAIL_MAX_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 30;
const RETRY_GROWTH = 4;
/** How long a claimed message stays with the worker that claimed it before another may try. */
const CLAIM_LEASE_SECONDS = 5 * 60;
const BATCH_SIZE = 20;
export const MAIL_POLL_INTERVAL_MS = 1_000;

export function retryDelaySeconds(attemptsMade: number): number {
  return FIRST_RETRY_SECONDS * RETRY_GROWTH ** (attemptsMade - 1);
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for a pass in progress to finish. */
  stop(): Promise<void>;
  /** The timed job's pass (every MAIL_POLL_INTERVAL_MS, on one server at a time): nothing while stopped. */
  poll(): Promise<number>;
  /** Sends what is due now, after any pass in progress; resolves to the number of messages sent. */
  runOnce(): Promise<number>;
}

/**
 * Sends the durable mail queue: polls for due messages, claims them, hands each to the transport,
 * and marks it sent, or schedules a retry with backoff, or marks it failed after the last attempt.
 */
export function createMailWorker(options: {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  log: MailLog;
}): MailWorker {
  const { db, clock, transport, log } = options;
  let stopped = true;
  // Passes run one after another: a pass asked for while one runs waits for it.
  let lastPass: Promise<number> = Promise.resolve(0);

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const batch = await claimDueMail(db, {
        now,
        leaseUntil: new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000),
        limit: BATCH_SIZE,
      });
      for (const mail of batch) {
        try {
          await transport.deliver(
            { to: mail.toAddress, subject: mail.subject, text: mail.textBody },
            mail.id,
          );
          await markMailSent(db, mail.id, clock.now());
          sent += 1;
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const giveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
          const retryAt = giveUp
            ? null
            : new Date(clock.now().getTime() + retryDelaySeconds(mail.attempts) * 1000);
          await markMailAttemptFailed(db, mail.id, { error: message, retryAt });
          log.warn({ mailId: mail.id, attempts: mail.attempts, giveUp, error: message }, 'mail not sent');
        }
      }
      if (batch.length < BATCH_SIZE) return sent;
    }
  }

  function runOnce(): Promise<number> {
    lastPass = lastPass.catch(() => 0).then(pass);
    return lastPass;
  }

  return {
    runOnce,
    poll: () => (stopped ? Promise.resolve(0) : runOnce()),
    start() {
      stopped = false;
    },
    async stop() {
      stopped = true;
      await lastPass.catch(() => 0);
    },
  };
}
