import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { makeStudent } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { outboxDir } from './mail.transport';

/** Outbox mails carry reset links and temporary passwords: only the server's own user may read them. */
let t: TestApp;
beforeAll(async () => {
  // No SMTP_URL: mail goes to DATA_DIR/outbox.
  t = await createTestApp();
  await t.app.mailWorker.stop();
});
afterAll(async () => t?.close());

const modeOf = (path: string) => statSync(path).mode & 0o777;

async function mailResetLinkTo(email: string) {
  await makeStudent(apiCaller(t), { email, password: 'Start@2468', firstName: 'Meera', lastName: 'Outbox' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email, userType: 'student' },
    remoteAddress: '198.51.100.90',
  });
  expect(response.statusCode).toBe(200);
  expect(await t.app.mailWorker.runOnce()).toBeGreaterThan(0);
}

describe(`outbox files (${testDriver})`, () => {
  it('are written readable by the owner only, in a directory only the owner can open', async () => {
    const previousUmask = process.umask(0o022);
    try {
      await mailResetLinkTo('outbox.one@pathshala.example');
    } finally {
      process.umask(previousUmask);
    }
    const directory = outboxDir(t.ctx.config.dataDir);
    expect(modeOf(directory)).toBe(0o700);
    const files = readdirSync(directory);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(modeOf(join(directory, file))).toBe(0o600);
  });

  it('tighten an outbox directory an older version left open', async () => {
    const directory = outboxDir(t.ctx.config.dataDir);
    mkdirSync(directory, { recursive: true });
    chmodSync(directory, 0o755);
    await mailResetLinkTo('outbox.two@pathshala.example');
    expect(modeOf(directory)).toBe(0o700);
  });
});
