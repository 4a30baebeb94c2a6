import { bulkMessages, csvCell } from '@pathshala/contracts';
import { trainingCenters, trainingPartners, users } from '@pathshala/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
type Center = { id: number; name: string; trainingPartnerId: number; registrationStatus: string };
type Partner = { id: number; name: string; registrationStatus: string };
let centers: Center[];
let partners: Partner[];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  centers = await t.database.db.select().from(trainingCenters);
  partners = await t.database.db.select().from(trainingPartners);
}, 120_000);
afterAll(async () => t?.close());

const run = Math.random().toString(36).slice(2, 8);
const csv = (rows: Array<Array<string | number>>) =>
  Buffer.from(`${rows.map((row) => row.map((cell) => csvCell(String(cell))).join(',')).join('\n')}\n`);

function upload(userType: 'student' | 'teacher', bytes: Buffer) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="userType"\r\n\r\n${userType}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/bulk-upload-users',
    payload,
    headers: {
      authorization: `Bearer ${admin}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}
const template = (userType: 'student' | 'teacher') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/bulk-template?userType=${userType}&format=csv`,
    headers: { authorization: `Bearer ${admin}` },
  });
const rowsOf = (usernames: string[]) =>
  t.database.db.select().from(users).where(inArray(users.username, usernames));

/** The first active center of an active partner, by name order, as the template example picks it. */
function firstActiveCenter(): { center: Center; partner: Partner } {
  const active = centers
    .filter((center) => center.registrationStatus === 'A')
    .filter(
      (center) =>
        partners.find((partner) => partner.id === center.trainingPartnerId)?.registrationStatus === 'A',
    )
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const center = active[0]!;
  return { center, partner: partners.find((partner) => partner.id === center.trainingPartnerId)! };
}

describe('the templates a person reads', () => {
  it("the teacher template names the school's own center and partner, and goes back in as it is", async () => {
    const response = await template('teacher');
    expect(response.statusCode).toBe(200);
    const [header, example] = response.body.trim().split('\r\n');
    expect(header).toBe(
      'Email address,Salutation,First name,Last name,Password,Address,Training center,Training partner,Status',
    );
    const { center, partner } = firstActiveCenter();
    expect(example).toContain(`${csvCell(center.name)},${csvCell(partner.name)},Active`);

    // The downloaded file, uploaded unchanged, creates its example teacher in that center.
    const uploaded = await upload('teacher', Buffer.from(response.body));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({ created: 1, errors: 0 });
    const [made] = await rowsOf(['ravi.kumar@school.example']);
    expect(made).toMatchObject({
      trainingCenterId: center.id,
      trainingPartnerId: partner.id,
      registrationStatus: 'A',
    });
  });

  it('the student template, words for headers and "Active" for status, goes back in as it is', async () => {
    const response = await template('student');
    expect(response.body.split('\r\n')[0]).toBe(
      'Email address (username),Salutation,First name,Last name,Password,Date of birth,Address,Current year,Status,Cohort',
    );
    const uploaded = await upload('student', Buffer.from(response.body));
    expect(uploaded.json().data).toMatchObject({ created: 1, errors: 0 });
    const [made] = await rowsOf(['asha.patel@school.example']);
    expect(made).toMatchObject({ dateOfBirth: '2012-05-17', currentYear: 2026, registrationStatus: 'A' });
  });
});

describe('teachers by name', () => {
  const HEADER = [
    'Email address',
    'First name',
    'Last name',
    'Password',
    'Training center',
    'Training partner',
    'Status',
  ];
  const teacher = (email: string, center: string | number, partner: string | number, status = 'Active') => [
    email,
    'Meera',
    'Iyer',
    'Teach@2026',
    center,
    partner,
    status,
  ];

  it('takes a center and partner by name or by ID in the same columns, and by name in the ID columns', async () => {
    const { center, partner } = firstActiveCenter();
    const emails = ['one', 'two', 'three', 'four'].map((n) => `names.${n}.${run}@school.example`);
    const byWords = await upload(
      'teacher',
      csv([
        HEADER,
        teacher(emails[0]!, center.name.toUpperCase(), ` ${partner.name} `),
        teacher(emails[1]!, center.id, partner.id, 'inactive'),
        teacher(emails[2]!, center.name, '', 'pending'),
      ]),
    );
    expect(byWords.json().data).toMatchObject({ created: 3, errors: 0 });
    // The spec's code names, with names where ids were expected.
    const byCodes = await upload(
      'teacher',
      csv([
        [
          'email',
          'firstName',
          'lastName',
          'password',
          'trainingCenterId',
          'trainingPartnerId',
          'registrationStatus',
        ],
        [emails[3]!, 'Meera', 'Iyer', 'Teach@2026', center.name, partner.name, 'A'],
      ]),
    );
    expect(byCodes.json().data).toMatchObject({ created: 1, errors: 0 });
    const made = await rowsOf(emails);
    expect(made).toHaveLength(4);
    for (const row of made) {
      expect(row).toMatchObject({ trainingCenterId: center.id, trainingPartnerId: partner.id });
    }
    const status = Object.fromEntries(made.map((row) => [row.username, row.registrationStatus]));
    expect(status).toEqual({ [emails[0]!]: 'A', [emails[1]!]: 'I', [emails[2]!]: 'P', [emails[3]!]: 'A' });
  });

  it('says which when a name matches no center, or several (then the partner tells them apart)', async () => {
    const [one, two] = partners.filter((partner) => partner.registrationStatus === 'A');
    const shared = `Station Road ${run}`;
    await t.database.db.insert(trainingCenters).values([
      { name: shared, trainingPartnerId: one!.id },
      { name: shared, trainingPartnerId: two!.id },
    ]);
    const emails = ['a', 'b', 'c', 'd'].map((n) => `shared.${n}.${run}@school.example`);
    const response = await upload(
      'teacher',
      csv([
        HEADER,
        teacher(emails[0]!, shared, ''),
        teacher(emails[1]!, shared, two!.name),
        teacher(emails[2]!, `Nowhere ${run}`, ''),
        teacher(emails[3]!, '', ''),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.created).toBe(1);
    expect(data.rowErrors).toEqual([
      {
        row: 2,
        column: 'trainingPartnerName',
        reason: bulkMessages.centerNameShared(shared, [one!.name, two!.name]),
      },
      { row: 4, column: 'trainingCenterName', reason: `No training center is named "Nowhere ${run}"` },
      { row: 5, column: 'trainingCenterId', reason: bulkMessages.centerRequired },
      { row: 5, column: 'trainingPartnerId', reason: bulkMessages.partnerRequired },
    ]);
    expect(data.errorDetails[0]).toBe(
      `Row 2: trainingPartnerName: 2 training centers are named "${shared}" (of "${one!.name}", "${two!.name}"): add the training partner`,
    );
    const [sharedCenterOfTwo] = await t.database.db
      .select()
      .from(trainingCenters)
      .where(and(eq(trainingCenters.name, shared), eq(trainingCenters.trainingPartnerId, two!.id)));
    const [made] = await rowsOf([emails[1]!]);
    expect(made).toMatchObject({ trainingCenterId: sharedCenterOfTwo!.id, trainingPartnerId: two!.id });
    expect(await rowsOf([emails[0]!, emails[2]!, emails[3]!])).toHaveLength(0);
  });

  it('a deactivated center named alone is refused with its name', async () => {
    const { partner } = firstActiveCenter();
    const closed = `Closed ${run}`;
    await t.database.db
      .insert(trainingCenters)
      .values({ name: closed, trainingPartnerId: partner.id, registrationStatus: 'I' });
    const email = `closed.${run}@school.example`;
    const response = await upload('teacher', csv([HEADER, teacher(email, closed, '')]));
    expect(response.json().data.rowErrors).toEqual([
      { row: 2, column: 'trainingCenterName', reason: `Training center "${closed}" is deactivated` },
    ]);
    expect(await rowsOf([email])).toHaveLength(0);
  });
});
