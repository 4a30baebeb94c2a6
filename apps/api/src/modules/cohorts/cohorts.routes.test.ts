import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cohortTestKit } from './cohorts.test-helper';

let t: TestApp;
const tokens = { admin: '', teacher: '', student: '' };
const kit = cohortTestKit(() => t);
let science: number;
let pune: number;
let jaipur: number;
let scienceCurriculum: number;
let teacher1: number;
let teacher3: number;
let student: number;
let ananya: number;
let aditya: number; // the demo's one inactive student

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = (await t.login('admin')).token;
  tokens.teacher = (await t.login('teacher1')).token;
  tokens.student = (await t.login('student')).token;
  science = await kit.cohortId('Class 8A Science');
  pune = await kit.centerId('Shiksha Learning Centre, Pune');
  jaipur = await kit.centerId('Bright Futures Academy, Jaipur');
  teacher1 = await kit.personId(DEMO_ACCOUNTS.teacher1.username);
  teacher3 = await kit.personId(DEMO_ACCOUNTS.teacher3.username);
  student = await kit.personId(DEMO_ACCOUNTS.student.username);
  ananya = await kit.personId('ananya.gupta@pathshala.example');
  aditya = await kit.personId('aditya.kulkarni@pathshala.example');
  scienceCurriculum = (await call('GET', `/api/admin/cohorts/${science}`)).json().data.cohort.curriculum.id;
}, 120_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH';
function call(method: Method, url: string, payload?: object, token: string | null = tokens.admin) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

describe('every cohort call answers only admins', () => {
  it.each([
    ['GET', '/api/admin/cohorts'],
    ['GET', '/api/admin/cohorts/1'],
    ['GET', '/api/admin/cohorts/1/students'],
    ['POST', '/api/admin/cohorts'],
    ['PATCH', '/api/admin/cohorts/1'],
    ['POST', '/api/admin/cohorts/1/members'],
    ['POST', '/api/admin/cohorts/1/members/remove'],
    ['POST', '/api/admin/cohorts/1/members/list'],
    ['POST', '/api/admin/cohorts/1/members/file'],
  ] as const)('%s %s: 401 without a token, 403 to a student and a teacher', async (method, url) => {
    const body = method === 'GET' ? undefined : {};
    expect((await call(method, url, body, null)).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.teacher]) {
      const response = await call(method, url, body, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Access denied' });
    }
  });

  it.each([
    ['GET', '/api/admin/cohorts/999999'],
    ['GET', '/api/admin/cohorts/999999/students'],
    ['PATCH', '/api/admin/cohorts/999999', { name: 'Anything' }],
    ['POST', '/api/admin/cohorts/999999/members', { studentIds: [1] }],
    ['POST', '/api/admin/cohorts/999999/members/remove', { studentIds: [1] }],
    ['POST', '/api/admin/cohorts/999999/members/list', { change: 'add', role: 'student', list: 'a@b.c' }],
  ] as const)('%s %s: an unknown cohort is 404 for an admin', async (method, url, body?: object) => {
    const response = await call(method, url, body);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Cohort not found' });
  });
});

describe('GET /api/admin/cohorts', () => {
  it('lists cohorts by name with center, curriculum and member counts', async () => {
    const response = await call('GET', '/api/admin/cohorts');
    expect(response.statusCode).toBe(200);
    const { items, total, page, pageSize } = response.json().data;
    expect(total).toBeGreaterThanOrEqual(3);
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 25 });
    const scienceRow = items.find((row: { id: number }) => row.id === science);
    expect(scienceRow).toMatchObject({
      name: 'Class 8A Science',
      semester: '2026-27 Term 1',
      trainingCenter: { id: pune, name: 'Shiksha Learning Centre, Pune' },
      curriculum: { id: scienceCurriculum },
      studentCount: 9,
      teacherCount: 2,
    });
  });

  it('filters by center and curriculum, searches by name (wildcards literal) and pages', async () => {
    const byCenter = (await call('GET', `/api/admin/cohorts?trainingCenterId=${jaipur}`)).json().data;
    expect(byCenter.items.map((row: { name: string }) => row.name)).toEqual(['Class 8 Mathematics']);
    const byCurriculum = (await call('GET', `/api/admin/cohorts?curriculumId=${scienceCurriculum}`)).json()
      .data;
    expect(
      byCurriculum.items.every(
        (row: { curriculum: { id: number } }) => row.curriculum.id === scienceCurriculum,
      ),
    ).toBe(true);
    const searched = (await call('GET', '/api/admin/cohorts?q=8a%20MATH')).json().data;
    expect(searched.items.map((row: { name: string }) => row.name)).toEqual(['Class 8A Mathematics']);
    expect((await call('GET', '/api/admin/cohorts?q=%25')).json().data.total).toBe(0);
    const first = (await call('GET', '/api/admin/cohorts?pageSize=1&page=1')).json().data;
    const second = (await call('GET', '/api/admin/cohorts?pageSize=1&page=2')).json().data;
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(first.total).toBe(second.total);
  });

  it('refuses a page size over 200 and an id that is not a number', async () => {
    expect((await call('GET', '/api/admin/cohorts?pageSize=500')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/cohorts?trainingCenterId=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/cohorts/:cohortId and its students', () => {
  it('answers the cohort with its teachers', async () => {
    const { cohort, teachers } = (await call('GET', `/api/admin/cohorts/${science}`)).json().data;
    expect(cohort).toMatchObject({ id: science, studentCount: 9, teacherCount: 2 });
    expect(teachers.map((row: { id: number }) => row.id)).toContain(teacher1);
    expect(teachers[0]).toMatchObject({ role: 'teacher', registrationStatus: 'A' });
    expect(teachers[0].addedAt).toEqual(expect.any(String));
  });

  it('pages and searches its students by name or e-mail', async () => {
    const page1 = (await call('GET', `/api/admin/cohorts/${science}/students?pageSize=4`)).json().data;
    expect(page1.total).toBe(9);
    expect(page1.items).toHaveLength(4);
    const page3 = (await call('GET', `/api/admin/cohorts/${science}/students?pageSize=4&page=3`)).json().data;
    expect(page3.items).toHaveLength(1);
    const found = (await call('GET', `/api/admin/cohorts/${science}/students?q=aarav%20sharma`)).json().data;
    expect(found.items.map((row: { id: number }) => row.id)).toEqual([student]);
    const byMail = (await call('GET', `/api/admin/cohorts/${science}/students?q=ananya.gupta@`)).json().data;
    expect(byMail.items.map((row: { id: number }) => row.id)).toEqual([ananya]);
  });
});

describe('POST /api/admin/cohorts', () => {
  const base = () => ({
    name: 'Class 9B Science',
    semester: '2026-27 Term 2',
    curriculumId: scienceCurriculum,
    trainingCenterId: pune,
  });

  it('creates a cohort with its teachers and students, and audits it', async () => {
    const response = await call('POST', '/api/admin/cohorts', {
      ...base(),
      teacherIds: [teacher1, teacher3, teacher1],
      studentIds: [student, ananya],
    });
    expect(response.statusCode).toBe(200);
    const { cohortId } = response.json().data;
    const { cohort, teachers } = (await call('GET', `/api/admin/cohorts/${cohortId}`)).json().data;
    expect(cohort).toMatchObject({
      name: 'Class 9B Science',
      semester: '2026-27 Term 2',
      studentCount: 2,
      teacherCount: 2,
    });
    expect(teachers.map((row: { id: number }) => row.id).sort()).toEqual([teacher1, teacher3].sort());
    const [audit] = await kit.audits('cohort.create', cohortId);
    expect(audit?.details).toMatchObject({ teachers: 2, students: 2 });
  });

  it('answers 409 for a name already used in the same center, whatever its case; another center may use it', async () => {
    const duplicate = await call('POST', '/api/admin/cohorts', { ...base(), name: 'class 9b SCIENCE' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A cohort with this name already exists in this training center');
    expect(
      (await call('POST', '/api/admin/cohorts', { ...base(), trainingCenterId: jaipur })).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'a teacher passed as a student',
      () => ({ studentIds: [teacher1] }),
      ': This is a teacher, not a student',
    ],
    ['a student passed as a teacher', () => ({ teacherIds: [student] }), 'This is a student, not a teacher'],
    ['an inactive student', () => ({ studentIds: [aditya] }), 'This student is not active'],
    ['an unknown id', () => ({ studentIds: [999_999] }), 'Student ID 999999: No student has this ID'],
  ])('refuses %s with 400 and creates nothing', async (_, members, message) => {
    const body = { ...base(), name: `Refused ${Math.random()}`, ...members() };
    const response = await call('POST', '/api/admin/cohorts', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Nothing was created');
    expect(response.json().message).toContain(message);
    const listed = (await call('GET', `/api/admin/cohorts?q=${encodeURIComponent(body.name)}`)).json().data;
    expect(listed.total).toBe(0);
  });

  it.each([
    [{ name: '' }, 'Cohort name is required'],
    [{ curriculumId: undefined }, 'Curriculum is required'],
    [{ trainingCenterId: 'x' }, 'Training Center is required'],
    [{ curriculumId: 999_999 }, 'Curriculum not found'],
    [{ trainingCenterId: 999_999 }, 'Training center not found'],
    [{ name: 'Bad\u0007name' }, 'Text must not contain control characters'],
    [{ studentIds: ['abc'] }, 'studentIds.0 must be a number'],
  ])('refuses bad input with a plain message (%#)', async (change, message) => {
    const response = await call('POST', '/api/admin/cohorts', { ...base(), name: 'Another', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('keeps the spec call api.admin.createCohort working, with 409 for a duplicate name', async () => {
    const response = await call('POST', '/api/admin/create-cohort', {
      chName: 'Spec Cohort',
      curriculumId: scienceCurriculum,
      trainingCenterId: pune,
      students: [student],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.studentErrors).toEqual([]);
    const again = await call('POST', '/api/admin/create-cohort', {
      chName: 'SPEC cohort',
      curriculumId: scienceCurriculum,
      trainingCenterId: pune,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A cohort with this name already exists in this training center');
  });
});

describe('PATCH /api/admin/cohorts/:cohortId', () => {
  it('renames a cohort and changes or clears its semester, and audits each change', async () => {
    const { cohortId } = (
      await call('POST', '/api/admin/cohorts', {
        name: 'Rename Me',
        curriculumId: scienceCurriculum,
        trainingCenterId: pune,
      })
    ).json().data;
    const renamed = await call('PATCH', `/api/admin/cohorts/${cohortId}`, {
      name: '  Renamed  ',
      semester: 'Term 3',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: cohortId, name: 'Renamed', semester: 'Term 3' });
    const cleared = await call('PATCH', `/api/admin/cohorts/${cohortId}`, { semester: '' });
    expect(cleared.json().data).toMatchObject({ name: 'Renamed', semester: null });
    const audits = await kit.audits('cohort.update', cohortId);
    expect(audits).toHaveLength(2);
    expect(audits[0]?.details).toMatchObject({ before: { name: 'Rename Me' }, after: { name: 'Renamed' } });
  });

  it('answers 409 when the new name is taken in the center, and changes nothing', async () => {
    const { cohortId } = (
      await call('POST', '/api/admin/cohorts', {
        name: 'Unique Name',
        curriculumId: scienceCurriculum,
        trainingCenterId: pune,
      })
    ).json().data;
    const response = await call('PATCH', `/api/admin/cohorts/${cohortId}`, { name: 'CLASS 8A SCIENCE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A cohort with this name already exists in this training center');
    expect((await call('GET', `/api/admin/cohorts/${cohortId}`)).json().data.cohort.name).toBe('Unique Name');
    // Its own name in another case is no clash.
    expect((await call('PATCH', `/api/admin/cohorts/${cohortId}`, { name: 'UNIQUE name' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an empty change and an empty name', async () => {
    const empty = await call('PATCH', `/api/admin/cohorts/${science}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please give a new name or semester');
    const blank = await call('PATCH', `/api/admin/cohorts/${science}`, { name: ' ' });
    expect(blank.json().message).toBe('Cohort name is required');
  });
});
