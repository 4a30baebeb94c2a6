import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../test/test-app';

/** Whatever a client puts in a URL, the logs hold the path only: no token in any spelling. */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
});
afterAll(async () => t?.close());

describe(`request logs (${testDriver})`, () => {
  it('never carry a token, however the query string spells it', async () => {
    const { token } = await t.login('student');
    const encoded = token.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
    const queries = [
      `token=${token}`,
      `%74oken=${token}`,
      `%74%6F%6B%65%6E=${token}`,
      `TOKEN=${token}`,
      `access_token=${token}`,
      `x=1&token=${encoded}`,
      `token=${encodeURIComponent(token)}&%zz`,
      `anything=${token}`,
    ];
    for (const path of [
      '/api/content/serve/1',
      '/api/student/curriculum',
      '/api/no/such/route',
      '/reset-password',
    ]) {
      for (const query of queries) await t.app.inject({ method: 'GET', url: `${path}?${query}` });
    }
    const logs = logLines.join('');
    expect(logs).toContain('/api/no/such/route'); // the requests were logged, by path
    const [, payload, signature] = token.split('.');
    for (const secret of [payload!, signature!, encoded.slice(0, 40)]) expect(logs).not.toContain(secret);
  });
});
