import { type CurriculumTree, curriculumEditorMessages as m } from '@pathshala/contracts';
import { auditLog, courses, curricula } from '@pathshala/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

type Account = 'student' | 'teacher1' | 'admin';

let t: TestApp;
const tokens = {} as Record<Account, string>;
/** The demo's two curricula and the first Science course, concept and subconcept. */
const demo = {} as Record<'science' | 'maths' | 'course' | 'concept' | 'subconcept', number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['student', 'teacher1', 'admin'] as const) {
    tokens[account] = (await t.login(account)).token;
  }
  const rows = await t.ctx.db.select().from(curricula);
  demo.science = rows.find((row) => row.name === 'Class 8 Science')!.id;
  demo.maths = rows.find((row) => row.name === 'Class 8 Mathematics')!.id;
  const tree = (await call('admin', 'GET', `/api/curriculum/curricula/${demo.science}`)).body
    .data as CurriculumTree;
  demo.course = tree.courses[0]!.id;
  demo.concept = tree.courses[0]!.concepts[0]!.id;
  demo.subconcept = tree.courses[0]!.concepts[0]!.subconcepts[0]!.id;
});
afterAll(async () => t?.close());

async function call(
  account: Account | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: account ? { authorization: `Bearer ${tokens[account]}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  call('admin', method, url, payload);

async function tree(curriculumId: number): Promise<CurriculumTree> {
  const { status, body } = await admin('GET', `/api/curriculum/curricula/${curriculumId}`);
  expect(status).toBe(200);
  return body.data;
}

async function lastAudit() {
  const [row] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

/** A fresh curriculum of its own for a test, so tests do not lean on each other. */
async function newCurriculum(name: string) {
  const { status, body } = await admin('POST', '/api/curriculum/curricula', { name });
  expect(status).toBe(200);
  return body.data.id as number;
}
async function newChild(path: string, name: string, extra: object = {}) {
  const { status, body } = await admin('POST', path, { name, ...extra });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id as number;
}

describe(`who may edit the curriculum (${testDriver})`, () => {
  const calls = (): Array<[string, 'GET' | 'POST' | 'PATCH', string, unknown?]> => [
    ['list', 'GET', '/api/curriculum/curricula'],
    ['tree', 'GET', `/api/curriculum/curricula/${demo.science}`],
    ['createCurriculum', 'POST', '/api/curriculum/curricula', { name: 'X' }],
    ['updateCurriculum', 'PATCH', `/api/curriculum/curricula/${demo.science}`, { name: 'X' }],
    ['retireCurriculum', 'POST', `/api/curriculum/curricula/${demo.science}/retire`],
    ['restoreCurriculum', 'POST', `/api/curriculum/curricula/${demo.science}/restore`],
    ['createCourse', 'POST', `/api/curriculum/curricula/${demo.science}/courses`, { name: 'X' }],
    ['reorderCourses', 'PATCH', `/api/curriculum/curricula/${demo.science}/course-order`, { ids: [] }],
    ['updateCourse', 'PATCH', `/api/curriculum/courses/${demo.course}`, { name: 'X' }],
    ['retireCourse', 'POST', `/api/curriculum/courses/${demo.course}/retire`],
    ['restoreCourse', 'POST', `/api/curriculum/courses/${demo.course}/restore`],
    ['createConcept', 'POST', `/api/curriculum/courses/${demo.course}/concepts`, { name: 'X' }],
    ['reorderConcepts', 'PATCH', `/api/curriculum/courses/${demo.course}/concept-order`, { ids: [] }],
    ['updateConcept', 'PATCH', `/api/curriculum/concepts/${demo.concept}`, { name: 'X' }],
    ['retireConcept', 'POST', `/api/curriculum/concepts/${demo.concept}/retire`],
    ['restoreConcept', 'POST', `/api/curriculum/concepts/${demo.concept}/restore`],
    ['createSubconcept', 'POST', `/api/curriculum/concepts/${demo.concept}/subconcepts`, { name: 'X' }],
    ['reorderSubconcepts', 'PATCH', `/api/curriculum/concepts/${demo.concept}/subconcept-order`, { ids: [] }],
    ['updateSubconcept', 'PATCH', `/api/curriculum/subconcepts/${demo.subconcept}`, { name: 'X' }],
    ['retireSubconcept', 'POST', `/api/curriculum/subconcepts/${demo.subconcept}/retire`],
    ['restoreSubconcept', 'POST', `/api/curriculum/subconcepts/${demo.subconcept}/restore`],
  ];

  it('refuses every call without a token (401), to a student and to a teacher (403), and changes nothing', async () => {
    const before = await tree(demo.science);
    const audits = (await lastAudit()).id;
    for (const [name, method, url, payload] of calls()) {
      expect((await call(null, method, url, payload)).status, `${name} without a token`).toBe(401);
      expect((await call('student', method, url, payload)).status, `${name} as a student`).toBe(403);
      expect((await call('teacher1', method, url, payload)).status, `${name} as a teacher`).toBe(403);
    }
    expect(await tree(demo.science)).toEqual(before);
    expect((await lastAudit()).id).toBe(audits);
  });

  it('answers 404 for unknown ids at every level', async () => {
    const unknown = 999_999;
    const cases: Array<['GET' | 'POST' | 'PATCH', string, unknown?, string?]> = [
      ['GET', `/api/curriculum/curricula/${unknown}`, undefined, m.notFound('curriculum')],
      ['PATCH', `/api/curriculum/curricula/${unknown}`, { name: 'X' }, m.notFound('curriculum')],
      ['POST', `/api/curriculum/curricula/${unknown}/retire`, undefined, m.notFound('curriculum')],
      ['POST', `/api/curriculum/curricula/${unknown}/restore`, undefined, m.notFound('curriculum')],
      ['POST', `/api/curriculum/curricula/${unknown}/courses`, { name: 'X' }, m.notFound('curriculum')],
      ['PATCH', `/api/curriculum/curricula/${unknown}/course-order`, { ids: [] }, m.notFound('curriculum')],
      ['PATCH', `/api/curriculum/courses/${unknown}`, { name: 'X' }, m.notFound('course')],
      ['POST', `/api/curriculum/courses/${unknown}/retire`, undefined, m.notFound('course')],
      ['POST', `/api/curriculum/courses/${unknown}/restore`, undefined, m.notFound('course')],
      ['POST', `/api/curriculum/courses/${unknown}/concepts`, { name: 'X' }, m.notFound('course')],
      ['PATCH', `/api/curriculum/courses/${unknown}/concept-order`, { ids: [] }, m.notFound('course')],
      ['PATCH', `/api/curriculum/concepts/${unknown}`, { name: 'X' }, m.notFound('concept')],
      ['POST', `/api/curriculum/concepts/${unknown}/retire`, undefined, m.notFound('concept')],
      ['POST', `/api/curriculum/concepts/${unknown}/restore`, undefined, m.notFound('concept')],
      ['POST', `/api/curriculum/concepts/${unknown}/subconcepts`, { name: 'X' }, m.notFound('concept')],
      ['PATCH', `/api/curriculum/concepts/${unknown}/subconcept-order`, { ids: [] }, m.notFound('concept')],
      ['PATCH', `/api/curriculum/subconcepts/${unknown}`, { name: 'X' }, m.notFound('subconcept')],
      ['POST', `/api/curriculum/subconcepts/${unknown}/retire`, undefined, m.notFound('subconcept')],
      ['POST', `/api/curriculum/subconcepts/${unknown}/restore`, undefined, m.notFound('subconcept')],
    ];
    for (const [method, url, payload, message] of cases) {
      expect(await admin(method, url, payload), `${method} ${url}`).toEqual({
        status: 404,
        body: { success: false, message },
      });
    }
  });

  it.each(['0', 'abc', '-1', '99999999999'])('answers 400 for the id %s', async (id) => {
    expect((await admin('GET', `/api/curriculum/curricula/${id}`)).status).toBe(400);
    expect((await admin('POST', `/api/curriculum/subconcepts/${id}/retire`)).status).toBe(400);
  });
});

describe(`GET /api/curriculum/curricula (${testDriver})`, () => {
  it('lists live curricula by name with counts of live courses, concepts, subconcepts and cohorts', async () => {
    const { status, body } = await admin('GET', '/api/curriculum/curricula');
    expect(status).toBe(200);
    const demoRows = body.data.items.filter((row: { name: string }) => row.name.startsWith('Class 8'));
    expect(demoRows).toEqual([
      expect.objectContaining({
        id: demo.maths,
        name: 'Class 8 Mathematics',
        retiredAt: null,
        courseCount: 2,
        conceptCount: 4,
        subconceptCount: 8,
        cohortCount: 2,
      }),
      expect.objectContaining({ id: demo.science, name: 'Class 8 Science', cohortCount: 1, courseCount: 2 }),
    ]);
    expect(body.data).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('pages, filters live / retired / all, and refuses a bad flag or page size', async () => {
    const id = await newCurriculum('Listing: Retired Soon');
    expect((await admin('POST', `/api/curriculum/curricula/${id}/retire`)).status).toBe(200);
    const names = async (query: string) =>
      (await admin('GET', `/api/curriculum/curricula?${query}`)).body.data.items.map(
        (row: { name: string }) => row.name,
      );
    expect(await names('status=live')).not.toContain('Listing: Retired Soon');
    expect(await names('status=retired')).toContain('Listing: Retired Soon');
    expect(await names('status=all')).toEqual(
      expect.arrayContaining(['Listing: Retired Soon', 'Class 8 Science']),
    );
    const page = (await admin('GET', '/api/curriculum/curricula?status=all&pageSize=1&page=2')).body.data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(await admin('GET', '/api/curriculum/curricula?status=gone')).toEqual({
      status: 400,
      body: { success: false, message: m.statusInvalid },
    });
    expect((await admin('GET', '/api/curriculum/curricula?pageSize=0')).body.message).toBe(m.pageSizeInvalid);
    expect((await admin('GET', '/api/curriculum/curricula?pageSize=101')).status).toBe(400);
  });
});

describe(`creating and editing (${testDriver})`, () => {
  it('builds a curriculum with courses, concepts and subconcepts, in order, and audits each', async () => {
    const created = await admin('POST', '/api/curriculum/curricula', {
      name: '  Class 9 Geography ',
      description: 'Maps and rivers',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Class 9 Geography',
      description: 'Maps and rivers',
      retiredAt: null,
    });
    const curriculumId = created.body.data.id;
    expect(await lastAudit()).toMatchObject({
      action: 'curriculum.create',
      entityType: 'curriculum',
      entityId: String(curriculumId),
      actorId: expect.any(Number),
    });

    const maps = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Maps');
    const rivers = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Rivers');
    expect(await lastAudit()).toMatchObject({ action: 'curriculum.create', entityType: 'course' });
    const scale = await newChild(`/api/curriculum/courses/${maps}/concepts`, 'Scale');
    const sub = await admin('POST', `/api/curriculum/concepts/${scale}/subconcepts`, {
      name: 'Ratio scales',
      description: '1 : 50 000 and what it means',
      durationSeconds: 900,
    });
    expect(sub.body.data).toMatchObject({ conceptId: scale, position: 0, durationSeconds: 900 });
    const noDuration = await admin('POST', `/api/curriculum/concepts/${scale}/subconcepts`, {
      name: 'Bar scales',
    });
    expect(noDuration.body.data).toMatchObject({ position: 1, durationSeconds: 0, description: null });

    const built = await tree(curriculumId);
    expect(built.curriculum).toMatchObject({ name: 'Class 9 Geography', cohorts: [] });
    expect(built.courses.map((course) => [course.id, course.position])).toEqual([
      [maps, 0],
      [rivers, 1],
    ]);
    expect(built.courses[0]!.concepts[0]).toMatchObject({ name: 'Scale', contentCount: 0 });
    expect(
      built.courses[0]!.concepts[0]!.subconcepts.map((s) => [s.name, s.durationSeconds, s.contentCount]),
    ).toEqual([
      ['Ratio scales', 900, 0],
      ['Bar scales', 0, 0],
    ]);
  });

  it("counts each concept's and subconcept's live content", async () => {
    const science = await tree(demo.science);
    const concept = science.courses[0]!.concepts[0]!;
    expect(concept.contentCount).toBe(0); // the demo's content hangs on subconcepts
    expect(concept.subconcepts.every((s) => s.contentCount >= 1)).toBe(true);
  });

  it('refuses a duplicate name among live siblings (any case) with 409 naming the item and its parent', async () => {
    const curriculumId = await newCurriculum('Duplicates');
    expect(await admin('POST', '/api/curriculum/curricula', { name: 'DUPLICATES' })).toEqual({
      status: 409,
      body: { success: false, message: m.duplicateName('curriculum', 'DUPLICATES') },
    });
    const course = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Number Games');
    expect(
      await admin('POST', `/api/curriculum/curricula/${curriculumId}/courses`, { name: 'number GAMES' }),
    ).toEqual({
      status: 409,
      body: {
        success: false,
        message: "A course named 'number GAMES' already exists in curriculum 'Duplicates'",
      },
    });
    // The same name under another parent is fine.
    await newChild(`/api/curriculum/curricula/${demo.maths}/courses`, 'Number Games');
    const concept = await newChild(`/api/curriculum/courses/${course}/concepts`, 'Equations');
    expect(
      (await admin('POST', `/api/curriculum/courses/${course}/concepts`, { name: 'EQUATIONS' })).body.message,
    ).toBe("A concept named 'EQUATIONS' already exists in course 'Number Games'");
    await newChild(`/api/curriculum/concepts/${concept}/subconcepts`, 'Linear');
    const quadratic = await newChild(`/api/curriculum/concepts/${concept}/subconcepts`, 'Quadratic');
    expect(await admin('PATCH', `/api/curriculum/subconcepts/${quadratic}`, { name: 'linear' })).toEqual({
      status: 409,
      body: { success: false, message: "A subconcept named 'linear' already exists in concept 'Equations'" },
    });
  });

  it('edits only the fields sent, clears a description with an empty text, and audits the change', async () => {
    const curriculumId = await newCurriculum('Editing');
    const course = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Poetry', {
      description: 'Old words',
    });
    const renamed = await admin('PATCH', `/api/curriculum/courses/${course}`, { name: 'Poems' });
    expect(renamed.body.data).toMatchObject({ name: 'Poems', description: 'Old words' });
    expect(await lastAudit()).toMatchObject({
      action: 'curriculum.update',
      entityType: 'course',
      details: { name: 'Poems', previousName: 'Poetry', changed: ['name'], parentId: curriculumId },
    });
    const cleared = await admin('PATCH', `/api/curriculum/courses/${course}`, { description: '' });
    expect(cleared.body.data).toMatchObject({ name: 'Poems', description: null });
    const concept = await newChild(`/api/curriculum/courses/${course}/concepts`, 'Rhyme');
    const sub = await newChild(`/api/curriculum/concepts/${concept}/subconcepts`, 'Couplets', {
      durationSeconds: 60,
    });
    const timed = await admin('PATCH', `/api/curriculum/subconcepts/${sub}`, { durationSeconds: 1200 });
    expect(timed.body.data).toMatchObject({ name: 'Couplets', durationSeconds: 1200 });
    const curriculum = await admin('PATCH', `/api/curriculum/curricula/${curriculumId}`, {
      description: 'Verse',
    });
    expect(curriculum.body.data).toMatchObject({ name: 'Editing', description: 'Verse' });
    const conceptEdit = await admin('PATCH', `/api/curriculum/concepts/${concept}`, {
      name: 'Rhyme and metre',
    });
    expect(conceptEdit.body.data).toMatchObject({ name: 'Rhyme and metre', courseId: course });
  });

  it('answers 400 with a plain message for missing or bad fields, and stores nothing', async () => {
    const curriculumId = await newCurriculum('Bad Input');
    const course = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Course');
    const concept = await newChild(`/api/curriculum/courses/${course}/concepts`, 'Concept');
    const cases: Array<[string, 'POST' | 'PATCH', unknown, string]> = [
      ['/api/curriculum/curricula', 'POST', {}, m.nameRequired('curriculum')],
      ['/api/curriculum/curricula', 'POST', { name: '   ' }, m.nameRequired('curriculum')],
      ['/api/curriculum/curricula', 'POST', { name: 42 }, m.nameRequired('curriculum')],
      ['/api/curriculum/curricula', 'POST', { name: 'x'.repeat(201) }, m.nameTooLong],
      ['/api/curriculum/curricula', 'POST', { name: 'Two\nlines' }, m.nameOneLine],
      [
        '/api/curriculum/curricula',
        'POST',
        { name: 'Bell\u0007' },
        'Text must not contain control characters',
      ],
      [
        '/api/curriculum/curricula',
        'POST',
        { name: 'Long', description: 'd'.repeat(2001) },
        m.descriptionInvalid,
      ],
      ['/api/curriculum/curricula', 'POST', { name: 'Typed', description: 5 }, m.descriptionInvalid],
      [`/api/curriculum/curricula/${curriculumId}/courses`, 'POST', {}, m.nameRequired('course')],
      [`/api/curriculum/courses/${course}/concepts`, 'POST', { name: '' }, m.nameRequired('concept')],
      [`/api/curriculum/concepts/${concept}/subconcepts`, 'POST', {}, m.nameRequired('subconcept')],
      [
        `/api/curriculum/concepts/${concept}/subconcepts`,
        'POST',
        { name: 'S', durationSeconds: -1 },
        m.durationInvalid,
      ],
      [
        `/api/curriculum/concepts/${concept}/subconcepts`,
        'POST',
        { name: 'S', durationSeconds: 1.5 },
        m.durationInvalid,
      ],
      [
        `/api/curriculum/concepts/${concept}/subconcepts`,
        'POST',
        { name: 'S', durationSeconds: '60' },
        m.durationInvalid,
      ],
      [
        `/api/curriculum/concepts/${concept}/subconcepts`,
        'POST',
        { name: 'S', durationSeconds: 360_001 },
        m.durationInvalid,
      ],
      [`/api/curriculum/courses/${course}`, 'PATCH', {}, m.nothingToChange],
      [`/api/curriculum/courses/${course}`, 'PATCH', { name: '' }, m.nameRequired('course')],
      [`/api/curriculum/curricula/${curriculumId}/course-order`, 'PATCH', {}, m.idsInvalid],
      [`/api/curriculum/curricula/${curriculumId}/course-order`, 'PATCH', { ids: 'all' }, m.idsInvalid],
    ];
    const audits = (await lastAudit()).id;
    for (const [url, method, payload, message] of cases) {
      expect(await admin(method, url, payload), `${method} ${url} ${JSON.stringify(payload)}`).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
    expect((await lastAudit()).id).toBe(audits);
    expect((await tree(curriculumId)).courses[0]!.concepts[0]!.subconcepts).toEqual([]);
  });
});

describe(`reordering (${testDriver})`, () => {
  it("puts a parent's live children in the order given and audits it", async () => {
    const curriculumId = await newCurriculum('Reordering');
    const [a, b, c] = [
      await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'A'),
      await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'B'),
      await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'C'),
    ];
    const moved = await admin('PATCH', `/api/curriculum/curricula/${curriculumId}/course-order`, {
      ids: [c, a, b],
    });
    expect(moved).toEqual({
      status: 200,
      body: { success: true, message: m.reordered, data: { ids: [c, a, b] } },
    });
    expect((await tree(curriculumId)).courses.map((course) => course.name)).toEqual(['C', 'A', 'B']);
    expect(await lastAudit()).toMatchObject({
      action: 'curriculum.reorder',
      entityType: 'curriculum',
      entityId: String(curriculumId),
      details: { reordered: 'course', ids: [c, a, b] },
    });

    const concepts = [
      await newChild(`/api/curriculum/courses/${a}/concepts`, 'One'),
      await newChild(`/api/curriculum/courses/${a}/concepts`, 'Two'),
    ];
    expect(
      (await admin('PATCH', `/api/curriculum/courses/${a}/concept-order`, { ids: [...concepts].reverse() }))
        .status,
    ).toBe(200);
    const subs = [
      await newChild(`/api/curriculum/concepts/${concepts[0]}/subconcepts`, 'x'),
      await newChild(`/api/curriculum/concepts/${concepts[0]}/subconcepts`, 'y'),
    ];
    expect(
      (
        await admin('PATCH', `/api/curriculum/concepts/${concepts[0]}/subconcept-order`, {
          ids: [...subs].reverse(),
        })
      ).status,
    ).toBe(200);
    const course = (await tree(curriculumId)).courses.find((row) => row.id === a)!;
    expect(course.concepts.map((row) => row.name)).toEqual(['Two', 'One']);
    expect(course.concepts[1]!.subconcepts.map((row) => row.name)).toEqual(['y', 'x']);
  });

  it('refuses (400) an order that misses, repeats or adds a child, or moves in one of another parent', async () => {
    const curriculumId = await newCurriculum('Reorder Refusals');
    const a = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'A');
    const b = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'B');
    const retired = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Retired');
    await admin('POST', `/api/curriculum/courses/${retired}/retire`);
    const url = `/api/curriculum/curricula/${curriculumId}/course-order`;
    const refusal = {
      status: 400,
      body: { success: false, message: m.reorderMismatch('curriculum', 'Reorder Refusals') },
    };
    expect(await admin('PATCH', url, { ids: [a] })).toEqual(refusal);
    expect(await admin('PATCH', url, { ids: [a, b, a] })).toEqual(refusal);
    expect(await admin('PATCH', url, { ids: [a, a] })).toEqual(refusal);
    expect(await admin('PATCH', url, { ids: [a, b, retired] })).toEqual(refusal);
    expect(await admin('PATCH', url, { ids: [a, b, 999_999] })).toEqual(refusal);
    // A course of another curriculum in place of one of its own.
    expect(await admin('PATCH', url, { ids: [a, demo.course] })).toEqual(refusal);
    expect(await admin('PATCH', url, { ids: [a, b, demo.course] })).toEqual(refusal);
    // A concept of another course offered as a child of this one.
    const other = (await tree(demo.science)).courses[1]!.concepts[0]!.id;
    const concept = await newChild(`/api/curriculum/courses/${a}/concepts`, 'Mine');
    expect(
      (await admin('PATCH', `/api/curriculum/courses/${a}/concept-order`, { ids: [other, concept] })).status,
    ).toBe(400);
    expect((await tree(curriculumId)).courses.map((course) => course.name)).toEqual(['A', 'B', 'Retired']);
  });
});

describe(`retiring and restoring (${testDriver})`, () => {
  it('retires an item (shown retired, last, in the tree), refuses it twice, and audits it', async () => {
    const curriculumId = await newCurriculum('Retiring');
    const first = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'First');
    await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Second');
    const retired = await admin('POST', `/api/curriculum/courses/${first}/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body.data.retiredAt).toBe(t.clock.now().toISOString());
    expect(await lastAudit()).toMatchObject({
      action: 'curriculum.retire',
      entityType: 'course',
      entityId: String(first),
      details: { name: 'First', parentId: curriculumId },
    });
    const courses = (await tree(curriculumId)).courses;
    expect(courses.map((course) => [course.name, course.retiredAt !== null])).toEqual([
      ['Second', false],
      ['First', true],
    ]);
    expect(await admin('POST', `/api/curriculum/courses/${first}/retire`)).toEqual({
      status: 409,
      body: { success: false, message: m.alreadyRetired('course', 'First') },
    });
    const listed = (await admin('GET', '/api/curriculum/curricula')).body.data.items.find(
      (row: { id: number }) => row.id === curriculumId,
    );
    expect(listed.courseCount).toBe(1);
  });

  it('frees the name of a retired item, refuses to bring it back while a live sibling holds the name, then restores it last', async () => {
    const curriculumId = await newCurriculum('Restoring');
    const old = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Chemistry');
    await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Physics');
    await admin('POST', `/api/curriculum/courses/${old}/retire`);
    const replacement = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'CHEMISTRY');
    expect(await admin('POST', `/api/curriculum/courses/${old}/restore`)).toEqual({
      status: 409,
      body: { success: false, message: m.restoreDuplicate('course', 'Chemistry', 'curriculum', 'Restoring') },
    });
    expect(
      await admin('PATCH', `/api/curriculum/courses/${replacement}`, { name: 'Chemistry II' }),
    ).toMatchObject({
      status: 200,
    });
    const restored = await admin('POST', `/api/curriculum/courses/${old}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ retiredAt: null, position: 3 });
    expect(await lastAudit()).toMatchObject({ action: 'curriculum.restore', entityType: 'course' });
    expect((await tree(curriculumId)).courses.map((course) => course.name)).toEqual([
      'Physics',
      'Chemistry II',
      'Chemistry',
    ]);
    expect(await admin('POST', `/api/curriculum/courses/${old}/restore`)).toEqual({
      status: 409,
      body: { success: false, message: m.notRetired('course', 'Chemistry') },
    });
  });

  it('refuses to add under a retired parent, and retires and restores concepts and subconcepts', async () => {
    const curriculumId = await newCurriculum('Nested Retiring');
    const course = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Course');
    const concept = await newChild(`/api/curriculum/courses/${course}/concepts`, 'Concept');
    const sub = await newChild(`/api/curriculum/concepts/${concept}/subconcepts`, 'Sub');
    expect(
      (await admin('POST', `/api/curriculum/subconcepts/${sub}/retire`)).body.data.retiredAt,
    ).not.toBeNull();
    expect((await admin('POST', `/api/curriculum/concepts/${concept}/retire`)).status).toBe(200);
    expect(await admin('POST', `/api/curriculum/concepts/${concept}/subconcepts`, { name: 'New' })).toEqual({
      status: 409,
      body: { success: false, message: m.parentRetired('concept', 'Concept') },
    });
    // A retired item can still be edited and, under a retired parent, brought back (hidden until the parent is).
    expect((await admin('PATCH', `/api/curriculum/subconcepts/${sub}`, { name: 'Sub renamed' })).status).toBe(
      200,
    );
    expect(
      (await admin('POST', `/api/curriculum/subconcepts/${sub}/restore`)).body.data.retiredAt,
    ).toBeNull();
    expect(
      (await admin('POST', `/api/curriculum/concepts/${concept}/restore`)).body.data.retiredAt,
    ).toBeNull();
    expect((await tree(curriculumId)).courses[0]!.concepts[0]!.subconcepts[0]).toMatchObject({
      name: 'Sub renamed',
      retiredAt: null,
    });
  });

  it('refuses to retire a curriculum cohorts study, naming them; retires and restores one nobody studies', async () => {
    expect(await admin('POST', `/api/curriculum/curricula/${demo.maths}/retire`)).toEqual({
      status: 409,
      body: {
        success: false,
        message: m.curriculumInUse('Class 8 Mathematics', ['Class 8A Mathematics', 'Class 8 Mathematics']),
      },
    });
    expect((await admin('POST', `/api/curriculum/curricula/${demo.science}/retire`)).body.message).toContain(
      "cohort 'Class 8A Science'",
    );
    const [row] = await t.ctx.db.select().from(curricula).where(eq(curricula.id, demo.science));
    expect(row!.retiredAt).toBeNull();

    const unused = await newCurriculum('Unused');
    expect((await admin('POST', `/api/curriculum/curricula/${unused}/retire`)).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'curriculum.retire', entityType: 'curriculum' });
    // Its name is free for a new curriculum; bringing the old one back is then refused.
    const successor = await newCurriculum('unused');
    expect(await admin('POST', `/api/curriculum/curricula/${unused}/restore`)).toEqual({
      status: 409,
      body: { success: false, message: m.restoreDuplicate('curriculum', 'Unused') },
    });
    expect((await admin('POST', `/api/curriculum/curricula/${successor}/retire`)).status).toBe(200);
    expect((await admin('POST', `/api/curriculum/curricula/${unused}/restore`)).body.data).toMatchObject({
      name: 'Unused',
      retiredAt: null,
    });
  });

  it('keeps every row: retiring stamps retiredAt and deletes nothing', async () => {
    const curriculumId = await newCurriculum('Nothing Deleted');
    const course = await newChild(`/api/curriculum/curricula/${curriculumId}/courses`, 'Kept');
    await admin('POST', `/api/curriculum/courses/${course}/retire`);
    const rows = await t.ctx.db
      .select()
      .from(courses)
      .where(and(eq(courses.curriculumId, curriculumId)))
      .orderBy(asc(courses.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.retiredAt).toEqual(t.clock.now());
  });
});
