import { PassThrough } from 'node:stream';
import {
  BULK_TEMPLATE_COLUMNS,
  csvCell,
  initialPasswordMessages,
  isCommonPassword,
  messages,
  NewPassword,
} from '@pathshala/contracts';
import { auditLog, bulkUploads, trainingCenters, users } from '@pathshala/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A generated first password: three groups of four letters and digits nobody misreads. */
const GENERATED = /^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/;

let t: TestApp;
let admin: string;
let logs = '';
let center: { id: number; trainingPartnerId: number };

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    logs += chunk.toString();
  });
  t = await createTestApp({ logStream, env: { LOG_LEVEL: 'debug' } });
  admin = (await t.login('admin')).token;
  const centers = await t.database.db.select().from(trainingCenters);
  center = centers.find((row) => row.registrationStatus === 'A')!;
}, 120_000);
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const studentBody = (username: string, extra: object) => ({
  username,
  firstName: 'Asha',
  lastName: 'Patel',
  dob: '2012-05-17',
  currentYearId: 2026,
  ...extra,
});

/** Every place a password could be kept in clear: user rows, upload records, the audit log, the logs. */
async function keptAnywhere(password: string): Promise<boolean> {
  const rows = [
    ...(await t.database.db.select().from(users)),
    ...(await t.database.db.select().from(bulkUploads)),
    ...(await t.database.db.select().from(auditLog)),
  ];
  return JSON.stringify(rows).includes(password) || logs.includes(password);
}

function upload(
  userType: 'student' | 'teacher',
  bytes: Buffer,
  fields: Record<string, string> = {},
  { url = '/api/admin/bulk-upload-users', token = admin } = {},
) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    field('userType', userType),
    ...Object.entries(fields).map(([name, value]) => field(name, value)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const csv = (rows: string[][]) =>
  Buffer.from(`${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`);
const run = Math.random().toString(36).slice(2, 8);

describe('the generator', () => {
  it('makes readable passwords the school rule takes, each one different', async () => {
    const { generateInitialPassword } = await import('../../lib/initial-password');
    const made = Array.from({ length: 500 }, generateInitialPassword);
    for (const password of made) {
      expect(password).toMatch(GENERATED);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[a-z]/);
      expect(NewPassword().safeParse(password).success).toBe(true);
      expect(isCommonPassword(password)).toBe(false);
    }
    expect(new Set(made).size).toBe(made.length);
  });
});

describe('Add Student and Add Teacher with a generated password', () => {
  it('answers the password once; the student must change it at a first sign-in that says it is the first', async () => {
    const username = `gen.${run}@school.example`;
    const created = await post(
      '/api/admin/create-student',
      studentBody(username, { generatePassword: true }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { studentId, password } = created.json().data;
    expect(password).toMatch(GENERATED);
    expect(await keptAnywhere(password)).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, studentId));
    expect(row!.mustChangePassword).toBe(true);

    // Never answered again: the person's page and the lists carry no password.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/people/${studentId}`,
      headers: bearer(admin),
    });
    expect(page.body).not.toContain(password);

    const first = await signIn(username, password);
    expect(first.statusCode, first.body).toBe(200);
    expect(logs).toContain('signed in'); // the logs are read, so "not in the logs" means something
    expect(first.json().firstSignIn).toBe(true);
    expect(first.json().user.mustChangePassword).toBe(true);
    const token = first.json().token;
    for (const url of ['/api/student/curriculum', `/api/student/assessments/list/${studentId}`]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(messages.api.passwordChangeRequired);
    }
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { email: username, currentPassword: password, newPassword: 'Chosen@Path26' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const again = await signIn(username, 'Chosen@Path26');
    expect(again.json().firstSignIn).toBe(false);
    expect(again.json().user.mustChangePassword).toBe(false);
    const study = await t.app.inject({
      method: 'GET',
      url: '/api/student/curriculum',
      headers: bearer(again.json().token),
    });
    expect(study.statusCode).toBe(200);
  });

  it('generates a teacher password too', async () => {
    const email = `gen.teacher.${run}@school.example`;
    const created = await post('/api/admin/create-teacher', {
      email,
      firstName: 'Ravi',
      lastName: 'Kumar',
      trainingCenterId: center.id,
      trainingPartnerId: center.trainingPartnerId,
      generatePassword: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { password } = created.json().data;
    expect(password).toMatch(GENERATED);
    const first = await signIn(email, password);
    expect(first.json().user.mustChangePassword).toBe(true);
  });

  it('a typed password is changed at first sign-in when the admin asks, and not otherwise', async () => {
    const asked = `typed.asked.${run}@school.example`;
    const notAsked = `typed.free.${run}@school.example`;
    const one = await post(
      '/api/admin/create-student',
      studentBody(asked, { password: 'Welcome@2026', mustChangePassword: true }),
    );
    const two = await post('/api/admin/create-student', studentBody(notAsked, { password: 'Welcome@2026' }));
    expect(one.json().data.password).toBeUndefined();
    expect(two.json().data.password).toBeUndefined();
    expect((await signIn(asked, 'Welcome@2026')).json().user.mustChangePassword).toBe(true);
    expect((await signIn(notAsked, 'Welcome@2026')).json().user.mustChangePassword).toBe(false);
  });

  it('refuses a typed and a generated password together, and neither, creating nothing', async () => {
    const both = `both.${run}@school.example`;
    const neither = `neither.${run}@school.example`;
    const refusedBoth = await post(
      '/api/admin/create-student',
      studentBody(both, { password: 'Welcome@2026', generatePassword: true }),
    );
    expect(refusedBoth.statusCode).toBe(400);
    expect(refusedBoth.json().message).toContain(initialPasswordMessages.notBoth);
    const refusedNeither = await post('/api/admin/create-student', studentBody(neither, {}));
    expect(refusedNeither.statusCode).toBe(400);
    expect(refusedNeither.json().message).toContain(messages.password.required);
    const made = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.username, [both, neither]));
    expect(made).toHaveLength(0);
  });

  it('only admins may add people: a teacher and a student are refused, no token is 401', async () => {
    const body = studentBody(`matrix.${run}@school.example`, { generatePassword: true });
    const teacher = (await t.login('teacher1')).token;
    const student = (await t.login('student')).token;
    expect((await post('/api/admin/create-student', body, teacher)).statusCode).toBe(403);
    expect((await post('/api/admin/create-student', body, student)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/create-student', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await upload('student', csv([['x']]), { passwords: 'generate' }, { token: teacher })).statusCode,
    ).toBe(403);
    const made = await t.database.db.select().from(users).where(eq(users.username, body.username));
    expect(made).toHaveLength(0);
  });
});

describe('a bulk upload with generated passwords', () => {
  const HEADER = BULK_TEMPLATE_COLUMNS.student.filter((column) => column !== 'password');
  const row = (email: string, first: string) =>
    HEADER.map(
      (column) =>
        ({
          username: email,
          salutation: '',
          firstName: first,
          lastName: 'Bulk',
          dob: '2012-05-17',
          address: '',
          currentYearId: '2026',
          registrationStatus: 'A',
        })[column] ?? '',
    );

  it('needs no password column, answers one password per person once, and each must be changed', async () => {
    const emails = [1, 2, 3].map((i) => `slip${i}.${run}@school.example`);
    const file = csv([[...HEADER], ...emails.map((email, i) => row(email, `Kid${i}`)), row('bad', 'Bad')]);
    const preview = await upload(
      'student',
      file,
      { passwords: 'generate' },
      { url: '/api/admin/bulk-upload-preview' },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.columns).not.toContain('password');
    const refusedPreview = await upload('student', file, {}, { url: '/api/admin/bulk-upload-preview' });
    expect(refusedPreview.statusCode).toBe(400);
    expect(refusedPreview.json().message).toBe(messages.admin.bulkMissingColumn('"Password"'));

    const response = await upload('student', file, { passwords: 'generate' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.created).toBe(3);
    expect(data.errors).toBe(1);
    const people = data.createdPeople as Array<{ id: number; username: string; password: string }>;
    expect(people.map((person) => person.username)).toEqual(emails);
    expect(new Set(people.map((person) => person.password)).size).toBe(3);
    // The failed row comes back as read, with no password made for it.
    expect(JSON.stringify(data.failedRows)).not.toMatch(GENERATED);

    for (const person of people) {
      expect(person.password).toMatch(GENERATED);
      expect(await keptAnywhere(person.password)).toBe(false);
      const first = await signIn(person.username, person.password);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().user.mustChangePassword).toBe(true);
      expect(first.json().firstSignIn).toBe(true);
    }
    const rows = await t.database.db
      .select({ must: users.mustChangePassword })
      .from(users)
      .where(inArray(users.username, emails));
    expect(rows.every((one) => one.must)).toBe(true);
  });

  it("ignores a password column when generating: the file's passwords do not sign in", async () => {
    const email = `ignored.${run}@school.example`;
    const header = [...BULK_TEMPLATE_COLUMNS.student];
    const cells = header.map((column) =>
      column === 'password' ? 'Welcome@2026' : (row(email, 'Ig')[HEADER.indexOf(column as never)] ?? ''),
    );
    const response = await upload('student', csv([header, cells]), { passwords: 'generate' });
    expect(response.statusCode, response.body).toBe(200);
    const [person] = response.json().data.createdPeople;
    expect(person.password).toMatch(GENERATED);
    expect((await signIn(email, 'Welcome@2026')).statusCode).toBe(401);
    expect((await signIn(email, person.password)).statusCode).toBe(200);
  });

  it("the file's own passwords: none answered, changed at first sign-in when asked", async () => {
    const header = [...BULK_TEMPLATE_COLUMNS.student];
    const line = (email: string) =>
      header.map((column) =>
        column === 'password' ? 'Welcome@2026' : (row(email, 'Own')[HEADER.indexOf(column as never)] ?? ''),
      );
    const asked = `own.asked.${run}@school.example`;
    const free = `own.free.${run}@school.example`;
    const one = await upload('student', csv([header, line(asked)]), {
      passwords: 'file',
      mustChangePassword: 'true',
    });
    const two = await upload('student', csv([header, line(free)]));
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.createdPeople[0].password).toBeUndefined();
    expect(two.json().data.createdPeople[0].password).toBeUndefined();
    expect((await signIn(asked, 'Welcome@2026')).json().user.mustChangePassword).toBe(true);
    expect((await signIn(free, 'Welcome@2026')).json().user.mustChangePassword).toBe(false);
  });

  it('refuses an unknown choice with a clear message, creating nothing', async () => {
    const email = `choice.${run}@school.example`;
    const file = csv([[...HEADER], row(email, 'Choice')]);
    const bad = await upload('student', file, { passwords: 'random' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(initialPasswordMessages.passwordsChoiceInvalid);
    const badFlag = await upload('student', file, { passwords: 'generate', mustChangePassword: 'yes' });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().message).toBe(initialPasswordMessages.mustChangeInvalid);
    expect(await t.database.db.select().from(users).where(eq(users.username, email))).toHaveLength(0);
  });
});
