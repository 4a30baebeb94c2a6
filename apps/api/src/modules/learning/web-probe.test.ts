import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createWebProbe, type ProbeNetwork, pinnedGet, refusesFraming } from './web-probe';

describe('refusesFraming', () => {
  it.each([
    [{}, false],
    [{ 'x-frame-options': 'DENY' }, true],
    [{ 'x-frame-options': 'sameorigin' }, true],
    [{ 'content-security-policy': "default-src 'self'; frame-ancestors 'self'" }, true],
    [{ 'content-security-policy': 'frame-ancestors *' }, false],
    [{ 'content-security-policy': "default-src 'self'" }, false],
  ])('reads %j as %s', (headers, expected) => {
    expect(refusesFraming(new Headers(headers))).toBe(expected);
  });
});

/** A web server on 127.0.0.1 standing for "a site": the probe must reach it only through the seams below. */
let server: Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(`${request.headers.host}${request.url}`);
    const redirects: Record<string, string> = {
      '/to-loopback': 'http://127.0.0.1/secret',
      '/to-decimal': 'http://2130706433/secret',
      '/to-private-name': 'http://inside.example/secret',
      '/to-other-port': 'http://public.example:8080/secret',
      '/to-ftp': 'ftp://public.example/secret',
      '/hop': '/blocked',
      '/loop': '/loop',
    };
    const location = redirects[request.url ?? ''];
    if (location) {
      response.writeHead(302, { location });
      response.end();
      return;
    }
    if (request.url === '/blocked') response.setHeader('X-Frame-Options', 'DENY');
    response.statusCode = request.url === '/missing' ? 404 : 200;
    response.end('<h1>page</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

/**
 * This machine has no internet: names resolve from a table, and every connection the probe asks
 * for (to the address it checked) is made to the local server instead, recorded with that address.
 */
function fakeNetwork(names: Record<string, string[] | (() => string[])>) {
  const connections: Array<{ url: string; address: string }> = [];
  const network: ProbeNetwork = {
    async resolve(host) {
      const found = names[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return typeof found === 'function' ? found() : found;
    },
    get(url, address, signal) {
      connections.push({ url: url.href, address });
      const local = new URL(url);
      local.port = String(port);
      return pinnedGet(local, '127.0.0.1', signal);
    },
  };
  return { network, connections };
}

const PUBLIC = '93.184.216.34';

describe('the web probe', () => {
  it('tells an embeddable page from a refusing, a missing and an unreachable one', async () => {
    const { network } = fakeNetwork({ 'public.example': [PUBLIC] });
    const probe = createWebProbe(new ManualClock(new Date()), network);
    expect(await probe('http://public.example/ok')).toBeNull();
    expect(await probe('http://public.example:80/blocked')).toBe('blocked');
    expect(await probe('http://public.example/missing')).toBe('unreachable');
    expect(await probe('http://nowhere.example/')).toBe('unreachable');
  });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://inside.example/',
    'http://mixed.example/',
    'http://public.example:8080/',
    'https://public.example:8443/',
  ])('refuses %s without connecting', async (url) => {
    const { network, connections } = fakeNetwork({
      localhost: ['127.0.0.1', '::1'],
      'inside.example': ['10.0.0.5'],
      // One public and one private answer: a client could pick either.
      'mixed.example': [PUBLIC, '192.168.0.10'],
      'public.example': [PUBLIC],
    });
    const probe = createWebProbe(new ManualClock(new Date()), network);
    expect(await probe(url)).toBe('refused');
    expect(connections).toEqual([]);
    expect(received).toEqual([]);
  });

  it.each([
    ['/to-loopback', 'http://127.0.0.1/secret'],
    ['/to-decimal', 'http://2130706433/secret'],
    ['/to-private-name', 'http://inside.example/secret'],
    ['/to-other-port', 'http://public.example:8080/secret'],
    ['/to-ftp', 'ftp://public.example/secret'],
  ])('checks again after a redirect: %s is refused', async (path) => {
    const { network, connections } = fakeNetwork({
      'public.example': [PUBLIC],
      'inside.example': ['10.0.0.5'],
    });
    const probe = createWebProbe(new ManualClock(new Date()), network);
    expect(await probe(`http://public.example${path}`)).toBe('refused');
    expect(connections).toEqual([{ url: `http://public.example${path}`, address: PUBLIC }]);
    expect(received).toEqual([`public.example:${port}${path}`]);
  });

  it('follows an allowed redirect, and gives up after a few', async () => {
    const { network, connections } = fakeNetwork({ 'public.example': [PUBLIC] });
    const probe = createWebProbe(new ManualClock(new Date()), network);
    expect(await probe('http://public.example/hop')).toBe('blocked');
    expect(connections.map((c) => c.url)).toEqual([
      'http://public.example/hop',
      'http://public.example/blocked',
    ]);
    expect(await probe('http://public.example/loop')).toBe('unreachable');
    expect(received.filter((r) => r.endsWith('/loop')).length).toBeLessThanOrEqual(6);
  });

  it('connects to the address it checked, whatever the name resolves to next (DNS rebinding)', async () => {
    let answers = 0;
    const { network, connections } = fakeNetwork({
      'rebind.example': () => (answers++ === 0 ? [PUBLIC] : ['127.0.0.1']),
    });
    const probe = createWebProbe(new ManualClock(new Date()), network);
    expect(await probe('http://rebind.example/ok')).toBeNull();
    expect(connections).toEqual([{ url: 'http://rebind.example/ok', address: PUBLIC }]);
    expect(answers).toBe(1);
  });

  it('keeps a verdict for ten minutes: a second check does not fetch again', async () => {
    const clock = new ManualClock(new Date('2026-11-21T09:00:00Z'));
    const { network, connections } = fakeNetwork({ 'public.example': [PUBLIC] });
    const probe = createWebProbe(clock, network);
    expect(await probe('http://public.example/blocked')).toBe('blocked');
    expect(
      await Promise.all([probe('http://public.example/blocked'), probe('http://public.example/blocked')]),
    ).toEqual(['blocked', 'blocked']);
    expect(connections).toHaveLength(1);
    clock.advanceSeconds(9 * 60);
    await probe('http://public.example/blocked');
    expect(connections).toHaveLength(1);
    clock.advanceSeconds(60);
    await probe('http://public.example/blocked');
    expect(connections).toHaveLength(2);
  });
});

describe('pinnedGet', () => {
  it('connects to the given address, sending the URL’s own host name', async () => {
    const answer = await pinnedGet(
      new URL(`http://no-such-name.invalid:${port}/blocked`),
      '127.0.0.1',
      AbortSignal.timeout(5_000),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(received).toEqual([`no-such-name.invalid:${port}/blocked`]);
  });
});
