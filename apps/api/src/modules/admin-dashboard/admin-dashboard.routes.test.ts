import { api, GETTING_STARTED_STEPS } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { readSetupCode } from '../setup/setup-code';

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
  let call: ApiCall;
  /** The first admin, as set up. */
  const principal = { username: ADMIN.username, password: ADMIN.password };
  const dashboard = () => call(api.admin.dashboard, { as: principal });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    call = apiCaller(t);
    await t.app.ready();
    const setupCode = (await readSetupCode(t.ctx.config.dataDir)) ?? '';
    const setUp = await call(api.setup.setUp, { as: null, body: { ...ADMIN, setupCode } });
    expect(setUp.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('the public status carries the school name as it was typed (the web shows it as text)', async () => {
    const status = await call(api.setup.status, { as: null });
    expect(status.body.data).toEqual({ setupNeeded: false, schoolName: SCHOOL_NAME });
  });

  it('lists every step, in order, none done', async () => {
    const response = await dashboard();
    expect(response.status).toBe(200);
    expect(response.body.data.gettingStarted).toEqual(allSteps(false));
  });

  it('ticks the partner-and-center step once an active center of an active partner exists', async () => {
    const partner = await call(api.organisation.createPartner, {
      as: principal,
      body: { name: 'Valley Trust' },
    });
    expect(partner.status).toBe(200);
    // A partner alone is half the step.
    expect((await dashboard()).body.data.gettingStarted[0]).toEqual({ step: 'organisation', done: false });
    const partnerId = partner.body.data.id;
    const center = await call(api.organisation.createCenter, {
      as: principal,
      body: { partnerId, name: 'Main Campus', currentYear: 2026 },
    });
    expect(center.status).toBe(200);
    expect((await dashboard()).body.data.gettingStarted).toEqual([
      { step: 'organisation', done: true },
      ...allSteps(false).slice(1),
    ]);
  });
});

describe(`getting started on the demo school (${testDriver})`, () => {
  let t: TestApp;
  let call: ApiCall;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
  });
  afterAll(async () => t?.close());

  it('every step is done for an admin', async () => {
    const response = await call(api.admin.dashboard, { as: 'admin' });
    expect(response.status).toBe(200);
    expect(response.body.data.gettingStarted).toEqual(allSteps(true));
  });

  it.each(['teacher1', 'student'] as const)('a %s is refused (403), no token is 401', async (account) => {
    const response = await call(api.admin.dashboard, { as: account });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'Access denied' });
    expect((await call(api.admin.dashboard, { as: null })).status).toBe(401);
  });
});
