import { BULK_TEMPLATE_COLUMNS, csvCell } from '@pathshala/contracts';
import { bulkUploads, trainingCenters, trainingPartners, users } from '@pathshala/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let pune: { id: number; name: string; trainingPartnerId: number };
let nashik: { id: number; name: string };
let jaipur: { id: number; name: string };
let shiksha: { id: number; name: string };
let brightFutures: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  const centers = await t.database.db.select().from(trainingCenters);
  const partners = await t.database.db.select().from(trainingPartners);
  pune = centers.find((center) => center.name.includes('Pune'))!;
  nashik = centers.find((center) => center.name.includes('Nashik'))!;
  jaipur = centers.find((center) => center.name.includes('Jaipur'))!;
  shiksha = partners.find((partner) => partner.name === 'Shiksha Foundation')!;
  brightFutures = partners.find((partner) => partner.name === 'Bright Futures Trust')!;
}, 120_000);
afterAll(async () => t?.close());

/** A CSV file of these rows under this header, cells written by the shared CSV rule. */
const csv = (header: readonly string[], rows: Array<Array<string | number>>) =>
  Buffer.from(
    `${[header, ...rows].map((row) => row.map((cell) => csvCell(String(cell))).join(',')).join('\n')}\n`,
  );

function upload(userType: 'student' | 'teacher', bytes: Buffer, name = 'people.csv') {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="userType"\r\n\r\n${userType}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
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

type RowError = { row: number; column: string; reason: string };
const STUDENTS = BULK_TEMPLATE_COLUMNS.student;
const student = (email: string, overrides: Partial<Record<(typeof STUDENTS)[number], string>> = {}) =>
  STUDENTS.map(
    (column) =>
      ({
        username: email,
        salutation: '',
        firstName: 'Test',
        lastName: 'Student',
        password: 'Welcome@2026',
        dob: '2012-05-17',
        address: '',
        currentYearId: '2026',
        registrationStatus: 'A',
        ...overrides,
      })[column],
  );

describe('who a bulk upload created', () => {
  it('answers createdPeople in file order and marks each account with its upload', async () => {
    const response = await upload(
      'student',
      csv(STUDENTS, [
        student('made.one@school.example', { firstName: 'Asha', lastName: 'Verma' }),
        student('not-an-email'),
        student('made.two@school.example', { firstName: 'Ravi', lastName: 'Das' }),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.created).toBe(2);
    expect(data.createdPeople).toEqual([
      { id: expect.any(Number), name: 'Asha Verma', username: 'made.one@school.example' },
      { id: expect.any(Number), name: 'Ravi Das', username: 'made.two@school.example' },
    ]);
    const ids = data.createdPeople.map((person: { id: number }) => person.id);
    const rows = await t.database.db.select().from(users).where(inArray(users.id, ids));
    const [upload_] = await t.database.db
      .select()
      .from(bulkUploads)
      .where(eq(bulkUploads.id, rows[0]!.bulkUploadId!));
    expect(upload_).toMatchObject({ userType: 'student', createdCount: 2 });
    expect(rows.every((row) => row.bulkUploadId === upload_!.id)).toBe(true);
  });

  it('answers an empty createdPeople when no row was usable', async () => {
    const response = await upload('student', csv(STUDENTS, [student('still-not-an-email')]));
    expect(response.json().data).toMatchObject({ created: 0, createdPeople: [] });
  });
});

describe('teachers by center and partner names', () => {
  const header = ['email', 'firstName', 'lastName', 'password', 'trainingCenterName', 'trainingPartnerName'];
  const teacher = (email: string, center: string, partner: string) => [
    email,
    'Kiran',
    'Rao',
    'Teach@2026',
    center,
    partner,
  ];

  it('takes names (any case) instead of ids, and ids still', async () => {
    const byName = await upload(
      'teacher',
      csv(header, [
        teacher('named.one@school.example', pune.name, shiksha.name),
        teacher(
          'named.two@school.example',
          `  ${jaipur.name.toUpperCase()} `,
          brightFutures.name.toLowerCase(),
        ),
      ]),
    );
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data).toMatchObject({ created: 2, errors: 0 });
    const created = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.username, ['named.one@school.example', 'named.two@school.example']));
    expect(created.find((row) => row.username === 'named.one@school.example')).toMatchObject({
      trainingCenterId: pune.id,
      trainingPartnerId: shiksha.id,
    });
    expect(created.find((row) => row.username === 'named.two@school.example')).toMatchObject({
      trainingCenterId: jaipur.id,
      trainingPartnerId: brightFutures.id,
    });

    const mixed = await upload(
      'teacher',
      csv(
        [
          'email',
          'firstName',
          'lastName',
          'password',
          'trainingCenterId',
          'trainingPartnerId',
          'trainingCenterName',
        ],
        [
          ['mixed.one@school.example', 'A', 'B', 'Teach@2026', pune.id, shiksha.id, pune.name],
          ['mixed.two@school.example', 'A', 'B', 'Teach@2026', pune.id, shiksha.id, ''],
          ['mixed.three@school.example', 'A', 'B', 'Teach@2026', pune.id, shiksha.id, nashik.name],
        ],
      ),
    );
    expect(mixed.json().data).toMatchObject({ created: 2, errors: 1 });
    expect(mixed.json().data.rowErrors).toEqual([
      {
        row: 4,
        column: 'trainingCenterName',
        reason: `ID ${pune.id} is "${pune.name}", not "${nashik.name}": give one of them, or both for the same one`,
      },
    ]);
  });

  it('says plainly when a name matches nothing, the wrong partner, or a deactivated one', async () => {
    await t.database.db.insert(trainingPartners).values({ name: 'Closed Partner', registrationStatus: 'I' });
    const [closedCenter] = await t.database.db
      .insert(trainingCenters)
      .values({ name: 'Closed Centre', trainingPartnerId: shiksha.id, registrationStatus: 'I' })
      .returning();
    const response = await upload(
      'teacher',
      csv(header, [
        teacher('bad.one@school.example', pune.name, 'Nobody Trust'),
        teacher('bad.two@school.example', 'Nowhere Centre', shiksha.name),
        teacher('bad.three@school.example', jaipur.name, shiksha.name),
        teacher('bad.four@school.example', pune.name, 'closed partner'),
        teacher('bad.five@school.example', closedCenter!.name, shiksha.name),
        teacher('bad.six@school.example', '', shiksha.name),
        teacher('bad.seven@school.example', 'Nowhere Centre', ''),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.created).toBe(0);
    expect(response.json().data.rowErrors).toEqual([
      { row: 2, column: 'trainingPartnerName', reason: 'No training partner is named "Nobody Trust"' },
      {
        row: 3,
        column: 'trainingCenterName',
        reason: `"${shiksha.name}" has no training center named "Nowhere Centre"`,
      },
      {
        row: 4,
        column: 'trainingCenterName',
        reason: `"${jaipur.name}" is a training center of "${brightFutures.name}", not of "${shiksha.name}"`,
      },
      { row: 5, column: 'trainingPartnerName', reason: 'Training partner "Closed Partner" is deactivated' },
      { row: 6, column: 'trainingCenterName', reason: 'Training center "Closed Centre" is deactivated' },
      { row: 7, column: 'trainingCenterId', reason: 'Training center is required: give its ID or its name' },
      // No partner given: the center must tell it, and no center has this name.
      { row: 8, column: 'trainingCenterName', reason: 'No training center is named "Nowhere Centre"' },
    ]);
    // The rows come back as read, names included, to be fixed and uploaded again.
    expect(response.json().data.failedRows[0].values).toMatchObject({ trainingPartnerName: 'Nobody Trust' });
  });

  it('reads words in an ID column as a name, and refuses a file with no center column', async () => {
    const response = await upload(
      'teacher',
      csv(
        ['email', 'firstName', 'lastName', 'password', 'trainingCenterId', 'trainingPartnerId'],
        [['ids.one@school.example', 'A', 'B', 'Teach@2026', 'Pune', '1.5']],
      ),
    );
    expect(response.json().data.rowErrors).toEqual([
      { row: 2, column: 'trainingPartnerName', reason: 'No training partner is named "1.5"' },
    ]);
    const noCenter = await upload(
      'teacher',
      csv(
        ['email', 'firstName', 'lastName', 'password', 'trainingPartnerName'],
        [['x@school.example', 'A', 'B', 'Teach@2026', 'Shiksha Foundation']],
      ),
    );
    expect(noCenter.statusCode).toBe(400);
    expect(noCenter.json().message).toBe('The file needs a column "Training center" or "Training center ID"');
  });
});

describe('row errors speak plainly', () => {
  /** Validator phrasing that must never reach a school office. */
  const VALIDATOR_WORDS = /invalid (option|input)|expected|too big|too small|received|nan|regex/i;

  it('every student column says what the cell must hold', async () => {
    const cases: Array<[Partial<Record<(typeof STUDENTS)[number], string>>, string, string]> = [
      [
        { registrationStatus: 'X' },
        'registrationStatus',
        'Status must be Active, Inactive or Pending (or A, I or P)',
      ],
      [
        { registrationStatus: 'activ' },
        'registrationStatus',
        'Status must be Active, Inactive or Pending (or A, I or P)',
      ],
      [{ salutation: 'Sir' }, 'salutation', 'Salutation must be Mr, Ms, Mrs, Dr or Prof, or left empty'],
      [{ dob: '31/05/2008' }, 'dob', 'Date of birth must be a date like 2008-05-31'],
      [{ dob: '2011-02-29' }, 'dob', 'Date is not a real date'],
      [{ dob: '1850-01-01' }, 'dob', 'Date must be between 1900 and 2099'],
      [{ dob: '2008-5-31' }, 'dob', 'Date of birth must be a date like 2008-05-31'],
      [{ dob: '' }, 'dob', 'Date of birth is required'],
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: 'x'.repeat(101) }, 'lastName', 'Last name must be at most 100 characters'],
      [{ address: 'x'.repeat(501) }, 'address', 'Address must be at most 500 characters'],
      [{ currentYearId: 'abc' }, 'currentYearId', 'Current Year ID must be a number'],
      [{ currentYearId: '1800' }, 'currentYearId', 'Current Year ID must be between'],
      [{ password: '123' }, 'password', 'Password must be at least 6 characters'],
      [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
      [{ username: 'nobody' }, 'username', 'Please enter a valid email address'],
    ];
    const response = await upload(
      'student',
      csv(
        STUDENTS,
        cases.map(([overrides], index) => student(`plain.${index}@school.example`, overrides)),
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rowErrors = response.json().data.rowErrors as RowError[];
    cases.forEach(([overrides, column, reason], index) => {
      const error = rowErrors.find((candidate) => candidate.row === index + 2);
      expect(error, JSON.stringify(overrides)).toMatchObject({ column });
      expect(error?.reason, JSON.stringify(overrides)).toContain(reason);
    });
    for (const { reason } of rowErrors) expect(reason).not.toMatch(VALIDATOR_WORDS);
  });

  it('every teacher column too', async () => {
    const header = [...BULK_TEMPLATE_COLUMNS.teacher];
    const row = (overrides: Record<string, string>) =>
      header.map(
        (column) =>
          ({
            email: `plain.t.${Math.random().toString(36).slice(2)}@school.example`,
            salutation: '',
            firstName: 'T',
            lastName: 'T',
            password: 'Teach@2026',
            address: '',
            trainingCenterId: String(pune.id),
            trainingPartnerId: String(shiksha.id),
            registrationStatus: '',
            ...overrides,
          })[column] ?? '',
      );
    const response = await upload(
      'teacher',
      csv(header, [
        row({ salutation: 'Sir' }),
        row({ registrationStatus: 'Z' }),
        row({ email: '' }),
        row({ trainingCenterId: '99999' }),
        row({ trainingCenterId: String(jaipur.id) }),
      ]),
    );
    const rowErrors = response.json().data.rowErrors as RowError[];
    expect(rowErrors).toEqual([
      { row: 2, column: 'salutation', reason: 'Salutation must be Mr, Ms, Mrs, Dr or Prof, or left empty' },
      {
        row: 3,
        column: 'registrationStatus',
        reason: 'Status must be Active, Inactive or Pending (or A, I or P)',
      },
      { row: 4, column: 'email', reason: 'Email address is required' },
      { row: 5, column: 'trainingCenterId', reason: 'Training center not found' },
      {
        row: 6,
        column: 'trainingCenterId',
        reason: 'The training center does not belong to that training partner',
      },
    ]);
    for (const { reason } of rowErrors) expect(reason).not.toMatch(VALIDATOR_WORDS);
  });
});
