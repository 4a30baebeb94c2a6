import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { loadConfig } from '../../env';

/**
 * Failed sign-ins (the per-address limit counts failures) from one socket address, each for another
 * name and each claiming a different forwarded address.
 */
async function signInsPast(t: TestApp, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `nobody${i}@pathshala.example`, password: 'Wrong@1357' },
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe(`client address and X-Forwarded-For (${testDriver})`, () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({ env: { LOGIN_RATE_PER_MINUTE: '3' } });
    behindProxy = await createTestApp({ env: { LOGIN_RATE_PER_MINUTE: '3', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
  });

  it('ignores a forged X-Forwarded-For by default: the per-address limit still holds', async () => {
    expect(await signInsPast(direct, 4)).toEqual([401, 401, 401, 429]);
  });

  it('honours X-Forwarded-For from one trusted hop with TRUST_PROXY=1', async () => {
    expect(await signInsPast(behindProxy, 4)).toEqual([401, 401, 401, 401]);
  });
});

describe('TRUST_PROXY', () => {
  const trustProxyOf = (value: string | undefined) =>
    loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy unless told', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
  });

  it('reads true, a hop count, or addresses and CIDR ranges', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['yes', '-1', '10.0.0.0/33', 'proxy.example', '1.2.3', '127.0.0.1,'])('refuses %j', (value) => {
    expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY/);
  });
});
