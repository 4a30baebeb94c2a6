import { messages } from '@pathshala/contracts';
import { auditLog, cohortStudents, cohorts, cohortTeachers, mailQueue, users } from '@pathshala/db';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { resetLinkIn } from '../mail/mail.test-support';

let t: TestApp;
let admin: string;
let adminId: number;
let teacher: string;
let teacherId: number;
let student: string;

/** A school of 5,000 students more than the demo's, as the issue sizes it. */
const LOAD_STUDENTS = 5_000;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.login('admin');
  admin = signedIn.token;
  adminId = signedIn.body.user.id;
  const teacherSession = await t.login('teacher1');
  teacher = teacherSession.token;
  teacherId = teacherSession.body.user.id;
  student = (await t.login('student')).token;
  // Nobody signs in as these: any stored hash will do.
  const [{ passwordHash }] = (await t.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.type, 'student'))
    .limit(1)) as [{ passwordHash: string }];
  for (let start = 0; start < LOAD_STUDENTS; start += 1_000) {
    await t.database.db.insert(users).values(
      Array.from({ length: 1_000 }, (_, index) => {
        const n = String(start + index).padStart(4, '0');
        return {
          type: 'student' as const,
          username: `load.${n}@school.example`,
          email: `load.${n}@school.example`,
          passwordHash,
          firstName: `Learner${n}`,
          lastName: 'Loadtest',
          registrationStatus: (start + index) % 10 === 0 ? ('I' as const) : ('A' as const),
        };
      }),
    );
  }
}, 180_000);
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string | null; payload?: object } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: options.token === null ? {} : auth(options.token ?? admin),
    ...(options.payload ? { payload: options.payload } : {}),
  });

async function idOf(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const refreshCookie = (response: Awaited<ReturnType<typeof login>>) =>
  `pathshala_refresh=${response.cookies.find((c) => c.name === 'pathshala_refresh')?.value}`;
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });

describe('authorization of every people call', () => {
  const adminCalls: Array<[string, 'GET' | 'POST' | 'PATCH', () => string, object?]> = [
    ['search', 'GET', () => '/api/admin/people/search?type=student&q=aarav'],
    ['list', 'GET', () => '/api/admin/people?type=student'],
    ['get', 'GET', () => `/api/admin/people/${teacherId}`],
    ['update', 'PATCH', () => `/api/admin/people/${teacherId}`, { firstName: 'Priya' }],
    ['deactivate', 'POST', () => `/api/admin/people/${teacherId}/deactivate`],
    ['reactivate', 'POST', () => `/api/admin/people/${teacherId}/reactivate`],
    ['reset password', 'POST', () => `/api/admin/people/${teacherId}/reset-password`],
  ];

  it.each(adminCalls)(
    '%s: no token 401, student and teacher 403, nothing changes',
    async (_, method, url, payload) => {
      expect((await call(method, url(), { token: null, payload })).statusCode).toBe(401);
      expect((await call(method, url(), { token: student, payload })).statusCode).toBe(403);
      const asTeacher = await call(method, url(), { token: teacher, payload });
      expect(asTeacher.statusCode).toBe(403);
      expect(asTeacher.json()).toEqual({ success: false, message: 'Access denied' });
      // The teacher acted on in the URLs is untouched: still active, still signed in.
      expect((await call('GET', '/api/teacher/colleagues?q=verma', { token: teacher })).statusCode).toBe(200);
    },
  );

  it('colleagues: no token 401, student and admin 403, teacher 200', async () => {
    const url = '/api/teacher/colleagues?q=verma';
    expect((await call('GET', url, { token: null })).statusCode).toBe(401);
    expect((await call('GET', url, { token: student })).statusCode).toBe(403);
    expect((await call('GET', url, { token: admin })).statusCode).toBe(403);
    expect((await call('GET', url, { token: teacher })).statusCode).toBe(200);
  });

  it('unknown ids answer 404 and an admid id is refused on every call', async () => {
    for (const [, method, url, payload] of adminCalls.slice(2)) {
      const unknown = await call(method, url().replace(String(teacherId), '999999'), { payload });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Person not found');
      const otherAdmin = await t.database.db
        .insert(users)
        .values({
          type: 'admin',
          username: `second.admin.${method}.${Math.random().toString(36).slice(2)}`,
          email: null,
          passwordHash: 'x',
          firstName: 'Second',
          lastName: 'Admin',
        })
        .returning({ id: users.id });
      const refused = await call(method, url().replace(String(teacherId), String(otherAdmin[0]!.id)), {
        payload,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('an admin never deactivates or resets themself here', async () => {
    for (const path of ['deactivate', 'reset-password']) {
      const response = await call('POST', `/api/admin/people/${adminId}/${path}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot deactivate or reset your own account here');
    }
    expect((await call('GET', '/api/admin/dashboard')).statusCode).toBe(200);
  });

  it('refuses ids that are not positive whole numbers', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect((await call('GET', `/api/admin/people/${id}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/admin/people/search', () => {
  const search = async (query: string, token = admin) => {
    const response = await call('GET', `/api/admin/people/search?${query}`, { token });
    return { status: response.statusCode, body: response.json() };
  };

  it('finds by a fragment of the name, e-mail or username, any case and word order', async () => {
    const byName = await search('type=student&q=SHARMA');
    expect(byName.status).toBe(200);
    expect(byName.body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Aarav Sharma',
        email: 'student@pathshala.example',
        username: 'student@pathshala.example',
        type: 'student',
        status: 'A',
      },
    ]);
    expect(
      (await search('type=student&q=sharma%20aarav')).body.data.map((p: { name: string }) => p.name),
    ).toEqual(['Aarav Sharma']);
    expect((await search('type=student&q=kabir.sin')).body.data[0].name).toBe('Kabir Singh');
    expect((await search('type=teacher&q=teacher2@')).body.data[0].name).toBe('Rahul Verma');
    // A teacher search never answers students, and the other way round.
    expect((await search('type=student&q=verma')).body.data).toEqual([]);
  });

  it('leaves out inactive accounts unless asked, and keeps to the limit (10 by default, 25 at most)', async () => {
    expect((await search('type=student&q=aditya')).body.data).toEqual([]);
    const withInactive = await search('type=student&q=aditya&excludeInactive=false');
    expect(withInactive.body.data).toMatchObject([{ name: 'Aditya Kulkarni', status: 'I' }]);
    expect((await search('type=student&q=loadtest')).body.data).toHaveLength(10);
    const many = await search('type=student&q=loadtest&limit=25');
    expect(many.body.data).toHaveLength(25);
    expect(many.body.data.every((p: { status: string }) => p.status === 'A')).toBe(true);
  });

  it('puts prefix matches first', async () => {
    const found = await search('type=student&q=learner0001');
    expect(found.body.data[0].name).toBe('Learner0001 Loadtest');
  });

  it('takes % and _ as the characters they are, not as wildcards', async () => {
    expect((await search('type=student&q=%25')).body.data).toEqual([]);
    expect((await search('type=student&q=_')).body.data).toEqual([]);
    expect((await search('type=student&q=load%5C')).body.data).toEqual([]);
  });

  it('answers bad queries with plain 400s', async () => {
    const cases: Array<[string, string]> = [
      ['type=student', 'Type a name, e-mail or username to search'],
      ['type=student&q=%20%20', 'Type a name, e-mail or username to search'],
      [`type=student&q=${'a'.repeat(101)}`, 'Search text must be at most 100 characters'],
      ['type=admin&q=rao', 'Type must be student or teacher'],
      ['q=rao', 'Type must be student or teacher'],
      ['type=student&q=rao&limit=26', 'Limit must be a whole number from 1 to 25'],
      ['type=student&q=rao&limit=0', 'Limit must be a whole number from 1 to 25'],
      ['type=student&q=rao&excludeInactive=maybe', 'excludeInactive must be true or false'],
      ['type=student&q=a%01b', 'Text must not contain control characters'],
    ];
    for (const [query, message] of cases) {
      const answer = await search(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(message);
    }
  });

  it('is fast on a school of 5,000 students', async () => {
    const queries = ['type=student&q=loadtest&limit=25', 'type=student&q=learner4999', 'type=student&q=zzzz'];
    const timings: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const query of queries) {
        const started = performance.now();
        expect((await search(query)).status).toBe(200);
        timings.push(performance.now() - started);
      }
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)]!;
    console.info(
      `people search over ${LOAD_STUDENTS}+ students: median ${median.toFixed(1)} ms, worst ${timings.at(-1)!.toFixed(1)} ms`,
    );
    expect(median).toBeLessThan(250);
  });
});

describe('GET /api/teacher/colleagues', () => {
  it('finds other active teachers by name or e-mail, never the caller or a student', async () => {
    const response = await call('GET', '/api/teacher/colleagues?q=pathshala', { token: teacher });
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Rahul Verma', 'Meena Iyer']));
    expect(names).not.toContain('Priya Nair');
    expect(names).not.toContain('Aarav Sharma');
    expect(response.json().data.every((p: { type: string }) => p.type === 'teacher')).toBe(true);
    const byName = await call('GET', '/api/teacher/colleagues?q=meena%20iyer', { token: teacher });
    expect(byName.json().data).toMatchObject([{ name: 'Meena Iyer', email: 'teacher3@pathshala.example' }]);
  });

  it('answers an empty search with 400', async () => {
    const response = await call('GET', '/api/teacher/colleagues?q=', { token: teacher });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Type a name, e-mail or username to search');
  });

  it('needs 3 characters, so a teacher cannot list every colleague letter by letter', async () => {
    for (const q of ['a', 've']) {
      const response = await call('GET', `/api/teacher/colleagues?q=${q}`, { token: teacher });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Type at least 3 characters');
    }
    expect((await call('GET', '/api/teacher/colleagues?q=ver', { token: teacher })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/people (list)', () => {
  const list = async (query: string) => {
    const response = await call('GET', `/api/admin/people?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      items: Array<{ id: number; name: string; status: string; cohorts: Array<{ id: number }> }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };

  it('pages through every student once, in name order, with the total', async () => {
    const [{ total }] = (await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.type, 'student'))) as [{ total: number }];
    const first = await list('type=student&pageSize=50');
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(50);
    expect(first.pageSize).toBe(50);
    const seen = new Set<number>();
    const pages = Math.ceil(total / 50);
    for (const page of [1, 2, pages]) {
      const answer = await list(`type=student&pageSize=50&page=${page}`);
      expect(answer.page).toBe(page);
      for (const item of answer.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
    }
    const last = await list(`type=student&pageSize=50&page=${pages}`);
    expect(last.items).toHaveLength(total - (pages - 1) * 50);
    expect((await list(`type=student&pageSize=50&page=${pages + 1}`)).items).toEqual([]);
    expect((await list('type=student')).pageSize).toBe(25);
  });

  it('filters by text, status, cohort and center, and counts what it filters', async () => {
    const byText = await list('type=student&q=loadtest&pageSize=10');
    expect(byText.total).toBe(LOAD_STUDENTS);
    const inactive = await list('type=student&q=loadtest&status=I');
    expect(inactive.total).toBe(LOAD_STUDENTS / 10);
    expect(inactive.items.every((item) => item.status === 'I')).toBe(true);

    const [cohort] = await t.database.db.select().from(cohorts).limit(1);
    const members = await t.database.db
      .select({ id: cohortStudents.studentId })
      .from(cohortStudents)
      .where(eq(cohortStudents.cohortId, cohort!.id));
    const inCohort = await list(`type=student&cohortId=${cohort!.id}&pageSize=50`);
    expect(inCohort.total).toBe(members.length);
    expect(inCohort.items.map((item) => item.id).sort()).toEqual(members.map((m) => m.id).sort());
    expect(inCohort.items.every((item) => item.cohorts.some((c) => c.id === cohort!.id))).toBe(true);

    const centerStudents = await t.database.db
      .selectDistinct({ id: cohortStudents.studentId })
      .from(cohortStudents)
      .innerJoin(cohorts, eq(cohorts.id, cohortStudents.cohortId))
      .where(eq(cohorts.trainingCenterId, cohort!.trainingCenterId));
    const atCenter = await list(`type=student&trainingCenterId=${cohort!.trainingCenterId}&pageSize=50`);
    expect(atCenter.total).toBe(centerStudents.length);

    const teachersOfCenter = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.type, 'teacher'),
          sql`(${users.trainingCenterId} = ${cohort!.trainingCenterId} or exists (select 1 from ${cohortTeachers} join ${cohorts} on ${cohorts.id} = ${cohortTeachers.cohortId} where ${cohortTeachers.teacherId} = ${users.id} and ${cohorts.trainingCenterId} = ${cohort!.trainingCenterId}))`,
        ),
      );
    const teachersAtCenter = await list(`type=teacher&trainingCenterId=${cohort!.trainingCenterId}`);
    expect(teachersAtCenter.total).toBe(teachersOfCenter.length);
    expect(teachersAtCenter.total).toBeGreaterThan(0);

    expect((await list('type=student&cohortId=999999')).total).toBe(0);
  });

  it('answers bad filters with plain 400s', async () => {
    const cases: Array<[string, string]> = [
      ['type=student&status=X', 'Status must be A, I or P'],
      ['type=student&page=0', 'Page must be a whole number from 1'],
      ['type=student&pageSize=51', 'Page size must be a whole number from 1 to 50'],
      ['type=student&cohortId=abc', 'Choose an item from the list'],
      ['type=', 'Type must be student or teacher'],
    ];
    for (const [query, message] of cases) {
      const response = await call('GET', `/api/admin/people?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });
});

describe('GET and PATCH /api/admin/people/:id', () => {
  it('answers a student with their cohorts and a teacher with center and partner', async () => {
    const studentId = await idOf('student@pathshala.example');
    const studentDetails = (await call('GET', `/api/admin/people/${studentId}`)).json().data;
    expect(studentDetails).toMatchObject({
      id: studentId,
      type: 'student',
      firstName: 'Aarav',
      lastName: 'Sharma',
      dob: '2012-08-14',
      currentYearId: 2026,
      status: 'A',
    });
    expect(studentDetails.cohorts.length).toBeGreaterThan(0);
    expect(studentDetails.cohorts[0]).toMatchObject({
      trainingCenter: { name: expect.any(String) },
      role: 'student',
    });
    const teacherDetails = (await call('GET', `/api/admin/people/${teacherId}`)).json().data;
    expect(teacherDetails).toMatchObject({
      type: 'teacher',
      trainingCenter: { name: expect.stringContaining('Pune') },
      trainingPartner: { name: expect.any(String) },
    });
  });

  it("edits a student's details; a new e-mail is also their username and signs them in", async () => {
    const id = await idOf('diya.patel@pathshala.example');
    const response = await call('PATCH', `/api/admin/people/${id}`, {
      payload: {
        salutation: 'Ms',
        firstName: '  Diya ',
        lastName: 'Patel-Rao',
        email: 'Diya.Rao@School.Example',
        dob: '2012-03-04',
        address: '4 Lake Road',
        currentYearId: 2027,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Diya Patel-Rao',
      email: 'diya.rao@school.example',
      username: 'diya.rao@school.example',
      dob: '2012-03-04',
      address: '4 Lake Road',
      currentYearId: 2027,
      salutation: 'Ms',
    });
    expect((await login('diya.rao@school.example', 'Student@123')).statusCode).toBe(200);
    expect((await login('diya.patel@pathshala.example', 'Student@123')).statusCode).toBe(401);
    const audit = await lastAudit('user.update');
    expect(audit).toMatchObject({ actorId: adminId, entityId: String(id), entityType: 'student' });
    expect((audit!.details as { fields: string[] }).fields).toEqual(
      expect.arrayContaining(['lastName', 'email', 'username', 'dateOfBirth', 'currentYear']),
    );
    // The first name was sent as it was (spaces aside): not a change.
    expect((audit!.details as { fields: string[] }).fields).not.toContain('firstName');
    // Clearing: an empty address and year.
    const cleared = await call('PATCH', `/api/admin/people/${id}`, {
      payload: { address: '', currentYearId: '' },
    });
    expect(cleared.json().data).toMatchObject({ address: null, currentYearId: null });
  });

  it('answers 409 for an e-mail another account of that type holds, and changes nothing', async () => {
    const id = await idOf('sara.khan@pathshala.example');
    for (const email of ['student@pathshala.example', 'STUDENT@pathshala.example']) {
      const response = await call('PATCH', `/api/admin/people/${id}`, {
        payload: { email, firstName: 'Changed' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('An account with this email address already exists');
    }
    const teacherClash = await call('PATCH', `/api/admin/people/${teacherId}`, {
      payload: { email: 'teacher2@pathshala.example' },
    });
    expect(teacherClash.statusCode).toBe(409);
    const unchanged = (await call('GET', `/api/admin/people/${id}`)).json().data;
    expect(unchanged).toMatchObject({ firstName: 'Sara', email: 'sara.khan@pathshala.example' });
    // Saving one's own details again is no clash, and no change to record.
    const before = await lastAudit('user.update');
    expect(
      (
        await call('PATCH', `/api/admin/people/${id}`, {
          payload: { email: 'sara.khan@pathshala.example', firstName: 'Sara', lastName: 'Khan' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await lastAudit('user.update'))?.id).toBe(before?.id);
  });

  it('moves a teacher to another center and partner, checking they belong together', async () => {
    const centers = (await call('GET', '/api/admin/training-centers')).json().data as Array<{
      TC_id: number;
      TC_Name: string;
      TP_id: number;
    }>;
    const jaipur = centers.find((center) => center.TC_Name.includes('Jaipur'))!;
    const pune = centers.find((center) => center.TC_Name.includes('Pune'))!;
    const mismatch = await call('PATCH', `/api/admin/people/${teacherId}`, {
      payload: { trainingCenterId: jaipur.TC_id },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The training center does not belong to that training partner');
    const moved = await call('PATCH', `/api/admin/people/${teacherId}`, {
      payload: { trainingCenterId: jaipur.TC_id, trainingPartnerId: jaipur.TP_id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.trainingCenter.id).toBe(jaipur.TC_id);
    const back = await call('PATCH', `/api/admin/people/${teacherId}`, {
      payload: { trainingCenterId: pune.TC_id, trainingPartnerId: pune.TP_id },
    });
    expect(back.json().data.trainingCenter.id).toBe(pune.TC_id);
    expect(
      (
        await call('PATCH', `/api/admin/people/${teacherId}`, {
          payload: { trainingCenterId: 999999, trainingPartnerId: pune.TP_id },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('moves no teacher to a deactivated center or partner, and changes nothing', async () => {
    const centers = (await call('GET', '/api/admin/training-centers')).json().data as Array<{
      TC_id: number;
      TC_Name: string;
      TP_id: number;
    }>;
    const jaipur = centers.find((center) => center.TC_Name.includes('Jaipur'))!;
    const before = (await call('GET', `/api/admin/people/${teacherId}`)).json().data;
    const move = () =>
      call('PATCH', `/api/admin/people/${teacherId}`, {
        payload: { trainingCenterId: jaipur.TC_id, trainingPartnerId: jaipur.TP_id },
      });
    const setStatus = (what: 'centers' | 'partners', id: number, status: 'A' | 'I') =>
      call('PATCH', `/api/organisation/${what}/${id}/status`, { payload: { status } });
    expect((await setStatus('centers', jaipur.TC_id, 'I')).statusCode).toBe(200);
    const toCenter = await move();
    expect(toCenter.statusCode).toBe(400);
    expect(toCenter.json().message).toBe(messages.admin.trainingCenterInactive);
    expect((await setStatus('centers', jaipur.TC_id, 'A')).statusCode).toBe(200);
    expect((await setStatus('partners', jaipur.TP_id, 'I')).statusCode).toBe(200);
    const toPartner = await move();
    expect(toPartner.statusCode).toBe(400);
    expect(toPartner.json().message).toBe(messages.admin.trainingPartnerInactive);
    expect((await setStatus('partners', jaipur.TP_id, 'A')).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/people/${teacherId}`)).json().data).toEqual(before);
  });

  it('gives a student any salutation staff may have, Prof among them (issue 28)', async () => {
    const studentId = await idOf('student@pathshala.example');
    const response = await call('PATCH', `/api/admin/people/${studentId}`, {
      payload: { salutation: 'Prof' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call('GET', `/api/admin/people/${studentId}`)).json().data.salutation).toBe('Prof');
    await call('PATCH', `/api/admin/people/${studentId}`, { payload: { salutation: null } });
  });

  it('refuses fields that do not fit the person, and bad values, with plain 400s', async () => {
    const studentId = await idOf('student@pathshala.example');
    const cases: Array<[number, object, string]> = [
      [studentId, { trainingCenterId: 1 }, 'Only teachers have a training center and partner'],
      [teacherId, { dob: '2000-01-01' }, 'Only students have a date of birth'],
      [studentId, { salutation: 'Sir' }, 'Salutation must be Mr, Ms, Mrs, Dr or Prof'],
      [studentId, { firstName: '   ' }, 'First name is required'],
      [studentId, { lastName: 'a\u0001b' }, 'Text must not contain control characters'],
      [studentId, { email: 'not-an-email' }, 'Please enter a valid email address'],
      [studentId, { dob: '2012-02-30' }, 'Date is not a real date'],
      [studentId, { currentYearId: 'abc' }, 'Current Year ID must be a number'],
    ];
    for (const [id, payload, message] of cases) {
      const response = await call('PATCH', `/api/admin/people/${id}`, { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect((await call('GET', `/api/admin/people/${studentId}`)).json().data.firstName).toBe('Aarav');
  });
});

describe('deactivate and reactivate', () => {
  it('a deactivated student cannot sign in, and their access and refresh tokens stop at once', async () => {
    const id = await idOf('kabir.singh@pathshala.example');
    const session = await login('kabir.singh@pathshala.example', 'Student@123');
    expect(session.statusCode).toBe(200);
    const token = session.json().token as string;
    const cookie = refreshCookie(session);
    expect((await call('GET', '/api/auth/verify', { token })).statusCode).toBe(200);

    const response = await call('POST', `/api/admin/people/${id}/deactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Account deactivated: its sign-ins have ended',
      data: { status: 'I' },
    });
    expect((await call('GET', '/api/auth/verify', { token })).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
    const again = await login('kabir.singh@pathshala.example', 'Student@123');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This account is not active. Please contact your administrator.');
    expect(await lastAudit('user.deactivate')).toMatchObject({ actorId: adminId, entityId: String(id) });

    const twice = await call('POST', `/api/admin/people/${id}/deactivate`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This account is already deactivated');

    const back = await call('POST', `/api/admin/people/${id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('A');
    expect(await lastAudit('user.reactivate')).toMatchObject({ actorId: adminId, entityId: String(id) });
    expect((await login('kabir.singh@pathshala.example', 'Student@123')).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/people/${id}/reactivate`)).statusCode).toBe(409);
    // The old sign-in stays ended: reactivating opens no session that was closed.
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('a deactivated teacher disappears from colleague searches', async () => {
    const id = await idOf('teacher2@pathshala.example');
    expect((await call('POST', `/api/admin/people/${id}/deactivate`)).statusCode).toBe(200);
    const found = await call('GET', '/api/teacher/colleagues?q=verma', { token: teacher });
    expect(found.json().data).toEqual([]);
    expect((await call('POST', `/api/admin/people/${id}/reactivate`)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/teacher/colleagues?q=verma', { token: teacher })).json().data,
    ).toHaveLength(1);
  });
});

describe('POST /api/admin/people/:id/reset-password', () => {
  it('gives a temporary password shown once; old password and sign-ins end; a change is forced', async () => {
    const id = await idOf('teacher3@pathshala.example');
    const before = await login('teacher3@pathshala.example', 'Teacher@123');
    const token = before.json().token as string;
    const cookie = refreshCookie(before);

    const response = await call('POST', `/api/admin/people/${id}/reset-password`);
    expect(response.statusCode, response.body).toBe(200);
    const { temporaryPassword } = response.json().data as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);

    expect((await call('GET', '/api/auth/verify', { token })).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await login('teacher3@pathshala.example', 'Teacher@123')).statusCode).toBe(401);
    const after = await login('teacher3@pathshala.example', temporaryPassword);
    expect(after.statusCode).toBe(200);
    expect(after.json().user.mustChangePassword).toBe(true);

    expect(await lastAudit('user.password_reset')).toMatchObject({ actorId: adminId, entityId: String(id) });
    const [mail] = await t.database.db
      .select()
      .from(mailQueue)
      .where(like(mailQueue.textBody, '%An administrator reset your password.%'))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    expect(mail?.toAddress).toBe('teacher3@pathshala.example');
    // The answer is the only place it is shown: reading the person again never answers it.
    expect((await call('GET', `/api/admin/people/${id}`)).body).not.toContain(temporaryPassword);
  });

  it('voids the reset links the person was mailed before: an older link no longer sets a password', async () => {
    const email = 'teacher2@pathshala.example';
    const id = await idOf(email);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email, userType: 'teacher' },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.toAddress, email), like(mailQueue.textBody, '%reset-password?token=%')))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    const token = new URL(resetLinkIn(mail!.textBody)).searchParams.get('token')!;
    const validate = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/validate-reset-token', payload: { token } });
    expect((await validate()).statusCode).toBe(200);

    const reset = await call('POST', `/api/admin/people/${id}/reset-password`);
    expect(reset.statusCode, reset.body).toBe(200);
    const { temporaryPassword } = reset.json().data as { temporaryPassword: string };

    expect((await validate()).json()).toEqual({ success: false, message: messages.reset.invalidToken });
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Linked@Later42' },
    });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ success: false, message: messages.reset.invalidToken });
    // The administrator's temporary password is the one that stands.
    expect((await login(email, 'Linked@Later42')).statusCode).toBe(401);
    expect((await login(email, temporaryPassword)).statusCode).toBe(200);
  });
});
