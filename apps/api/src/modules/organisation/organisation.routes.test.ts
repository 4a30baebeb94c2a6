import { api, type Endpoint, organisationMessages as m, messages } from '@pathshala/contracts';
import { auditLog, trainingCenters, trainingPartners, users } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

let t: TestApp;
let call: ApiCall;
const org = api.organisation;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
}, 120_000);
afterAll(async () => t?.close());

async function partnerNamed(name: string) {
  const [row] = await t.database.db.select().from(trainingPartners).where(eq(trainingPartners.name, name));
  return row!;
}
async function centerNamed(name: string) {
  const [row] = await t.database.db.select().from(trainingCenters).where(eq(trainingCenters.name, name));
  return row!;
}
async function auditOf(action: string, entityId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
}
const partnerIds = async () =>
  (await call(api.admin.trainingPartners, { as: 'admin' })).body.data.map((row) => row.TP_id);
const centerIds = async () =>
  (await call(api.admin.trainingCenters, { as: 'admin' })).body.data.map((row) => row.TC_id);

const CENTER = {
  name: 'Riverside Centre',
  address: '1 River Road',
  spocName: 'Meena Iyer',
  spocPhone: '+91 (22) 555-0101',
  spocEmail: 'Riverside@Centre.example',
  currentYear: 2026,
};

describe(`organisation calls answer admins only (${testDriver})`, () => {
  it.each(
    [
      org.partners,
      org.createPartner,
      org.updatePartner,
      org.setPartnerStatus,
      org.centers,
      org.createCenter,
      org.updateCenter,
      org.setCenterStatus,
    ].map((endpoint: Endpoint) => [endpoint.method, endpoint.path, endpoint] as const),
  )('%s %s: 401 without a token, 403 to a student and a teacher', async (_method, _path, endpoint) => {
    const body = endpoint.method === 'GET' ? undefined : { name: 'Sneaky', status: 'I' };
    const params = endpoint.path.includes(':id') ? { id: 1 } : undefined;
    const anonymous = await call(endpoint, { as: null, params, body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: messages.api.tokenMissing });
    for (const role of ['student', 'teacher1'] as const) {
      const refused = await call(endpoint, { as: role, params, body });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: messages.api.forbidden });
    }
    expect(
      await t.database.db.select().from(trainingPartners).where(eq(trainingPartners.name, 'Sneaky')),
    ).toEqual([]);
    const [first] = await t.database.db.select().from(trainingPartners).where(eq(trainingPartners.id, 1));
    expect(first?.registrationStatus ?? 'A').toBe('A');
  });
});

describe(`training partners (${testDriver})`, () => {
  it('lists partners by name with status and counts, paged and filtered', async () => {
    const answer = await call(org.partners, { as: 'admin' });
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(data).toMatchObject({ page: 1, pageSize: 20 });
    expect(data.total).toBeGreaterThanOrEqual(2);
    const shiksha = data.items.find((item) => item.name === 'Shiksha Foundation')!;
    const centers = await t.database.db
      .select()
      .from(trainingCenters)
      .where(eq(trainingCenters.trainingPartnerId, shiksha.id));
    const teachers = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.type, 'teacher'), eq(users.trainingPartnerId, shiksha.id)));
    expect(shiksha).toMatchObject({
      status: 'A',
      centers: centers.length,
      activeCenters: centers.length,
      teachers: teachers.length,
    });
    expect(shiksha.centers).toBeGreaterThan(0);

    const list = async (query: Record<string, string | number>) =>
      (await call(org.partners, { as: 'admin', query })).body.data;
    const paged = await list({ page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.items[0]!.id).toBe(data.items[1]!.id);
    const searched = await list({ search: 'shik' });
    expect(searched.items.map((item) => item.name)).toEqual(['Shiksha Foundation']);
    // Wildcards are letters, not patterns.
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ status: 'I' })).items).toEqual([]);
  });

  it('creates a partner (active, audited) and refuses a duplicate name whatever its case', async () => {
    const created = await call(org.createPartner, { as: 'admin', body: { name: '  Vidya Trust  ' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      message: m.partnerCreated('Vidya Trust'),
      data: { name: 'Vidya Trust', status: 'A', centers: 0, activeCenters: 0, teachers: 0 },
    });
    const id = created.body.data.id;
    expect(await auditOf('training_partner.create', id)).toHaveLength(1);

    const duplicate = await call(org.createPartner, { as: 'admin', body: { name: 'VIDYA trust' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ success: false, message: m.partnerNameTaken('VIDYA trust') });
    const both = await Promise.all([
      call(org.createPartner, { as: 'admin', body: { name: 'Twin Trust' } }),
      call(org.createPartner, { as: 'admin', body: { name: 'twin trust' } }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('refuses bad input field by field', async () => {
    const cases: Array<[object | undefined, string]> = [
      [undefined, m.partnerNameRequired],
      [{}, m.partnerNameRequired],
      [{ name: '   ' }, m.partnerNameRequired],
      [{ name: 42 }, m.partnerNameRequired],
      [{ name: 'x'.repeat(201) }, m.nameTooLong],
      [{ name: 'Bad\u0007Name' }, messages.api.controlCharacters],
    ];
    for (const [payload, message] of cases) {
      const answer = await call(org.createPartner, { as: 'admin', body: unchecked(payload) });
      expect({ payload, code: answer.status, body: answer.body }).toEqual({
        payload,
        code: 400,
        body: { success: false, message },
      });
    }
    const queries: Array<[Record<string, string | number>, string]> = [
      [{ status: 'X' }, m.statusInvalid],
      [{ page: 0 }, m.pageInvalid],
      [{ page: 'abc' }, m.pageInvalid],
      [{ pageSize: 101 }, m.pageSizeInvalid],
      [{ search: 'x'.repeat(101) }, m.searchTooLong],
    ];
    for (const [query, message] of queries) {
      const answer = await call(org.partners, { as: 'admin', query });
      expect({ query, code: answer.status, message: answer.body.message }).toEqual({
        query,
        code: 400,
        message,
      });
    }
    const partner = await partnerNamed('Shiksha Foundation');
    const status = await call(org.setPartnerStatus, {
      as: 'admin',
      params: { id: partner.id },
      body: unchecked({ status: 'P' }),
    });
    expect(status.status).toBe(400);
    expect(status.body.message).toBe(m.statusInvalid);
    expect(
      (await call(org.updatePartner, { as: 'admin', params: unchecked({ id: 'abc' }), body: { name: 'X' } }))
        .status,
    ).toBe(400);
  });

  it('renames a partner, refusing a name another partner has, and answers 404 for unknown ids', async () => {
    const created = (await call(org.createPartner, { as: 'admin', body: { name: 'Gyan Sansthan' } })).body
      .data;
    const rename = (name: string) =>
      call(org.updatePartner, { as: 'admin', params: { id: created.id }, body: { name } });
    const renamed = await rename('Gyan Sansthan Trust');
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: m.partnerSaved('Gyan Sansthan Trust'),
      data: { id: created.id },
    });
    const [audit] = await auditOf('training_partner.update', created.id);
    expect(audit?.details).toEqual({ name: { from: 'Gyan Sansthan', to: 'Gyan Sansthan Trust' } });

    const taken = await rename('shiksha foundation');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(m.partnerNameTaken('shiksha foundation'));
    // A change of case of its own name is a rename, not a duplicate.
    expect((await rename('GYAN SANSTHAN TRUST')).status).toBe(200);

    for (const answer of [
      await call(org.updatePartner, { as: 'admin', params: { id: 999999 }, body: { name: 'Nobody' } }),
      await call(org.setPartnerStatus, { as: 'admin', params: { id: 999999 }, body: { status: 'I' } }),
      await call(org.updatePartner, { as: 'admin', params: { id: 2147483647 }, body: { name: 'Nobody' } }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: m.partnerNotFound });
    }
  });

  it('deactivates a partner: kept with its centers and teachers, offered for nothing new', async () => {
    const partner = await partnerNamed('Bright Futures Trust');
    const teachersBefore = await t.database.db
      .select()
      .from(users)
      .where(eq(users.trainingPartnerId, partner.id));
    const setStatus = (status: 'A' | 'I') =>
      call(org.setPartnerStatus, { as: 'admin', params: { id: partner.id }, body: { status } });
    const off = await setStatus('I');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: m.deactivated(partner.name), data: { status: 'I' } });
    const [audit] = await auditOf('training_partner.update', partner.id);
    expect(audit?.details).toEqual({ status: { from: 'A', to: 'I' } });
    // Again: nothing changes, nothing more is recorded.
    expect((await setStatus('I')).status).toBe(200);
    expect(await auditOf('training_partner.update', partner.id)).toHaveLength(1);

    expect(await partnerIds()).not.toContain(partner.id);
    const centersOffered = (await call(api.admin.trainingCenters, { as: 'admin' })).body.data;
    expect(centersOffered.map((row) => row.TP_id)).not.toContain(partner.id);
    // History stays: the partner, its centers and its teachers are all still there.
    expect((await call(org.partners, { as: 'admin', query: { status: 'I' } })).body.data.items).toEqual([
      expect.objectContaining({ id: partner.id, status: 'I' }),
    ]);
    expect(
      await t.database.db.select().from(users).where(eq(users.trainingPartnerId, partner.id)),
    ).toHaveLength(teachersBefore.length);

    const newCenter = await call(org.createCenter, {
      as: 'admin',
      body: { ...CENTER, partnerId: partner.id },
    });
    expect(newCenter.status).toBe(409);
    expect(newCenter.body.message).toBe(m.partnerInactive(partner.name));

    const on = await setStatus('A');
    expect(on.body).toMatchObject({ message: m.reactivated(partner.name), data: { status: 'A' } });
    expect(await partnerIds()).toContain(partner.id);
  });
});

describe(`training centers (${testDriver})`, () => {
  const centers = async (query: Record<string, string | number | undefined> = {}) =>
    call(org.centers, { as: 'admin', query });

  it('lists centers with partner and counts, filtered by partner, status and name', async () => {
    const shiksha = await partnerNamed('Shiksha Foundation');
    const all = (await centers()).body.data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const pune = all.items.find((item) => item.name === 'Shiksha Learning Centre, Pune')!;
    expect(pune).toMatchObject({
      partner: { id: shiksha.id, name: 'Shiksha Foundation', status: 'A' },
      spocEmail: 'pune@shiksha.example',
      status: 'A',
    });
    expect(pune).not.toHaveProperty('spocPasswordHash');
    expect(pune.teachers + pune.cohorts).toBeGreaterThan(0);

    const ofShiksha = (await centers({ partnerId: shiksha.id })).body.data;
    expect(ofShiksha.items.length).toBeGreaterThan(0);
    expect(ofShiksha.items.every((item) => item.partner.id === shiksha.id)).toBe(true);
    expect(ofShiksha.total).toBe(ofShiksha.items.length);
    const searched = (await centers({ search: 'pune' })).body.data;
    expect(searched.items.map((item) => item.name)).toEqual(['Shiksha Learning Centre, Pune']);
    expect((await centers({ partnerId: 999999 })).body.data).toMatchObject({ items: [], total: 0 });
    for (const query of [{ partnerId: 'abc' }, { partnerId: 0 }, { status: 'P' }, { pageSize: 0 }]) {
      expect((await centers(query)).status).toBe(400);
    }
  });

  it('creates a center under an active partner, audited, refusing a name its partner has', async () => {
    const partner = await partnerNamed('Shiksha Foundation');
    const create = (body: object) => call(org.createCenter, { as: 'admin', body: unchecked(body) });
    const created = await create({ ...CENTER, partnerId: partner.id });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      message: m.centerCreated('Riverside Centre'),
      data: {
        name: 'Riverside Centre',
        partner: { id: partner.id },
        spocEmail: 'riverside@centre.example',
        currentYear: 2026,
        status: 'A',
        teachers: 0,
        cohorts: 0,
      },
    });
    expect(await auditOf('training_center.create', created.body.data.id)).toHaveLength(1);

    const duplicate = await create({ ...CENTER, name: 'RIVERSIDE centre', partnerId: partner.id });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(m.centerNameTaken('RIVERSIDE centre', 'Shiksha Foundation'));
    // The same name under another partner is another center.
    const other = await partnerNamed('Bright Futures Trust');
    expect((await create({ ...CENTER, partnerId: other.id })).status).toBe(200);
    const unknown = await create({ ...CENTER, partnerId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(m.partnerNotFound);
    // Only the name and partner are needed.
    const minimal = await call(org.createCenter, {
      as: 'admin',
      body: { name: 'Bare Centre', partnerId: partner.id },
    });
    expect(minimal.body.data).toMatchObject({ address: null, spocEmail: null, currentYear: null });
  });

  it('refuses bad center input field by field', async () => {
    const partner = await partnerNamed('Shiksha Foundation');
    const good = { ...CENTER, name: 'Never Created', partnerId: partner.id };
    const cases: Array<[object, string]> = [
      [{ name: undefined }, m.centerNameRequired],
      [{ name: '' }, m.centerNameRequired],
      [{ name: 'y'.repeat(201) }, m.nameTooLong],
      [{ partnerId: undefined }, m.partnerRequired],
      [{ partnerId: '' }, m.partnerRequired],
      [{ partnerId: 'abc' }, m.partnerRequired],
      [{ partnerId: -1 }, m.partnerRequired],
      [{ spocEmail: 'not-an-email' }, messages.admin.emailInvalid],
      [{ spocPhone: 'call me' }, m.phoneInvalid],
      [{ currentYear: 'soon' }, messages.admin.yearNumeric],
      [{ currentYear: 1999 }, 'Current Year ID must be between 2020 and 2030'],
      [{ address: 'a\u0001b' }, messages.api.controlCharacters],
    ];
    for (const [change, message] of cases) {
      for (const [endpoint, params] of [
        [org.createCenter, undefined],
        [org.updateCenter, { id: 1 }],
      ] as Array<[Endpoint, { id: number } | undefined]>) {
        const answer = await call(endpoint, { as: 'admin', params, body: { ...good, ...change } });
        const url = endpoint.path;
        expect({ change, url, code: answer.status, message: answer.body.message }).toEqual({
          change,
          url,
          code: 400,
          message,
        });
      }
    }
    expect(
      await t.database.db.select().from(trainingCenters).where(eq(trainingCenters.name, 'Never Created')),
    ).toEqual([]);
  });

  it('edits every field, clears empty ones, and answers 404 and 409 as it should', async () => {
    const partner = await partnerNamed('Shiksha Foundation');
    const center = (
      await call(org.createCenter, {
        as: 'admin',
        body: { ...CENTER, name: 'Hillside Centre', partnerId: partner.id },
      })
    ).body.data;
    const update = (id: number, body: object) =>
      call(org.updateCenter, { as: 'admin', params: { id }, body: unchecked(body) });
    const edited = await update(center.id, {
      partnerId: partner.id,
      name: 'Hillside Learning Centre',
      address: '',
      spocName: 'Ravi Rao',
      spocPhone: '020 555 0102',
      spocEmail: '',
      currentYear: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: m.centerSaved('Hillside Learning Centre'),
      data: {
        name: 'Hillside Learning Centre',
        address: null,
        spocName: 'Ravi Rao',
        spocPhone: '020 555 0102',
        spocEmail: null,
        currentYear: null,
      },
    });
    const [audit] = await auditOf('training_center.update', center.id);
    expect(audit?.details).toEqual({
      changed: ['name', 'address', 'spocName', 'spocPhone', 'spocEmail', 'currentYear'],
    });

    const taken = await update(center.id, { partnerId: partner.id, name: 'Shiksha Learning Centre, Pune' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(m.centerNameTaken('Shiksha Learning Centre, Pune', 'Shiksha Foundation'));

    const unknownCenter = await update(999999, { partnerId: partner.id, name: 'X' });
    expect(unknownCenter.status).toBe(404);
    expect(unknownCenter.body.message).toBe(m.centerNotFound);
    const unknownPartner = await update(center.id, { partnerId: 999999, name: 'X' });
    expect(unknownPartner.status).toBe(404);
    expect(unknownPartner.body.message).toBe(m.partnerNotFound);
    const unknownStatus = await call(org.setCenterStatus, {
      as: 'admin',
      params: { id: 999999 },
      body: { status: 'I' },
    });
    expect(unknownStatus.status).toBe(404);
  });

  it('moves a center to another partner with its teachers, never to a deactivated one', async () => {
    const from = await partnerNamed('Shiksha Foundation');
    const to = (await call(org.createPartner, { as: 'admin', body: { name: 'New Horizons' } })).body.data;
    const pune = await centerNamed('Shiksha Learning Centre, Pune');
    const teachers = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.type, 'teacher'), eq(users.trainingCenterId, pune.id)));
    expect(teachers.length).toBeGreaterThan(0);
    const setStatus = (status: 'A' | 'I') =>
      call(org.setPartnerStatus, { as: 'admin', params: { id: to.id }, body: { status } });

    await setStatus('I');
    const refused = await call(org.updateCenter, {
      as: 'admin',
      params: { id: pune.id },
      body: { partnerId: to.id, name: pune.name },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(m.partnerInactive('New Horizons'));
    await setStatus('A');

    const moved = await call(org.updateCenter, {
      as: 'admin',
      params: { id: pune.id },
      body: {
        partnerId: to.id,
        name: pune.name,
        address: pune.address ?? undefined,
        spocName: pune.spocName ?? undefined,
        spocPhone: pune.spocPhone ?? undefined,
        spocEmail: pune.spocEmail ?? undefined,
        currentYear: pune.currentYear ?? undefined,
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.partner).toMatchObject({ id: to.id, name: 'New Horizons' });
    const after = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.type, 'teacher'), eq(users.trainingCenterId, pune.id)));
    expect(after.every((teacher) => teacher.trainingPartnerId === to.id)).toBe(true);
    const [audit] = await auditOf('training_center.update', pune.id);
    expect(audit?.details).toEqual({
      changed: ['trainingPartnerId'],
      trainingPartnerId: { from: from.id, to: to.id },
      movedTeachers: teachers.length,
    });
    // A teacher can still sign in and use the app: the center and partner agree.
    expect((await t.login('teacher1')).token).toBeTruthy();
  });

  it('deactivates and reactivates a center; a center of a deactivated partner stays off', async () => {
    const partner = (await call(org.createPartner, { as: 'admin', body: { name: 'Seasonal Trust' } })).body
      .data;
    const center = (
      await call(org.createCenter, { as: 'admin', body: { name: 'Summer Camp', partnerId: partner.id } })
    ).body.data;
    const setCenter = (status: 'A' | 'I') =>
      call(org.setCenterStatus, { as: 'admin', params: { id: center.id }, body: { status } });
    const setPartner = (status: 'A' | 'I') =>
      call(org.setPartnerStatus, { as: 'admin', params: { id: partner.id }, body: { status } });
    const off = await setCenter('I');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: m.deactivated('Summer Camp'), data: { status: 'I' } });
    expect(await centerIds()).not.toContain(center.id);
    expect((await centers({ partnerId: partner.id, status: 'I' })).body.data.items).toEqual([
      expect.objectContaining({ id: center.id }),
    ]);
    const partnerRow = (await call(org.partners, { as: 'admin', query: { search: 'Seasonal' } })).body.data
      .items[0];
    expect(partnerRow).toMatchObject({ centers: 1, activeCenters: 0 });

    await setPartner('I');
    const refused = await setCenter('A');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(m.partnerInactive('Seasonal Trust'));
    await setPartner('A');
    const on = await setCenter('A');
    expect(on.body).toMatchObject({ message: m.reactivated('Summer Camp'), data: { status: 'A' } });
    const entries = await auditOf('training_center.update', center.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      { status: { from: 'A', to: 'I' } },
      { status: { from: 'I', to: 'A' } },
    ]);
    expect(await centerIds()).toContain(center.id);
  });
});
