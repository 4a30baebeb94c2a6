import { PassThrough } from 'node:stream';
import { api } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(async () => t?.close());

describe('structured logs', () => {
  it('are JSON lines without tokens, cookies or passwords', async () => {
    const { token, cookie } = await t.login('student');
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify?token=${token}&other=1`,
      headers: { authorization: `Bearer ${token}`, cookie },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    const refreshValue = cookie.split('=')[1]!;
    expect(logLines.length).toBeGreaterThan(3);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
    const all = logLines.join('\n');
    // Logged URLs keep the path only: no query string, so nothing token-like in any spelling.
    expect(all).toContain('"url":"/api/auth/verify"');
    expect(all).not.toContain('other=1');
    expect(all).not.toContain(token);
    expect(all).not.toContain(refreshValue);
    expect(all).not.toContain('Student@123');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows https frames for web resources and nothing else foreign', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-src 'self' https:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/api/auth/login'].post;
    expect(login.summary).toBe(api.auth.login.summary);
    expect(JSON.stringify(login.requestBody)).toContain('username');
    // Every implemented contract call is documented.
    for (const endpoint of [api.auth.refresh, api.auth.verify, api.auth.health, api.student.answerQuestion]) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(document.paths[openApiPath]?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined();
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('GET /api/health', () => {
  it('answers 200 with the status of the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      status: 'ok',
      database: { status: 'up' },
      demo: true,
    });
  });
});
