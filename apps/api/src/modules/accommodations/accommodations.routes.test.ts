import { api, type Endpoint, MAX_EXTRA_TIME_MINUTES, MAX_EXTRA_TIME_PERCENT } from '@pathshala/contracts';
import { auditLog, studentAccommodations } from '@pathshala/db';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cohortTestKit } from '../cohorts/cohorts.test-helper';

let t: TestApp;
let call: ApiCall;
const a = api.accommodations;
const kit = cohortTestKit(() => t);
let science: number; // teacher1 and teacher2
let maths8a: number; // teacher1
let jaipur: number; // teacher3
let ananya: number; // Science and 8A Maths only
let reyansh: number; // Science and Jaipur
let aditya: number; // Jaipur only, deactivated
let demoStudent: number;
let teacher1: number;
let teacher3: number;
let admin: number;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  science = await kit.cohortId('Class 8A Science');
  maths8a = await kit.cohortId('Class 8A Mathematics');
  jaipur = await kit.cohortId('Class 8 Mathematics');
  ananya = await kit.personId('ananya.gupta@pathshala.example');
  reyansh = await kit.personId('reyansh.joshi@pathshala.example');
  aditya = await kit.personId('aditya.kulkarni@pathshala.example');
  demoStudent = await kit.personId(DEMO_ACCOUNTS.student.username);
  teacher1 = await kit.personId(DEMO_ACCOUNTS.teacher1.username);
  teacher3 = await kit.personId(DEMO_ACCOUNTS.teacher3.username);
  admin = await kit.personId(DEMO_ACCOUNTS.admin.username);
}, 120_000);
afterAll(async () => t?.close());

/** Every test starts with nobody having extra time. */
beforeEach(async () => {
  await t.database.db.delete(studentAccommodations);
});

type Who = Account | null;
const set = (who: Who, studentId: number | string, body: object) =>
  call(a.set, { as: who, params: { studentId }, body: unchecked(body) });
const valid = { kind: 'PERCENT', amount: 25, note: 'Dyslexia: assessed in 2025' };

const stored = async () => t.database.db.select().from(studentAccommodations);
const accommodationAudits = async () =>
  t.database.db.select().from(auditLog).where(like(auditLog.action, 'accommodation.%'));

describe('who may call', () => {
  const calls = [a.cohorts, a.cohortStudents, a.get, a.set, a.remove, a.removeTeacherRow].map(
    (endpoint: Endpoint) => [endpoint.method, endpoint.path, endpoint] as const,
  );

  it.each(calls)('%s %s: 401 without a token, 403 to a student', async (method, _path, endpoint) => {
    const body = method === 'POST' ? valid : undefined;
    const params = { cohortId: 1, studentId: 1, teacherId: 2 };
    expect((await call(endpoint, { as: null, params, body })).status).toBe(401);
    const response = await call(endpoint, { as: 'student', params, body });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'Access denied' });
  });

  it('a student cannot read or give themself extra time', async () => {
    expect((await call(a.get, { as: 'student', params: { studentId: demoStudent } })).status).toBe(403);
    expect((await set('student', demoStudent, valid)).status).toBe(403);
    expect(await stored()).toEqual([]);
  });
});

describe('GET /api/accommodations/cohorts', () => {
  it('lists a teacher the cohorts they teach, an admin every cohort, with counts', async () => {
    await set('admin', ananya, valid);
    const mine = (await call(a.cohorts, { as: 'teacher1' })).body.data.items;
    expect(mine.map((c) => c.id).sort()).toEqual([science, maths8a].sort());
    expect(mine.find((c) => c.id === science)).toMatchObject({
      name: 'Class 8A Science',
      semester: '2026-27 Term 1',
      trainingCenter: { name: expect.stringContaining('Pune') },
      studentCount: 9,
      withExtraTime: 1,
    });
    const third = (await call(a.cohorts, { as: 'teacher3' })).body.data.items;
    expect(third).toEqual([expect.objectContaining({ id: jaipur, studentCount: 5, withExtraTime: 0 })]);
    const all = (await call(a.cohorts, { as: 'admin' })).body.data.items;
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([science, maths8a, jaipur]));
  });
});

describe('GET /api/accommodations/cohorts/:cohortId/students', () => {
  it("lists a cohort's students by name with their extra time", async () => {
    await set('teacher1', ananya, { kind: 'MINUTES', amount: 20, note: 'Broken wrist' });
    const response = await call(a.cohortStudents, {
      as: 'teacher2',
      params: { cohortId: science },
    });
    expect(response.status).toBe(200);
    const { cohort, students } = response.body.data;
    expect(cohort).toMatchObject({ id: science, studentCount: 9, withExtraTime: 1 });
    expect(students).toHaveLength(9);
    const names = students.map((s) => s.firstName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // teacher2 sees teacher1's row only as what applies in their shared cohort, not as hers.
    expect(students.find((s) => s.id === ananya)).toEqual({
      id: ananya,
      firstName: 'Ananya',
      lastName: 'Gupta',
      username: expect.any(String),
      email: expect.any(String),
      active: true,
      schoolWide: null,
      own: null,
      teachers: [],
      applies: [
        {
          cohort: { id: science, name: 'Class 8A Science' },
          exampleSeconds: 1200,
          from: [{ kind: 'MINUTES', amount: 20, teacher: { id: teacher1, name: expect.any(String) } }],
        },
      ],
    });
    const mine = (await call(a.cohortStudents, { as: 'teacher1', params: { cohortId: science } })).body.data;
    expect(mine.students.find((s) => s.id === ananya)).toMatchObject({
      own: {
        kind: 'MINUTES',
        amount: 20,
        note: 'Broken wrist',
        exampleSeconds: 1200,
        updatedAt: '2026-11-21T09:00:00.000Z',
        updatedBy: { id: teacher1, name: expect.any(String) },
      },
      // teacher1 teaches Ananya in Science and 8A Maths: hers applies in both.
      applies: [
        expect.objectContaining({
          cohort: { id: maths8a, name: 'Class 8A Mathematics' },
          exampleSeconds: 1200,
        }),
        expect.objectContaining({ cohort: { id: science, name: 'Class 8A Science' }, exampleSeconds: 1200 }),
      ],
    });
    expect(students.find((s) => s.id === reyansh)).toMatchObject({
      schoolWide: null,
      own: null,
      applies: [{ cohort: { id: science, name: 'Class 8A Science' }, exampleSeconds: 0, from: [] }],
    });
  });

  it('shows an admin a deactivated student as not active', async () => {
    const { students } = (await call(a.cohortStudents, { as: 'admin', params: { cohortId: jaipur } })).body
      .data;
    expect(students).toHaveLength(5);
    expect(students.find((s) => s.id === aditya)).toMatchObject({ active: false });
  });

  it("answers another teacher's cohort exactly as an unknown one", async () => {
    const other = await call(a.cohortStudents, {
      as: 'teacher1',
      params: { cohortId: jaipur },
    });
    const unknown = await call(a.cohortStudents, {
      as: 'teacher1',
      params: { cohortId: 999999 },
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, message: 'Cohort not found' });
    expect(unknown.body).toEqual(other.body);
    expect((await call(a.cohortStudents, { as: 'admin', params: { cohortId: 999999 } })).status).toBe(404);
    expect((await call(a.cohortStudents, { as: 'admin', params: { cohortId: 'abc' } })).status).toBe(400);
  });
});

describe('POST /api/accommodations/students/:studentId (set)', () => {
  it('sets a percentage with a note, audited with who and what, and a teacher of the cohort sees it', async () => {
    const response = await set('teacher1', ananya, { ...valid, note: '  Dyslexia: assessed in 2025  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Extra time set for Ananya Gupta',
      data: {
        id: ananya,
        active: true,
        schoolWide: null,
        own: { kind: 'PERCENT', amount: 25, note: 'Dyslexia: assessed in 2025', exampleSeconds: 900 },
      },
    });
    expect(await stored()).toEqual([
      expect.objectContaining({
        studentId: ananya,
        teacherId: teacher1,
        kind: 'PERCENT',
        amount: 25,
        updatedBy: teacher1,
      }),
    ]);
    const audit = (await kit.audits('accommodation.set', ananya)).at(-1);
    expect(audit).toMatchObject({
      actorId: teacher1,
      entityType: 'student',
      details: {
        teacherId: teacher1,
        kind: 'PERCENT',
        amount: 25,
        note: 'Dyslexia: assessed in 2025',
        before: null,
      },
    });
    const seen = (await call(a.get, { as: 'teacher2', params: { studentId: ananya } })).body.data;
    expect(seen).toMatchObject({ own: null, applies: [{ exampleSeconds: 900 }] });
  });

  it('changes it: the audit keeps what it was, the row says who changed it and when', async () => {
    await set('admin', ananya, valid);
    t.clock.advanceSeconds(3600);
    const response = await set('admin', ananya, { kind: 'MINUTES', amount: 45, note: 'New assessment' });
    expect(response.body.data.schoolWide).toMatchObject({
      kind: 'MINUTES',
      amount: 45,
      exampleSeconds: 2700,
      updatedBy: { id: admin },
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
    const audits = await kit.audits('accommodation.set', ananya);
    expect(audits.at(-1)?.details).toEqual({
      teacherId: null,
      kind: 'MINUTES',
      amount: 45,
      note: 'New assessment',
      before: { kind: 'PERCENT', amount: 25, note: 'Dyslexia: assessed in 2025' },
    });
    expect(await stored()).toHaveLength(1);
  });

  it('takes the caps exactly', async () => {
    const top = await set('admin', ananya, { ...valid, amount: MAX_EXTRA_TIME_PERCENT });
    expect(top.body.data.schoolWide?.exampleSeconds).toBe(3600);
    const most = await set('admin', reyansh, { kind: 'MINUTES', amount: MAX_EXTRA_TIME_MINUTES, note: 'x' });
    expect(most.status).toBe(200);
    const longest = await set('admin', reyansh, { ...valid, note: 'n'.repeat(500) });
    expect(longest.status).toBe(200);
  });

  it.each([
    [{ ...valid, amount: 0 }, 'Please give the extra time as a whole number greater than 0'],
    [{ ...valid, amount: -10 }, 'Please give the extra time as a whole number greater than 0'],
    [{ ...valid, amount: 2.5 }, 'Please give the extra time as a whole number greater than 0'],
    [{ ...valid, amount: '15' }, 'Please give the extra time as a whole number greater than 0'],
    [{ kind: 'PERCENT', note: 'x' }, 'Please give the extra time as a whole number greater than 0'],
    [{ ...valid, kind: 'HOURS' }, 'Please choose whether the extra time is a percentage or minutes'],
    [{ amount: 10, note: 'x' }, 'Please choose whether the extra time is a percentage or minutes'],
    [{ ...valid, amount: MAX_EXTRA_TIME_PERCENT + 1 }, "Extra time can be at most 100% of the test's time"],
    [
      { kind: 'MINUTES', amount: MAX_EXTRA_TIME_MINUTES + 1, note: 'x' },
      'Extra time can be at most 180 minutes',
    ],
    [{ kind: 'PERCENT', amount: 25 }, 'Please add a note saying why the student has extra time'],
    [{ ...valid, note: '   ' }, 'Please add a note saying why the student has extra time'],
    [{ ...valid, note: 'n'.repeat(501) }, 'The note can be at most 500 characters'],
    [{ ...valid, note: 'bad\u0007note' }, 'The note contains characters that cannot be stored'],
    [{ ...valid, note: 42 }, 'Please add a note saying why the student has extra time'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    await set('admin', ananya, valid);
    const before = { rows: await stored(), audits: (await accommodationAudits()).length };
    const response = await set('teacher1', ananya, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await stored()).toEqual(before.rows);
    expect((await accommodationAudits()).length).toBe(before.audits);
  });

  it('refuses a body that is not JSON object and an id that is not a positive number', async () => {
    expect((await set('admin', 'abc', valid)).status).toBe(400);
    expect((await set('admin', 0, valid)).status).toBe(400);
    const empty = await call(a.set, { as: 'admin', params: { studentId: ananya } });
    expect(empty.status).toBe(400);
    expect(await stored()).toEqual([]);
  });
});

describe('ids a caller may not manage', () => {
  it("answers another teacher's student exactly as an unknown id, and changes nothing", async () => {
    await set('admin', ananya, valid);
    const rows = await stored();
    for (const [endpoint, body] of [
      [a.get, undefined],
      [a.set, { kind: 'MINUTES', amount: 5, note: 'mine now' }],
      [a.remove, undefined],
    ] as Array<[Endpoint, object?]>) {
      const other = await call(endpoint, { as: 'teacher3', params: { studentId: ananya }, body });
      const unknown = await call(endpoint, { as: 'teacher3', params: { studentId: 999_999 }, body });
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ success: false, message: 'Student not found' });
      expect(unknown.body).toEqual(other.body);
    }
    expect(await stored()).toEqual(rows);
    expect((await kit.audits('accommodation.remove', ananya)).length).toBe(0);
  });

  it('two teachers of one student (Reyansh: Science and Jaipur) each keep their own row', async () => {
    expect((await set('teacher3', reyansh, valid)).status).toBe(200);
    expect((await set('teacher1', reyansh, { ...valid, amount: 50 })).status).toBe(200);
    expect((await call(a.remove, { as: 'teacher3', params: { studentId: reyansh } })).status).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ teacherId: teacher1, amount: 50 })]);
  });

  it('answers unknown ids, teachers and admins as no student, even to an admin', async () => {
    for (const id of [999_999, teacher1, admin]) {
      for (const [endpoint, body] of [
        [a.get, undefined],
        [a.set, valid],
        [a.remove, undefined],
      ] as Array<[Endpoint, object?]>) {
        const response = await call(endpoint, { as: 'admin', params: { studentId: id }, body });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Student not found' });
      }
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses to set extra time for a deactivated student, but shows and removes the one they have', async () => {
    for (const who of ['admin', 'teacher3'] as const) {
      const response = await set(who, aditya, valid);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        success: false,
        message: 'This student is not active: extra time can only be set for an active student',
      });
    }
    expect(await stored()).toEqual([]);
    // Set by their teacher while still active (written here as the table holds it), then deactivated.
    await t.database.db.insert(studentAccommodations).values({
      studentId: aditya,
      teacherId: teacher3,
      kind: 'MINUTES',
      amount: 10,
      note: 'Before',
      updatedBy: teacher3,
    });
    const seen = (await call(a.get, { as: 'teacher3', params: { studentId: aditya } })).body.data;
    expect(seen).toMatchObject({ active: false, own: { kind: 'MINUTES', amount: 10 } });
    const removed = await call(a.remove, { as: 'teacher3', params: { studentId: aditya } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.own).toBeNull();
  });

  it('a teacher taken off the cohort loses the student at once', async () => {
    const teacher2 = await kit.personId(DEMO_ACCOUNTS.teacher2.username);
    // Science is teacher2's one cohort.
    const members = { as: 'admin' as const, params: { cohortId: science }, body: { teacherIds: [teacher2] } };
    expect((await call(api.cohorts.removeMembers, members)).body.data.changed).toHaveLength(1);
    try {
      expect((await call(a.get, { as: 'teacher2', params: { studentId: ananya } })).status).toBe(404);
      expect((await call(a.cohorts, { as: 'teacher2' })).body.data.items).toEqual([]);
    } finally {
      await call(api.cohorts.addMembers, members);
    }
  });
});

describe('DELETE /api/accommodations/students/:studentId (remove)', () => {
  it('removes it, audited with what it was; removing again answers as done and records nothing', async () => {
    await set('teacher2', ananya, { kind: 'MINUTES', amount: 30, note: 'Anxiety' });
    const response = await call(a.remove, { as: 'teacher2', params: { studentId: ananya } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Extra time removed for Ananya Gupta',
      data: { id: ananya, own: null },
    });
    expect(await stored()).toEqual([]);
    const audits = await kit.audits('accommodation.remove', ananya);
    expect(audits.at(-1)).toMatchObject({
      entityType: 'student',
      details: { teacherId: expect.any(Number), kind: 'MINUTES', amount: 30, note: 'Anxiety' },
    });
    const again = await call(a.remove, { as: 'teacher2', params: { studentId: ananya } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Ananya Gupta has no extra time');
    expect(await kit.audits('accommodation.remove', ananya)).toHaveLength(audits.length);
  });
});

describe('whose row a caller writes (issue 27: one row per scope)', () => {
  it("a teacher's set and remove touch only her own row, never the school-wide one", async () => {
    await set('admin', ananya, valid);
    const changed = await set('teacher1', ananya, { kind: 'MINUTES', amount: 5, note: 'Less' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      schoolWide: { kind: 'PERCENT', amount: 25, updatedBy: { id: admin } },
      own: { kind: 'MINUTES', amount: 5 },
      teachers: [],
    });
    expect((await call(a.remove, { as: 'teacher1', params: { studentId: ananya } })).status).toBe(200);
    expect(await stored()).toEqual([
      expect.objectContaining({ teacherId: null, kind: 'PERCENT', amount: 25, updatedBy: admin }),
    ]);
    // With no row of her own, her remove answers as done and leaves the school-wide row.
    const again = await call(a.remove, { as: 'teacher1', params: { studentId: ananya } });
    expect(again.body.message).toBe('Ananya Gupta has no extra time');
    expect(await stored()).toHaveLength(1);
  });

  it("a teacher never reaches another teacher's row: she writes her own beside it", async () => {
    await set('teacher1', ananya, valid);
    expect((await set('teacher2', ananya, { ...valid, amount: 50 })).status).toBe(200);
    expect((await call(a.remove, { as: 'teacher2', params: { studentId: ananya } })).status).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ teacherId: teacher1, amount: 25 })]);
    // The admin's route for a teacher's row is closed to teachers, even for their own.
    for (const who of ['teacher1', 'teacher2'] as const) {
      const refused = await call(a.removeTeacherRow, {
        as: who,
        params: { studentId: ananya, teacherId: teacher1 },
      });
      expect(refused.status).toBe(403);
    }
    expect(await stored()).toHaveLength(1);
  });

  it("an admin writes the school-wide row, sees every teacher's, and may remove any teacher's", async () => {
    await set('teacher1', reyansh, valid);
    await set('teacher3', reyansh, { kind: 'MINUTES', amount: 10, note: 'Maths' });
    const school = await set('admin', reyansh, { kind: 'PERCENT', amount: 10, note: 'School' });
    expect(school.body.data).toMatchObject({
      schoolWide: { kind: 'PERCENT', amount: 10 },
      own: null,
      teachers: [
        expect.objectContaining({ amount: 25, teacher: { id: teacher1, name: expect.any(String) } }),
        expect.objectContaining({ amount: 10, teacher: { id: teacher3, name: expect.any(String) } }),
      ],
    });
    expect(await stored()).toHaveLength(3);
    const removed = await call(a.removeTeacherRow, {
      as: 'admin',
      params: { studentId: reyansh, teacherId: teacher3 },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Extra time removed for Reyansh Joshi');
    expect((await kit.audits('accommodation.remove', reyansh)).at(-1)).toMatchObject({
      actorId: admin,
      details: { teacherId: teacher3, kind: 'MINUTES', amount: 10 },
    });
    expect((await stored()).map((row) => row.teacherId).sort()).toEqual([teacher1, null].sort());
    const none = await call(a.removeTeacherRow, {
      as: 'admin',
      params: { studentId: reyansh, teacherId: teacher3 },
    });
    expect(none.body.message).toBe('Reyansh Joshi has no extra time');
    expect(
      (
        await call(a.removeTeacherRow, {
          as: 'admin',
          params: { studentId: 999_999, teacherId: teacher3 },
        })
      ).status,
    ).toBe(404);
    expect((await call(a.remove, { as: 'admin', params: { studentId: reyansh } })).status).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ teacherId: teacher1 })]);
  });

  it("a teacher sees the school-wide row read-only and what applies in her exams, a co-teacher's included", async () => {
    await set('admin', ananya, { kind: 'MINUTES', amount: 10, note: 'School' });
    await set('teacher2', ananya, { kind: 'PERCENT', amount: 25, note: 'Science' });
    const seen = (await call(a.get, { as: 'teacher1', params: { studentId: ananya } })).body.data;
    expect(seen).toMatchObject({
      schoolWide: { kind: 'MINUTES', amount: 10, note: 'School' },
      own: null,
      teachers: [],
    });
    const byCohort = new Map(seen.applies.map((a: { cohort: { id: number } }) => [a.cohort.id, a]));
    // Science (teacher2 teaches it): the larger of 10 min and 25 % (15 min on 60); 8A Maths: 10 min.
    expect(byCohort.get(science)).toMatchObject({ exampleSeconds: 900 });
    expect(byCohort.get(maths8a)).toEqual({
      cohort: { id: maths8a, name: 'Class 8A Mathematics' },
      exampleSeconds: 600,
      from: [{ kind: 'MINUTES', amount: 10, teacher: null }],
    });
    const counts = (await call(a.cohorts, { as: 'teacher1' })).body.data.items;
    expect(counts.map((c) => c.withExtraTime)).toEqual([1, 1]);
  });

  it("a cohort's count has only the extra time that applies in its exams", async () => {
    await set('teacher3', reyansh, valid);
    const items = (await call(a.cohorts, { as: 'admin' })).body.data.items;
    const count = (id: number) => items.find((c) => c.id === id)?.withExtraTime;
    expect([count(jaipur), count(science)]).toEqual([1, 0]);
  });
});
