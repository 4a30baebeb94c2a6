import * as XLSX from '@e965/xlsx';
import { api } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cohortTestKit, multipart } from './cohorts.test-helper';

let t: TestApp;
let call: ApiCall;
const c = api.cohorts;
const kit = cohortTestKit(() => t);
let science: number;
let scienceCurriculum: number;
let pune: number;
let teacher1: number;
let teacher2: number;
let student: number;
let ananya: number;
let kabir: number;
let diya: number;
let sara: number;
let aditya: number; // the demo's one inactive student

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  science = await kit.cohortId('Class 8A Science');
  pune = await kit.centerId('Shiksha Learning Centre, Pune');
  teacher1 = await kit.personId(DEMO_ACCOUNTS.teacher1.username);
  teacher2 = await kit.personId(DEMO_ACCOUNTS.teacher2.username);
  student = await kit.personId(DEMO_ACCOUNTS.student.username);
  ananya = await kit.personId('ananya.gupta@pathshala.example');
  kabir = await kit.personId('kabir.singh@pathshala.example');
  diya = await kit.personId('diya.patel@pathshala.example');
  sara = await kit.personId('sara.khan@pathshala.example');
  aditya = await kit.personId('aditya.kulkarni@pathshala.example');
  scienceCurriculum = (await cohort(science)).curriculum.id;
}, 120_000);
afterAll(async () => t?.close());

const cohort = async (cohortId: number) =>
  (await call(c.get, { as: 'admin', params: { cohortId } })).body.data.cohort;
const add = (cohortId: number, body: object) =>
  call(c.addMembers, { as: 'admin', params: { cohortId }, body: unchecked(body) });
const remove = (cohortId: number, body: object) =>
  call(c.removeMembers, { as: 'admin', params: { cohortId }, body: unchecked(body) });
const fromList = (cohortId: number, body: object) =>
  call(c.changeMembersFromList, { as: 'admin', params: { cohortId }, body: unchecked(body) });

async function newCohort(name: string): Promise<number> {
  const response = await call(c.create, {
    as: 'admin',
    body: { name, curriculumId: scienceCurriculum, trainingCenterId: pune },
  });
  return response.body.data.cohortId;
}

const ids = (people: Array<{ id: number }>) => people.map((person) => person.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

function upload(cohortId: number, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = multipart(fields, file);
  return call(c.changeMembersFromFile, {
    as: 'admin',
    params: { cohortId },
    body: form.payload,
    headers: form.headers,
  });
}

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('adding and removing members by id', () => {
  it('adds students and teachers, says who was already in, and audits the change', async () => {
    const cohortId = await newCohort('Ids Cohort');
    const first = await add(cohortId, {
      studentIds: [student, ananya],
      teacherIds: [teacher1],
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Added 3 people');
    expect(ids(first.body.data.changed)).toEqual(sorted(student, ananya, teacher1));
    const again = await add(cohortId, {
      studentIds: [ananya, kabir],
      teacherIds: [teacher1, teacher2],
    });
    const data = again.body.data;
    expect(ids(data.changed)).toEqual(sorted(kabir, teacher2));
    expect(ids(data.unchanged)).toEqual(sorted(ananya, teacher1));
    expect(again.body.message).toBe('Added 2 people; 2 already in the cohort');
    expect(await cohort(cohortId)).toMatchObject({ studentCount: 3, teacherCount: 2 });
    const audits = await kit.audits('cohort.members_add', cohortId);
    expect(audits.map((a) => a.details)).toEqual([
      expect.objectContaining({ source: 'ids', students: 2, teachers: 1 }),
      expect.objectContaining({ source: 'ids', students: 1, teachers: 1, unchanged: 2 }),
    ]);
  });

  it('refuses, id by id, a teacher as a student, a student as a teacher, the inactive and the unknown', async () => {
    const cohortId = await newCohort('Refusals Cohort');
    const response = await add(cohortId, {
      studentIds: [teacher1, aditya, 999_999, diya],
      teacherIds: [student],
    });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(ids(data.changed)).toEqual([diya]);
    expect(data.problems).toEqual(
      expect.arrayContaining([
        { line: null, entry: String(teacher1), reason: 'This is a teacher, not a student' },
        { line: null, entry: String(aditya), reason: 'This student is not active' },
        { line: null, entry: '999999', reason: 'No student has this ID' },
        { line: null, entry: String(student), reason: 'This is a student, not a teacher' },
      ]),
    );
    expect(data.problems).toHaveLength(4);
  });

  it('refuses an empty choice, and a body of the wrong shape', async () => {
    const empty = await add(science, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please choose at least one student or teacher');
    expect((await add(science, { studentIds: 'x' })).status).toBe(400);
    const tooMany = Array.from({ length: 5_001 }, (_, i) => i + 1);
    expect((await add(science, { studentIds: tooMany })).status).toBe(400);
  });

  it('removes members (an inactive student too), says who was not in, and audits only real removals', async () => {
    const cohortId = await newCohort('Removal Cohort');
    await add(cohortId, {
      studentIds: [student, kabir],
      teacherIds: [teacher2],
    });
    // Aditya joined before he was deactivated: a leaver must still be removable.
    const { users } = await import('@pathshala/db');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ registrationStatus: 'A' }).where(eq(users.id, aditya));
    await add(cohortId, { studentIds: [aditya] });
    await t.database.db.update(users).set({ registrationStatus: 'I' }).where(eq(users.id, aditya));

    const response = await remove(cohortId, {
      studentIds: [kabir, aditya, diya, teacher1],
      teacherIds: [teacher2],
    });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.change).toBe('remove');
    expect(ids(data.changed)).toEqual(sorted(kabir, aditya, teacher2));
    expect(ids(data.unchanged)).toEqual([diya]);
    expect(data.problems).toEqual([
      { line: null, entry: String(teacher1), reason: 'This is a teacher, not a student' },
    ]);
    expect(response.body.message).toBe('Removed 3 people; 1 not in the cohort; 1 not matched');
    expect(await cohort(cohortId)).toMatchObject({ studentCount: 1, teacherCount: 0 });

    await remove(cohortId, { studentIds: [diya] });
    expect(await kit.audits('cohort.members_remove', cohortId)).toHaveLength(1);
  });
});

describe('a pasted list of e-mails or usernames', () => {
  it('reads lines and commas, skips blanks, spaces and repeats, and names each line that matched nobody', async () => {
    const cohortId = await newCohort('Paste Cohort');
    const list = [
      '  ANANYA.GUPTA@pathshala.example  ',
      '',
      'kabir.singh@pathshala.example, diya.patel@pathshala.example;',
      '   ',
      'nobody@pathshala.example',
      'ananya.gupta@pathshala.example',
      'Sara Khan <sara.khan@pathshala.example>',
      DEMO_ACCOUNTS.teacher1.username,
      'aditya.kulkarni@pathshala.example',
    ].join('\r\n');
    const response = await fromList(cohortId, {
      change: 'add',
      role: 'student',
      list,
    });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(ids(data.changed)).toEqual(sorted(ananya, kabir, diya, sara));
    expect(data.problems).toEqual([
      {
        line: 5,
        entry: 'nobody@pathshala.example',
        reason: 'No student has this e-mail address or username',
      },
      { line: 8, entry: DEMO_ACCOUNTS.teacher1.username, reason: 'This is a teacher, not a student' },
      { line: 9, entry: 'aditya.kulkarni@pathshala.example', reason: 'This student is not active' },
    ]);
    const [audit] = await kit.audits('cohort.members_add', cohortId);
    expect(audit?.details).toMatchObject({ source: 'list', students: 4, problems: 3 });

    const teachers = await fromList(cohortId, {
      change: 'add',
      role: 'teacher',
      list: `${DEMO_ACCOUNTS.teacher1.username}\n${DEMO_ACCOUNTS.student.username}`,
    });
    expect(ids(teachers.body.data.changed)).toEqual([teacher1]);
    expect(teachers.body.data.problems).toEqual([
      { line: 2, entry: DEMO_ACCOUNTS.student.username, reason: 'This is a student, not a teacher' },
    ]);
  });

  it('removes by a pasted list', async () => {
    const cohortId = await newCohort('Paste Removal Cohort');
    await add(cohortId, { studentIds: [ananya, kabir] });
    const response = await fromList(cohortId, {
      change: 'remove',
      role: 'student',
      list: 'ananya.gupta@pathshala.example\ndiya.patel@pathshala.example',
    });
    const data = response.body.data;
    expect(ids(data.changed)).toEqual([ananya]);
    expect(ids(data.unchanged)).toEqual([diya]);
  });

  it.each([
    [
      { change: 'add', role: 'student', list: ' \n , \n' },
      'Please paste at least one e-mail address or username',
    ],
    [
      { change: 'add', role: 'admin', list: 'a@b.c' },
      'Please choose whether the list holds students or teachers',
    ],
    [{ change: 'swap', role: 'student', list: 'a@b.c' }, 'Change must be add or remove'],
    [{ change: 'add', role: 'student' }, 'Please paste at least one e-mail address or username'],
  ])('refuses a list it cannot use (%#)', async (body, message) => {
    const response = await fromList(science, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('says an entry too long to be an address is one, and refuses a list past the cap', async () => {
    const cohortId = await newCohort('Long Entry Cohort');
    const long = `${'x'.repeat(300)}@pathshala.example`;
    const response = await fromList(cohortId, {
      change: 'add',
      role: 'student',
      list: long,
    });
    expect(response.body.data.problems[0]).toMatchObject({
      line: 1,
      reason: 'This is too long to be an e-mail address or username',
    });
    const tooMany = Array.from({ length: 5_001 }, (_, i) => `s${i}@x.example`).join('\n');
    const refused = await fromList(cohortId, {
      change: 'add',
      role: 'student',
      list: tooMany,
    });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('The list has more than 5,000 entries. Please split it.');
  });
});

describe('an uploaded list', () => {
  it('reads a one-column CSV without a header, numbering rows as the sheet does', async () => {
    const cohortId = await newCohort('CSV Cohort');
    const csv = Buffer.from(
      'ananya.gupta@pathshala.example\n\nnobody@pathshala.example\nKABIR.SINGH@pathshala.example\n',
    );
    const response = await upload(
      cohortId,
      { change: 'add', role: 'student' },
      { name: 'list.csv', bytes: csv },
    );
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(ids(data.changed)).toEqual(sorted(ananya, kabir));
    expect(data.problems).toEqual([
      {
        line: 3,
        entry: 'nobody@pathshala.example',
        reason: 'No student has this e-mail address or username',
      },
    ]);
    const [audit] = await kit.audits('cohort.members_add', cohortId);
    expect(audit?.details).toMatchObject({ source: 'file', students: 2 });
  });

  it('reads the username column of an Excel file under its header (a bulk-upload file), and removes by file', async () => {
    const cohortId = await newCohort('XLSX Cohort');
    const bytes = workbook([
      ['firstName', 'lastName', 'username'],
      ['Diya', 'Patel', 'diya.patel@pathshala.example'],
      ['Sara', 'Khan', 'sara.khan@pathshala.example'],
    ]);
    const added = await upload(
      cohortId,
      { change: 'add', role: 'student' },
      { name: 'students.xlsx', bytes },
    );
    expect(ids(added.body.data.changed)).toEqual(sorted(diya, sara));
    const removed = await upload(
      cohortId,
      { change: 'remove', role: 'student' },
      { name: 'students.xlsx', bytes },
    );
    expect(ids(removed.body.data.changed)).toEqual(sorted(diya, sara));
  });

  it.each([
    [
      { change: 'add', role: 'student' },
      { name: 'list.txt', bytes: Buffer.from('a@b.c') },
      400,
      'Please upload a CSV or Excel file',
    ],
    [
      { change: 'add', role: 'student' },
      { name: 'list.csv', bytes: Buffer.from('\n\n') },
      400,
      'The file has no e-mail addresses or usernames',
    ],
    [
      { change: 'add', role: 'student' },
      { name: 'list.xlsx', bytes: Buffer.from('PK\u0003\u0004garbage') },
      400,
      'The file could not be read. Please upload a CSV or Excel file made from the template.',
    ],
    [
      { change: 'add' },
      { name: 'list.csv', bytes: Buffer.from('a@b.c') },
      400,
      'Please choose whether the list holds students or teachers',
    ],
    [{ change: 'add', role: 'student' }, undefined, 400, 'Please choose a file to upload'],
    [
      { change: 'add', role: 'student' },
      { name: 'big.csv', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 0x61) },
      413,
      'The file is larger than 5 MB. Please split it into smaller files.',
    ],
  ])('refuses a file it cannot use (%#)', async (fields, file, status, message) => {
    const cohortId = await newCohort(`Bad File ${Math.random()}`);
    const response = await upload(cohortId, fields, file);
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
    expect((await cohort(cohortId)).studentCount).toBe(0);
  });

  it('answers 404 for an unknown cohort before reading the file', async () => {
    const response = await upload(
      999_999,
      { change: 'add', role: 'student' },
      { name: 'list.csv', bytes: Buffer.from('a@b.c') },
    );
    expect(response.status).toBe(404);
  });
});

describe('removing a student keeps what they did', () => {
  it("keeps a removed student's attempt in the teacher's results; a removed student who never started leaves them", async () => {
    const results = async () =>
      (await call(api.teacher.results, { as: 'teacher1', params: { id: 1002 } })).body.results;
    const before = await results();
    const ananyaBefore = before.students.find((row) => row.ST_id === ananya);
    expect(ananyaBefore?.status).toBe('completed');
    expect(before.students.some((row) => row.ST_id === sara)).toBe(true);

    const removed = await remove(science, {
      studentIds: [ananya, sara],
    });
    expect(ids(removed.body.data.changed)).toEqual(sorted(ananya, sara));

    const after = await results();
    const ananyaAfter = after.students.find((row) => row.ST_id === ananya);
    expect(ananyaAfter).toEqual(ananyaBefore);
    expect(after.students.some((row) => row.ST_id === sara)).toBe(false);
    expect(after.summary.completedCount).toBe(before.summary.completedCount);
    expect(after.summary.meanScore).toBe(before.summary.meanScore);
    expect(after.questions).toEqual(before.questions);
    expect(after.summary.studentCount).toBe(before.summary.studentCount - 1);
  });
});
