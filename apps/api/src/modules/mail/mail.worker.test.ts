import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailQueue } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { makeTeacher } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { enqueueMail } from './mail.queue';
import { decodeMailText, resetLinkIn, startSmtpServer } from './mail.test-support';
import { createMailTransport, outboxDir } from './mail.transport';
import { createMailWorker, MAIL_MAX_ATTEMPTS, retryDelaySeconds } from './mail.worker';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://learn.pathshala.example' } });
  // These tests drive the queue by hand, one pass at a time.
  await t.app.mailWorker.stop();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const queued = (id: number) =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.id, id))
    .then(([row]) => row!);

async function enqueue(to: string): Promise<number> {
  await enqueueMail(
    t.database.db,
    { to, subject: 'Timetable', text: 'Classes start at nine.' },
    t.clock.now(),
  );
  const rows = await t.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
  return rows.at(-1)!.id;
}

describe(`mail through SMTP_URL (${testDriver})`, () => {
  it('delivers the reset link, whose link resets the password and signs the user in', async () => {
    const email = 'smtp.reader@pathshala.example';
    await makeTeacher(apiCaller(t), {
      email,
      password: 'Before@2468',
      firstName: 'Farah',
      lastName: 'Qureshi',
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email, userType: 'teacher' },
      headers: { host: 'attacker.example' },
    });
    expect(asked.statusCode).toBe(200);
    expect(await t.app.mailWorker.runOnce()).toBe(1);

    const mail = smtp.received.find((message) => message.to.includes(email));
    expect(mail?.raw).toMatch(/^Subject: Reset your Pathshala password$/m);
    expect(mail?.raw).toMatch(/^From: Pathshala <no-reply@learn\.pathshala\.example>$/m);
    const text = decodeMailText(mail!.raw);
    expect(text).toContain('Hello Farah Qureshi,');
    const link = new URL(resetLinkIn(text));
    expect(link.origin).toBe('https://learn.pathshala.example');
    expect(link.pathname).toBe('/reset-password');

    const token = link.searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'After@Reset135' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: 'After@Reset135' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ type: 'teacher', name: 'Farah Qureshi' });

    expect(await t.app.mailWorker.runOnce()).toBe(1);
    const notice = smtp.received.filter((message) => message.to.includes(email)).at(-1);
    expect(notice?.raw).toMatch(/^Subject: Your Pathshala password was changed$/m);
  });

  it('retries a refused message after its backoff, then marks it sent', async () => {
    const id = await enqueue('retry.once@pathshala.example');
    smtp.rejectNext(1);
    expect(await t.app.mailWorker.runOnce()).toBe(0);
    const failed = await queued(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/451|busy/i);
    expect(failed.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(retryDelaySeconds(1) * 1000);

    t.clock.advanceSeconds(retryDelaySeconds(1) - 1);
    expect(await t.app.mailWorker.runOnce()).toBe(0); // not due yet
    t.clock.advanceSeconds(1);
    expect(await t.app.mailWorker.runOnce()).toBe(1);
    expect(await queued(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    const id = await enqueue('never.delivered@pathshala.example');
    smtp.rejectNext(MAIL_MAX_ATTEMPTS);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await t.app.mailWorker.runOnce();
      t.clock.advanceSeconds(retryDelaySeconds(attempt));
    }
    expect(await queued(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(await t.app.mailWorker.runOnce()).toBe(0);
    expect(smtp.received.some((message) => message.to.includes('never.delivered@pathshala.example'))).toBe(
      false,
    );
  });

  it('never sends a message twice when two workers poll at once', async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `parallel${i}@pathshala.example`);
    for (const address of addresses) await enqueue(address);
    const second = createMailWorker({
      db: t.database.db,
      clock: t.clock,
      transport: createMailTransport({
        smtpUrl: smtp.url,
        dataDir: t.ctx.config.dataDir,
        publicUrl: t.ctx.config.publicUrl,
        log: { info() {}, warn() {} },
      }),
      log: { info() {}, warn() {} },
    });
    const [a, b] = await Promise.all([t.app.mailWorker.runOnce(), second.runOnce()]);
    expect(a + b).toBe(addresses.length);
    for (const address of addresses) {
      expect(smtp.received.filter((message) => message.to.includes(address))).toHaveLength(1);
    }
  });
});

describe('the outbox transport', () => {
  it('writes an .eml file and logs where, never the address or the token-bearing link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-outbox-'));
    try {
      const lines: Array<{ details: object; message: string }> = [];
      const log = { info: (details: object, message: string) => lines.push({ details, message }), warn() {} };
      const transport = createMailTransport({
        smtpUrl: undefined,
        dataDir,
        publicUrl: 'http://localhost:3000',
        log,
      });
      expect(transport.mode).toBe('outbox');
      const link = 'http://localhost:3000/reset-password?token=abcDEF123_-';
      await transport.deliver(
        { to: 'reader@pathshala.example', subject: 'Reset', text: `Open:\n${link}\n` },
        7,
      );
      const [file] = readdirSync(outboxDir(dataDir));
      expect(file).toMatch(/-7\.eml$/);
      const raw = readFileSync(join(outboxDir(dataDir), file!), 'utf8');
      expect(raw).toMatch(/^To: reader@pathshala\.example$/m);
      expect(resetLinkIn(decodeMailText(raw))).toBe(link);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.details).toMatchObject({ file: expect.stringMatching(/-7\.eml$/) });
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain('abcDEF123');
      expect(logged).not.toContain('reader@pathshala.example');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
