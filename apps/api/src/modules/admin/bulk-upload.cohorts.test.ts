import { BULK_TEMPLATE_COLUMNS, bulkMessages, csvCell } from '@pathshala/contracts';
import { auditLog, cohortStudents, cohorts, curricula, trainingCenters, users } from '@pathshala/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { makeCohort } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let science: { id: number; name: string };
let pune: { id: number; name: string };
let jaipur: { id: number; name: string };
/** Two cohorts of one name at two centers: a cell must name the center too. */
let twinPune: number;
let twinJaipur: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  const { db } = t.database;
  const centers = await db.select().from(trainingCenters);
  pune = centers.find((center) => center.name.includes('Pune'))!;
  jaipur = centers.find((center) => center.name.includes('Jaipur'))!;
  science = (await db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science')))[0]!;
  const [curriculum] = await db.select().from(curricula).limit(1);
  const call = apiCaller(t);
  const twin = (trainingCenterId: number) =>
    makeCohort(call, { name: 'Class 9 Evening', curriculumId: curriculum!.id, trainingCenterId });
  twinPune = await twin(pune.id);
  twinJaipur = await twin(jaipur.id);
}, 120_000);
afterAll(async () => t?.close());

const HEADER = [...BULK_TEMPLATE_COLUMNS.student.filter((column) => column !== 'password'), 'Cohort'];
const run = Math.random().toString(36).slice(2, 8);
const row = (name: string, cohort: string, status = 'Active') => [
  `${name}.${run}@school.example`,
  '',
  name,
  'Rao',
  '2012-05-17',
  '',
  '2026',
  status,
  cohort,
];
const csv = (rows: string[][]) =>
  Buffer.from(`${[HEADER, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\n')}\n`);

function upload(bytes: Buffer) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/bulk-upload-users',
    payload: Buffer.concat([
      field('userType', 'student'),
      field('passwords', 'generate'),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="classes.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: {
      authorization: `Bearer ${admin}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

const membersOf = async (cohortId: number, names: string[]) => {
  const rows = await t.database.db
    .select({ firstName: users.firstName })
    .from(cohortStudents)
    .innerJoin(users, eq(users.id, cohortStudents.studentId))
    .where(and(eq(cohortStudents.cohortId, cohortId), inArray(users.firstName, names)));
  return rows.map((found) => found.firstName).sort();
};

describe("a bulk upload's Cohort column (sign-in slips per cohort, issue 28)", () => {
  it('places each student in the cohort her row names and answers it beside her password', async () => {
    const response = await upload(
      csv([
        row('Anu', 'class 8a  science'), // case and spaces aside
        row('Bala', `Class 9 Evening (${jaipur.name})`), // a shared name, with its center
        row('Chitra', ''), // no cohort: created, placed nowhere
        row('Dev', 'Class 8A Science'),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ created: 4, errors: 0 });
    const byName = Object.fromEntries(
      data.createdPeople.map((person: { name: string }) => [person.name.split(' ')[0], person]),
    );
    expect(byName.Anu.cohort).toEqual({
      id: science.id,
      name: 'Class 8A Science',
      trainingCenterName: pune.name,
    });
    expect(byName.Bala.cohort).toEqual({
      id: twinJaipur,
      name: 'Class 9 Evening',
      trainingCenterName: jaipur.name,
    });
    expect(byName.Chitra).not.toHaveProperty('cohort');
    expect(byName.Dev.cohort.id).toBe(science.id);
    expect(byName.Anu.password).toBeTruthy();

    expect(await membersOf(science.id, ['Anu', 'Bala', 'Chitra', 'Dev'])).toEqual(['Anu', 'Dev']);
    expect(await membersOf(twinJaipur, ['Anu', 'Bala', 'Chitra', 'Dev'])).toEqual(['Bala']);
    expect(await membersOf(twinPune, ['Anu', 'Bala', 'Chitra', 'Dev'])).toEqual([]);
    // Each cohort's add is in the audit log as an add of members is.
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cohort.members_add'), eq(auditLog.entityId, String(science.id))));
    expect(audited.map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({ source: 'bulk_upload', students: 2 }),
    );
  });

  it('refuses a row whose cohort is unknown, shared without its center, or for a student not active', async () => {
    const response = await upload(
      csv([
        row('Esha', 'Class 11 Nowhere'),
        row('Farid', 'Class 9 Evening'),
        row('Gita', 'Class 8A Science', 'Pending'),
        row('Hari', 'Class 8A Science'),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ created: 1, errors: 3 });
    expect(data.rowErrors).toEqual([
      { row: 2, column: 'cohort', reason: bulkMessages.cohortNamed('Class 11 Nowhere') },
      {
        row: 3,
        column: 'cohort',
        reason: bulkMessages.cohortNameShared('Class 9 Evening', [
          `Class 9 Evening (${pune.name})`,
          `Class 9 Evening (${jaipur.name})`,
        ]),
      },
      { row: 4, column: 'cohort', reason: bulkMessages.cohortNeedsActive },
    ]);
    expect(data.errorDetails[0]).toBe('Row 2: cohort: No cohort is named "Class 11 Nowhere"');
    // The refused rows come back as typed, their cohort cell too, to fix and upload again.
    expect(data.failedRows.map((failed: { values: { cohort: string } }) => failed.values.cohort)).toEqual([
      'Class 11 Nowhere',
      'Class 9 Evening',
      'Class 8A Science',
    ]);
    const created = await t.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(inArray(users.firstName, ['Esha', 'Farid', 'Gita', 'Hari']));
    expect(created.map((person) => person.firstName)).toEqual(['Hari']);
  });

  it('the preview shows the column as read', async () => {
    const boundary = '----pathshalapreview';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-upload-preview',
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="userType"\r\n\r\nstudent\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="passwords"\r\n\r\ngenerate\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        csv([row('Indu', 'Class 8A Science')]),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { columns, rows } = response.json().data;
    expect(columns.at(-1)).toBe('cohort');
    expect(rows[0].at(-1)).toBe('Class 8A Science');
  });
});
