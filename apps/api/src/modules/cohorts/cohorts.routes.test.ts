import { api, type Endpoint } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cohortTestKit } from './cohorts.test-helper';

let t: TestApp;
let call: ApiCall;
const kit = cohortTestKit(() => t);
const c = api.cohorts;
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
  call = apiCaller(t);
  science = await kit.cohortId('Class 8A Science');
  pune = await kit.centerId('Shiksha Learning Centre, Pune');
  jaipur = await kit.centerId('Bright Futures Academy, Jaipur');
  teacher1 = await kit.personId(DEMO_ACCOUNTS.teacher1.username);
  teacher3 = await kit.personId(DEMO_ACCOUNTS.teacher3.username);
  student = await kit.personId(DEMO_ACCOUNTS.student.username);
  ananya = await kit.personId('ananya.gupta@pathshala.example');
  aditya = await kit.personId('aditya.kulkarni@pathshala.example');
  scienceCurriculum = (await cohort(science)).cohort.curriculum.id;
}, 120_000);
afterAll(async () => t?.close());

const cohort = async (cohortId: number) =>
  (await call(c.get, { as: 'admin', params: { cohortId } })).body.data;
const list = async (query: Record<string, string | number>) =>
  (await call(c.list, { as: 'admin', query })).body.data;
const students = async (cohortId: number, query: Record<string, string | number>) =>
  (await call(c.students, { as: 'admin', params: { cohortId }, query })).body.data;
const create = (body: object) => call(c.create, { as: 'admin', body: unchecked(body) });
const update = (cohortId: number, body: object) =>
  call(c.update, { as: 'admin', params: { cohortId }, body: unchecked(body) });

describe('every cohort call answers only admins', () => {
  it.each(
    [
      c.list,
      c.get,
      c.students,
      c.create,
      c.update,
      c.addMembers,
      c.removeMembers,
      c.changeMembersFromList,
      c.changeMembersFromFile,
    ].map((endpoint: Endpoint) => [endpoint.method, endpoint.path, endpoint] as const),
  )('%s %s: 401 without a token, 403 to a student and a teacher', async (method, _path, endpoint) => {
    const body = method === 'GET' ? undefined : {};
    const params = { cohortId: 1 };
    expect((await call(endpoint, { as: null, params, body })).status).toBe(401);
    for (const role of ['student', 'teacher1'] as const) {
      const response = await call(endpoint, { as: role, params, body });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'Access denied' });
    }
  });

  it.each(
    (
      [
        [c.get],
        [c.students],
        [c.update, { name: 'Anything' }],
        [c.addMembers, { studentIds: [1] }],
        [c.removeMembers, { studentIds: [1] }],
        [c.changeMembersFromList, { change: 'add', role: 'student', list: 'a@b.c' }],
      ] as Array<[Endpoint, object?]>
    ).map(([endpoint, body]) => [endpoint.method, endpoint.path, endpoint, body] as const),
  )('%s %s: an unknown cohort is 404 for an admin', async (_method, _path, endpoint, body) => {
    const response = await call(endpoint, { as: 'admin', params: { cohortId: 999999 }, body });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Cohort not found' });
  });
});

describe('GET /api/admin/cohorts', () => {
  it('lists cohorts by name with center, curriculum and member counts', async () => {
    const response = await call(c.list, { as: 'admin' });
    expect(response.status).toBe(200);
    const { items, total, page, pageSize } = response.body.data;
    expect(total).toBeGreaterThanOrEqual(3);
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 25 });
    const scienceRow = items.find((row) => row.id === science);
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
    const byCenter = await list({ trainingCenterId: jaipur });
    expect(byCenter.items.map((row) => row.name)).toEqual(['Class 8 Mathematics']);
    const byCurriculum = await list({ curriculumId: scienceCurriculum });
    expect(byCurriculum.items.every((row) => row.curriculum.id === scienceCurriculum)).toBe(true);
    const searched = await list({ q: '8a MATH' });
    expect(searched.items.map((row) => row.name)).toEqual(['Class 8A Mathematics']);
    expect((await list({ q: '%' })).total).toBe(0);
    const first = await list({ pageSize: 1, page: 1 });
    const second = await list({ pageSize: 1, page: 2 });
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect(first.total).toBe(second.total);
  });

  it('refuses a page size over 200 and an id that is not a number', async () => {
    expect((await call(c.list, { as: 'admin', query: { pageSize: 500 } })).status).toBe(400);
    expect((await call(c.list, { as: 'admin', query: { trainingCenterId: 'abc' } })).status).toBe(400);
  });
});

describe('GET /api/admin/cohorts/:cohortId and its students', () => {
  it('answers the cohort with its teachers', async () => {
    const { cohort: row, teachers } = await cohort(science);
    expect(row).toMatchObject({ id: science, studentCount: 9, teacherCount: 2 });
    expect(teachers.map((teacher) => teacher.id)).toContain(teacher1);
    expect(teachers[0]).toMatchObject({ role: 'teacher', registrationStatus: 'A' });
    expect(teachers[0]!.addedAt).toEqual(expect.any(String));
  });

  it('pages and searches its students by name or e-mail', async () => {
    const page1 = await students(science, { pageSize: 4 });
    expect(page1.total).toBe(9);
    expect(page1.items).toHaveLength(4);
    const page3 = await students(science, { pageSize: 4, page: 3 });
    expect(page3.items).toHaveLength(1);
    const found = await students(science, { q: 'aarav sharma' });
    expect(found.items.map((row) => row.id)).toEqual([student]);
    const byMail = await students(science, { q: 'ananya.gupta@' });
    expect(byMail.items.map((row) => row.id)).toEqual([ananya]);
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
    const response = await call(c.create, {
      as: 'admin',
      body: { ...base(), teacherIds: [teacher1, teacher3, teacher1], studentIds: [student, ananya] },
    });
    expect(response.status).toBe(200);
    const { cohortId } = response.body.data;
    const { cohort: row, teachers } = await cohort(cohortId);
    expect(row).toMatchObject({
      name: 'Class 9B Science',
      semester: '2026-27 Term 2',
      studentCount: 2,
      teacherCount: 2,
    });
    expect(teachers.map((teacher) => teacher.id).sort()).toEqual([teacher1, teacher3].sort());
    const [audit] = await kit.audits('cohort.create', cohortId);
    expect(audit?.details).toMatchObject({ teachers: 2, students: 2 });
  });

  it('answers 409 for a name already used in the same center, whatever its case; another center may use it', async () => {
    const duplicate = await create({ ...base(), name: 'class 9b SCIENCE' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A cohort with this name already exists in this training center');
    expect((await create({ ...base(), trainingCenterId: jaipur })).status).toBe(200);
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
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Nothing was created');
    expect(response.body.message).toContain(message);
    expect((await list({ q: body.name })).total).toBe(0);
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
    const response = await create({ ...base(), name: 'Another', ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('keeps the spec call api.admin.createCohort working, with 409 for a duplicate name', async () => {
    const response = await call(api.admin.createCohort, {
      as: 'admin',
      body: {
        chName: 'Spec Cohort',
        curriculumId: scienceCurriculum,
        trainingCenterId: pune,
        students: [student],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.studentErrors).toEqual([]);
    const again = await call(api.admin.createCohort, {
      as: 'admin',
      body: { chName: 'SPEC cohort', curriculumId: scienceCurriculum, trainingCenterId: pune },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A cohort with this name already exists in this training center');
  });
});

describe('PATCH /api/admin/cohorts/:cohortId', () => {
  const newCohort = async (name: string) =>
    (
      await call(c.create, {
        as: 'admin',
        body: { name, curriculumId: scienceCurriculum, trainingCenterId: pune },
      })
    ).body.data.cohortId;

  it('renames a cohort and changes or clears its semester, and audits each change', async () => {
    const cohortId = await newCohort('Rename Me');
    const renamed = await update(cohortId, { name: '  Renamed  ', semester: 'Term 3' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: cohortId, name: 'Renamed', semester: 'Term 3' });
    const cleared = await update(cohortId, { semester: '' });
    expect(cleared.body.data).toMatchObject({ name: 'Renamed', semester: null });
    const audits = await kit.audits('cohort.update', cohortId);
    expect(audits).toHaveLength(2);
    expect(audits[0]?.details).toMatchObject({ before: { name: 'Rename Me' }, after: { name: 'Renamed' } });
  });

  it('answers 409 when the new name is taken in the center, and changes nothing', async () => {
    const cohortId = await newCohort('Unique Name');
    const response = await update(cohortId, { name: 'CLASS 8A SCIENCE' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A cohort with this name already exists in this training center');
    expect((await cohort(cohortId)).cohort.name).toBe('Unique Name');
    // Its own name in another case is no clash.
    expect((await update(cohortId, { name: 'UNIQUE name' })).status).toBe(200);
  });

  it('refuses an empty change and an empty name', async () => {
    const empty = await update(science, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please give a new name or semester');
    const blank = await update(science, { name: ' ' });
    expect(blank.body.message).toBe('Cohort name is required');
  });
});
