import { GETTING_STARTED_STEPS } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { readSetupCode } from '../setup/setup-code';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const allSteps = (done: boolean) => GETTING_STARTED_STEPS.map((step) => ({ step, done }));

/** A school name a page must show as text, never as markup. */
const SCHOOL_NAME = 'Green Valley <script>alert(1)</script> & Sons';
const ADMIN = {
  schoolName: SCHOOL_NAME,
  email: 'principal@greenvalley.example',
  username: 'principal',
  firstName: 'Asha',
  lastName: 'Verma',
  password: 'Valley@School9',
};

describe(`getting started on an empty install (${testDriver})`, () => {
  let t: TestApp;
  let token: string;
  const dashboard = () =>
    t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.ready();
    const setupCode = await readSetupCode(t.ctx.config.dataDir);
    const setUp = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { ...ADMIN, setupCode } });
    expect(setUp.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    token = login.json().token;
  });
  afterAll(async () => t?.close());

  it('the public status carries the school name as it was typed (the web shows it as text)', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/setup/status' });
    expect(status.json().data).toEqual({ setupNeeded: false, schoolName: SCHOOL_NAME });
  });

  it('lists every step, in order, none done', async () => {
    const response = await dashboard();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.gettingStarted).toEqual(allSteps(false));
  });

  it('ticks the partner-and-center step once an active center of an active partner exists', async () => {
    const partner = await post('/api/organisation/partners', { name: 'Valley Trust' });
    expect(partner.statusCode).toBe(200);
    // A partner alone is half the step.
    expect((await dashboard()).json().data.gettingStarted[0]).toEqual({ step: 'organisation', done: false });
    const partnerId = partner.json().data.id;
    const center = await post('/api/organisation/centers', {
      partnerId,
      name: 'Main Campus',
      currentYear: 2026,
    });
    expect(center.statusCode).toBe(200);
    expect((await dashboard()).json().data.gettingStarted).toEqual([
      { step: 'organisation', done: true },
      ...allSteps(false).slice(1),
    ]);
  });
});

describe(`getting started on the demo school (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('every step is done for an admin', async () => {
    const { token } = await t.login('admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.gettingStarted).toEqual(allSteps(true));
  });

  it.each(['teacher1', 'student'] as const)('a %s is refused (403), no token is 401', async (account) => {
    const { token } = await t.login(account);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Access denied' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
