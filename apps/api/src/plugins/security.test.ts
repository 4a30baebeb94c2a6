import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../test/test-app';

/** HSTS tells browsers to use https only: right when the product is served over https, harmful otherwise. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function hstsHeaderWith(publicUrl: string) {
  t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  return response.headers['strict-transport-security'];
}

describe(`Strict-Transport-Security (${testDriver})`, () => {
  it('is sent, for a year and subdomains, when PUBLIC_URL is https', async () => {
    expect(await hstsHeaderWith('https://learn.pathshala.example')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent when PUBLIC_URL is http', async () => {
    expect(await hstsHeaderWith('http://localhost:3000')).toBeUndefined();
  });
});
