import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeWebPage, refusesFraming } from './web-probe';

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

describe('probeWebPage', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/blocked') response.setHeader('X-Frame-Options', 'DENY');
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.end('<h1>page</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('tells an embeddable page from a refusing, a missing and an unreachable one', async () => {
    expect(await probeWebPage(`${base}/ok`)).toBeNull();
    expect(await probeWebPage(`${base}/blocked`)).toBe('blocked');
    expect(await probeWebPage(`${base}/missing`)).toBe('unreachable');
    expect(await probeWebPage('http://127.0.0.1:1/nothing-listens-here')).toBe('unreachable');
  });
});
