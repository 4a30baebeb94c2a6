import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, messages } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { loadConfig } from '../../env';

/**
 * A server checks SIGN_INS_AT_ONCE sign-ins at a time: more are asked to come back (429 with
 * Retry-After) at once, instead of waiting behind everyone's password hash past a proxy's timeout.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_AT_ONCE: '2' } });
});
afterAll(async () => t?.close());

describe(`a burst of sign-ins on one server (${testDriver})`, () => {
  it('checks two at once and asks the rest to come back, counting nothing against them', async () => {
    const call = apiCaller(t);
    const { username, password } = DEMO_ACCOUNTS.student;
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => call(api.auth.login, { as: null, body: { username, password } })),
    );
    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const turnedAway = burst.filter((answer) => answer.status === 429);
    expect(turnedAway.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    for (const answer of turnedAway) {
      expect(answer.body).toEqual({ success: false, message: messages.login.busy });
      expect(answer.headers['retry-after']).toBe('3');
    }
  });

  it('counts no failed guess for a sign-in it turned away', async () => {
    const call = apiCaller(t);
    const { username } = DEMO_ACCOUNTS.teacher3;
    const wrong = () => call(api.auth.login, { as: null, body: { username, password: 'Wrong@1234' } });
    const burst = await Promise.all(Array.from({ length: 8 }, wrong));
    const checked = burst.filter((answer) => answer.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(burst.filter((answer) => answer.body.message === messages.login.busy).length).toBe(8 - checked);
    // Five failures are free: those checked in the burst, then the rest one by one; the next waits.
    for (let i = checked; i < 5; i++) expect((await wrong()).status).toBe(401);
    const waiting = await wrong();
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toBe(messages.login.waitBeforeRetry(1));
  });

  it('reads SIGN_INS_AT_ONCE: 16 per core by default, a whole number of at least 1', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-sign-ins-'));
    expect(loadConfig({ DATA_DIR: dataDir }).signInsAtOnce % 16).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, SIGN_INS_AT_ONCE: '40' }).signInsAtOnce).toBe(40);
    for (const value of ['0', '-1', '2.5', 'many'])
      expect(() => loadConfig({ DATA_DIR: dataDir, SIGN_INS_AT_ONCE: value })).toThrow(/SIGN_INS_AT_ONCE/);
  });
});
