import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail.queue';

/** The little of a logger the mail service needs (Fastify's logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MailTransport {
  /** Where mail goes: a real SMTP server, or .eml files in the outbox. */
  readonly mode: 'smtp' | 'outbox';
  /** Sends one message; throws when it could not be handed over (the worker retries). */
  deliver(mail: OutgoingMail, queueId: number): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  log: MailLog;
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** Outbox mails hold reset links and temporary passwords: only the server's own user may read them. */
const OUTBOX_DIR_MODE = 0o700;
const OUTBOX_FILE_MODE = 0o600;

/**
 * Writes one outbox file with the owner-only modes, set explicitly: the umask may loosen what mkdir
 * and open create, and a directory made by an older version may be open to others.
 */
function writeOutboxFile(directory: string, name: string, content: Buffer): string {
  mkdirSync(directory, { recursive: true, mode: OUTBOX_DIR_MODE });
  chmodSync(directory, OUTBOX_DIR_MODE);
  const file = join(directory, name);
  // 'wx': a new file, never one that is already there (whose mode could be anything).
  writeFileSync(file, content, { mode: OUTBOX_FILE_MODE, flag: 'wx' });
  chmodSync(file, OUTBOX_FILE_MODE);
  return file;
}

/**
 * Mail over nodemailer: through SMTP_URL when set; otherwise each message becomes an .eml file in
 * DATA_DIR/outbox and the log shows the app links it carries (the reset link), so a person running
 * the product without a mail server can still follow them. That log line is the one place a reset
 * link appears in the logs (decisions.md).
 */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  const from = { name: 'Pathshala', address: `no-reply@${new URL(options.publicUrl).hostname}` };
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl, { from });
    return {
      mode: 'smtp',
      async deliver(mail) {
        await transporter.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transporter.close(),
    };
  }

  const directory = outboxDir(options.dataDir);
  const transporter = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  return {
    mode: 'outbox',
    async deliver(mail, queueId) {
      const info = await transporter.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      const file = writeOutboxFile(directory, `${Date.now()}-${queueId}.eml`, info.message as Buffer);
      // Where only: the address is personal data and a link may carry a reset token (owner-only file).
      options.log.info({ file }, 'mail written to the outbox');
    },
    close: () => transporter.close(),
  };
}
