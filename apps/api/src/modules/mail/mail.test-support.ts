import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Test support: a raw RFC 822 message's text, with quoted-printable soft breaks and escapes undone. */
export function decodeMailText(raw: string): string {
  const body = raw.slice(raw.indexOf('\n\n') + 2);
  const quotedPrintable = /content-transfer-encoding:\s*quoted-printable/i.test(raw);
  if (!quotedPrintable) return body.replace(/\r\n/g, '\n');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');
}

/** The reset link a message carries. */
export function resetLinkIn(text: string): string {
  const match = /(\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in this process (smtp-server) on a free port, without TLS or auth.
 * `rejectNext(n)` answers the next n messages with a temporary failure, to exercise retries.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let toReject = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toReject > 0) {
          toReject -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext(count: number) {
      toReject = count;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
