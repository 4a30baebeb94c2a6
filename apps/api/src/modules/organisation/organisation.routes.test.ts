import { organisationMessages as m, messages } from '@pathshala/contracts';
import { auditLog, trainingCenters, trainingPartners, users } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

let t: TestApp;
const tokens: Record<'admin' | 'teacher1' | 'student', string> = { admin: '', teacher1: '', student: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['admin', 'teacher1', 'student'] as const) {
    tokens[account] = (await t.login(account)).token;
  }
}, 120_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

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

const CENTER = {
  name: 'Riverside Centre',
  address: '1 River Road',
  spocName: 'Meena Iyer',
  spocPhone: '+91 (22) 555-0101',
  spocEmail: 'Riverside@Centre.example',
  currentYear: 2026,
};

describe(`organisation calls answer admins only (${testDriver})`, () => {
  it.each([
    ['GET', '/api/organisation/partners'],
    ['POST', '/api/organisation/partners'],
    ['PATCH', '/api/organisation/partners/1'],
    ['PATCH', '/api/organisation/partners/1/status'],
    ['GET', '/api/organisation/centers'],
    ['POST', '/api/organisation/centers'],
    ['PATCH', '/api/organisation/centers/1'],
    ['PATCH', '/api/organisation/centers/1/status'],
  ] as const)('%s %s: 401 without a token, 403 to a student and a teacher', async (method, url) => {
    const payload = method === 'GET' ? undefined : { name: 'Sneaky', status: 'I' };
    const anonymous = await call(method, url, payload, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: messages.api.tokenMissing });
    for (const role of ['student', 'teacher1'] as const) {
      const refused = await call(method, url, payload, tokens[role]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: messages.api.forbidden });
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
    const answer = await call('GET', '/api/organisation/partners');
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({ page: 1, pageSize: 20 });
    expect(data.total).toBeGreaterThanOrEqual(2);
    const shiksha = data.items.find((item: { name: string }) => item.name === 'Shiksha Foundation');
    const [centers] = await Promise.all([
      t.database.db.select().from(trainingCenters).where(eq(trainingCenters.trainingPartnerId, shiksha.id)),
    ]);
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

    const paged = (await call('GET', '/api/organisation/partners?page=2&pageSize=1')).json().data;
    expect(paged.items).toHaveLength(1);
    expect(paged.items[0].id).toBe(data.items[1].id);
    const searched = (await call('GET', '/api/organisation/partners?search=shik')).json().data;
    expect(searched.items.map((item: { name: string }) => item.name)).toEqual(['Shiksha Foundation']);
    // Wildcards are letters, not patterns.
    expect((await call('GET', '/api/organisation/partners?search=%25')).json().data.total).toBe(0);
    expect((await call('GET', '/api/organisation/partners?status=I')).json().data.items).toEqual([]);
  });

  it('creates a partner (active, audited) and refuses a duplicate name whatever its case', async () => {
    const created = await call('POST', '/api/organisation/partners', { name: '  Vidya Trust  ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: m.partnerCreated('Vidya Trust'),
      data: { name: 'Vidya Trust', status: 'A', centers: 0, activeCenters: 0, teachers: 0 },
    });
    const id = created.json().data.id;
    expect(await auditOf('training_partner.create', id)).toHaveLength(1);

    const duplicate = await call('POST', '/api/organisation/partners', { name: 'VIDYA trust' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ success: false, message: m.partnerNameTaken('VIDYA trust') });
    const both = await Promise.all([
      call('POST', '/api/organisation/partners', { name: 'Twin Trust' }),
      call('POST', '/api/organisation/partners', { name: 'twin trust' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
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
      const answer = await call('POST', '/api/organisation/partners', payload);
      expect({ payload, code: answer.statusCode, body: answer.json() }).toEqual({
        payload,
        code: 400,
        body: { success: false, message },
      });
    }
    const queries: Array<[string, string]> = [
      ['status=X', m.statusInvalid],
      ['page=0', m.pageInvalid],
      ['page=abc', m.pageInvalid],
      ['pageSize=101', m.pageSizeInvalid],
      [`search=${'x'.repeat(101)}`, m.searchTooLong],
    ];
    for (const [query, message] of queries) {
      const answer = await call('GET', `/api/organisation/partners?${query}`);
      expect({ query, code: answer.statusCode, message: answer.json().message }).toEqual({
        query,
        code: 400,
        message,
      });
    }
    const partner = await partnerNamed('Shiksha Foundation');
    const status = await call('PATCH', `/api/organisation/partners/${partner.id}/status`, { status: 'P' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe(m.statusInvalid);
    expect((await call('PATCH', '/api/organisation/partners/abc', { name: 'X' })).statusCode).toBe(400);
  });

  it('renames a partner, refusing a name another partner has, and answers 404 for unknown ids', async () => {
    const created = (await call('POST', '/api/organisation/partners', { name: 'Gyan Sansthan' })).json().data;
    const renamed = await call('PATCH', `/api/organisation/partners/${created.id}`, {
      name: 'Gyan Sansthan Trust',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: m.partnerSaved('Gyan Sansthan Trust'),
      data: { id: created.id },
    });
    const [audit] = await auditOf('training_partner.update', created.id);
    expect(audit?.details).toEqual({ name: { from: 'Gyan Sansthan', to: 'Gyan Sansthan Trust' } });

    const taken = await call('PATCH', `/api/organisation/partners/${created.id}`, {
      name: 'shiksha foundation',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(m.partnerNameTaken('shiksha foundation'));
    // A change of case of its own name is a rename, not a duplicate.
    expect(
      (await call('PATCH', `/api/organisation/partners/${created.id}`, { name: 'GYAN SANSTHAN TRUST' }))
        .statusCode,
    ).toBe(200);

    for (const [method, url, payload] of [
      ['PATCH', '/api/organisation/partners/999999', { name: 'Nobody' }],
      ['PATCH', '/api/organisation/partners/999999/status', { status: 'I' }],
      ['PATCH', '/api/organisation/partners/2147483647', { name: 'Nobody' }],
    ] as const) {
      const answer = await call(method, url, payload);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ success: false, message: m.partnerNotFound });
    }
  });

  it('deactivates a partner: kept with its centers and teachers, offered for nothing new', async () => {
    const partner = await partnerNamed('Bright Futures Trust');
    const teachersBefore = await t.database.db
      .select()
      .from(users)
      .where(eq(users.trainingPartnerId, partner.id));
    const off = await call('PATCH', `/api/organisation/partners/${partner.id}/status`, { status: 'I' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: m.deactivated(partner.name), data: { status: 'I' } });
    const [audit] = await auditOf('training_partner.update', partner.id);
    expect(audit?.details).toEqual({ status: { from: 'A', to: 'I' } });
    // Again: nothing changes, nothing more is recorded.
    expect(
      (await call('PATCH', `/api/organisation/partners/${partner.id}/status`, { status: 'I' })).statusCode,
    ).toBe(200);
    expect(await auditOf('training_partner.update', partner.id)).toHaveLength(1);

    const offered = (await call('GET', '/api/admin/training-partners')).json().data;
    expect(offered.map((row: { TP_id: number }) => row.TP_id)).not.toContain(partner.id);
    const centersOffered = (await call('GET', '/api/admin/training-centers')).json().data;
    expect(centersOffered.map((row: { TP_id: number }) => row.TP_id)).not.toContain(partner.id);
    // History stays: the partner, its centers and its teachers are all still there.
    expect((await call('GET', '/api/organisation/partners?status=I')).json().data.items).toEqual([
      expect.objectContaining({ id: partner.id, status: 'I' }),
    ]);
    expect(
      await t.database.db.select().from(users).where(eq(users.trainingPartnerId, partner.id)),
    ).toHaveLength(teachersBefore.length);

    const newCenter = await call('POST', '/api/organisation/centers', { ...CENTER, partnerId: partner.id });
    expect(newCenter.statusCode).toBe(409);
    expect(newCenter.json().message).toBe(m.partnerInactive(partner.name));

    const on = await call('PATCH', `/api/organisation/partners/${partner.id}/status`, { status: 'A' });
    expect(on.json()).toMatchObject({ message: m.reactivated(partner.name), data: { status: 'A' } });
    const back = (await call('GET', '/api/admin/training-partners')).json().data;
    expect(back.map((row: { TP_id: number }) => row.TP_id)).toContain(partner.id);
  });
});

describe(`training centers (${testDriver})`, () => {
  it('lists centers with partner and counts, filtered by partner, status and name', async () => {
    const shiksha = await partnerNamed('Shiksha Foundation');
    const all = (await call('GET', '/api/organisation/centers')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const pune = all.items.find((item: { name: string }) => item.name === 'Shiksha Learning Centre, Pune');
    expect(pune).toMatchObject({
      partner: { id: shiksha.id, name: 'Shiksha Foundation', status: 'A' },
      spocEmail: 'pune@shiksha.example',
      status: 'A',
    });
    expect(pune).not.toHaveProperty('spocPasswordHash');
    expect(pune.teachers + pune.cohorts).toBeGreaterThan(0);

    const ofShiksha = (await call('GET', `/api/organisation/centers?partnerId=${shiksha.id}`)).json().data;
    expect(ofShiksha.items.length).toBeGreaterThan(0);
    expect(ofShiksha.items.every((item: { partner: { id: number } }) => item.partner.id === shiksha.id)).toBe(
      true,
    );
    expect(ofShiksha.total).toBe(ofShiksha.items.length);
    const searched = (await call('GET', '/api/organisation/centers?search=pune')).json().data;
    expect(searched.items.map((item: { name: string }) => item.name)).toEqual([
      'Shiksha Learning Centre, Pune',
    ]);
    expect((await call('GET', '/api/organisation/centers?partnerId=999999')).json().data).toMatchObject({
      items: [],
      total: 0,
    });
    for (const query of ['partnerId=abc', 'partnerId=0', 'status=P', 'pageSize=0']) {
      expect((await call('GET', `/api/organisation/centers?${query}`)).statusCode).toBe(400);
    }
  });

  it('creates a center under an active partner, audited, refusing a name its partner has', async () => {
    const partner = await partnerNamed('Shiksha Foundation');
    const created = await call('POST', '/api/organisation/centers', { ...CENTER, partnerId: partner.id });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
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
    expect(await auditOf('training_center.create', created.json().data.id)).toHaveLength(1);

    const duplicate = await call('POST', '/api/organisation/centers', {
      ...CENTER,
      name: 'RIVERSIDE centre',
      partnerId: partner.id,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(m.centerNameTaken('RIVERSIDE centre', 'Shiksha Foundation'));
    // The same name under another partner is another center.
    const other = await partnerNamed('Bright Futures Trust');
    expect(
      (await call('POST', '/api/organisation/centers', { ...CENTER, partnerId: other.id })).statusCode,
    ).toBe(200);
    const unknown = await call('POST', '/api/organisation/centers', { ...CENTER, partnerId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.partnerNotFound);
    // Only the name and partner are needed.
    const minimal = await call('POST', '/api/organisation/centers', {
      name: 'Bare Centre',
      partnerId: partner.id,
    });
    expect(minimal.json().data).toMatchObject({ address: null, spocEmail: null, currentYear: null });
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
      for (const [method, url] of [
        ['POST', '/api/organisation/centers'],
        ['PATCH', '/api/organisation/centers/1'],
      ] as const) {
        const answer = await call(method, url, { ...good, ...change });
        expect({ change, url, code: answer.statusCode, message: answer.json().message }).toEqual({
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
      await call('POST', '/api/organisation/centers', {
        ...CENTER,
        name: 'Hillside Centre',
        partnerId: partner.id,
      })
    ).json().data;
    const edited = await call('PATCH', `/api/organisation/centers/${center.id}`, {
      partnerId: partner.id,
      name: 'Hillside Learning Centre',
      address: '',
      spocName: 'Ravi Rao',
      spocPhone: '020 555 0102',
      spocEmail: '',
      currentYear: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
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

    const taken = await call('PATCH', `/api/organisation/centers/${center.id}`, {
      partnerId: partner.id,
      name: 'Shiksha Learning Centre, Pune',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      m.centerNameTaken('Shiksha Learning Centre, Pune', 'Shiksha Foundation'),
    );

    const unknownCenter = await call('PATCH', '/api/organisation/centers/999999', {
      partnerId: partner.id,
      name: 'X',
    });
    expect(unknownCenter.statusCode).toBe(404);
    expect(unknownCenter.json().message).toBe(m.centerNotFound);
    const unknownPartner = await call('PATCH', `/api/organisation/centers/${center.id}`, {
      partnerId: 999999,
      name: 'X',
    });
    expect(unknownPartner.statusCode).toBe(404);
    expect(unknownPartner.json().message).toBe(m.partnerNotFound);
    const unknownStatus = await call('PATCH', '/api/organisation/centers/999999/status', { status: 'I' });
    expect(unknownStatus.statusCode).toBe(404);
  });

  it('moves a center to another partner with its teachers, never to a deactivated one', async () => {
    const from = await partnerNamed('Shiksha Foundation');
    const to = (await call('POST', '/api/organisation/partners', { name: 'New Horizons' })).json().data;
    const pune = await centerNamed('Shiksha Learning Centre, Pune');
    const teachers = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.type, 'teacher'), eq(users.trainingCenterId, pune.id)));
    expect(teachers.length).toBeGreaterThan(0);

    await call('PATCH', `/api/organisation/partners/${to.id}/status`, { status: 'I' });
    const refused = await call('PATCH', `/api/organisation/centers/${pune.id}`, {
      partnerId: to.id,
      name: pune.name,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.partnerInactive('New Horizons'));
    await call('PATCH', `/api/organisation/partners/${to.id}/status`, { status: 'A' });

    const moved = await call('PATCH', `/api/organisation/centers/${pune.id}`, {
      partnerId: to.id,
      name: pune.name,
      address: pune.address,
      spocName: pune.spocName,
      spocPhone: pune.spocPhone,
      spocEmail: pune.spocEmail,
      currentYear: pune.currentYear,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.partner).toMatchObject({ id: to.id, name: 'New Horizons' });
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
    const partner = (await call('POST', '/api/organisation/partners', { name: 'Seasonal Trust' })).json()
      .data;
    const center = (
      await call('POST', '/api/organisation/centers', { name: 'Summer Camp', partnerId: partner.id })
    ).json().data;
    const off = await call('PATCH', `/api/organisation/centers/${center.id}/status`, { status: 'I' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: m.deactivated('Summer Camp'), data: { status: 'I' } });
    const offered = (await call('GET', '/api/admin/training-centers')).json().data;
    expect(offered.map((row: { TC_id: number }) => row.TC_id)).not.toContain(center.id);
    expect(
      (await call('GET', `/api/organisation/centers?partnerId=${partner.id}&status=I`)).json().data.items,
    ).toEqual([expect.objectContaining({ id: center.id })]);
    const partnerRow = (await call('GET', '/api/organisation/partners?search=Seasonal')).json().data.items[0];
    expect(partnerRow).toMatchObject({ centers: 1, activeCenters: 0 });

    await call('PATCH', `/api/organisation/partners/${partner.id}/status`, { status: 'I' });
    const refused = await call('PATCH', `/api/organisation/centers/${center.id}/status`, { status: 'A' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.partnerInactive('Seasonal Trust'));
    await call('PATCH', `/api/organisation/partners/${partner.id}/status`, { status: 'A' });
    const on = await call('PATCH', `/api/organisation/centers/${center.id}/status`, { status: 'A' });
    expect(on.json()).toMatchObject({ message: m.reactivated('Summer Camp'), data: { status: 'A' } });
    const entries = await auditOf('training_center.update', center.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      { status: { from: 'A', to: 'I' } },
      { status: { from: 'I', to: 'A' } },
    ]);
    const back = (await call('GET', '/api/admin/training-centers')).json().data;
    expect(back.map((row: { TC_id: number }) => row.TC_id)).toContain(center.id);
  });
});
