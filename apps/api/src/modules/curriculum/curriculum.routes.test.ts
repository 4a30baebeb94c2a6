import { api, type CurriculumTree, type Endpoint, curriculumEditorMessages as m } from '@pathshala/contracts';
import { auditLog, courses, curricula } from '@pathshala/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller, outcome } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

let t: TestApp;
let call: ApiCall;
const cu = api.curriculum;
/** The demo's two curricula and the first Science course, concept and subconcept. */
const demo = {} as Record<'science' | 'maths' | 'course' | 'concept' | 'subconcept', number>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  const rows = await t.ctx.db.select().from(curricula);
  demo.science = rows.find((row) => row.name === 'Class 8 Science')!.id;
  demo.maths = rows.find((row) => row.name === 'Class 8 Mathematics')!.id;
  const tree = (await call(cu.tree, { as: 'admin', params: { curriculumId: demo.science } })).body.data;
  demo.course = tree.courses[0]!.id;
  demo.concept = tree.courses[0]!.concepts[0]!.id;
  demo.subconcept = tree.courses[0]!.concepts[0]!.subconcepts[0]!.id;
});
afterAll(async () => t?.close());

async function tree(curriculumId: number): Promise<CurriculumTree> {
  const { status, body } = await call(cu.tree, { as: 'admin', params: { curriculumId } });
  expect(status).toBe(200);
  return body.data;
}

async function lastAudit() {
  const [row] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

/** A fresh curriculum of its own for a test, so tests do not lean on each other. */
async function newCurriculum(name: string) {
  const { status, body } = await call(cu.createCurriculum, { as: 'admin', body: { name } });
  expect(status).toBe(200);
  return body.data.id;
}
/** A new course, concept or subconcept: `create` is the call that adds one under its parent. */
async function newChild(create: Endpoint, params: object, name: string, extra: object = {}) {
  const { status, body } = await call(create, { as: 'admin', params, body: { name, ...extra } });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { data?: { id: number } }).data!.id;
}

describe(`who may edit the curriculum (${testDriver})`, () => {
  const calls = (): Array<[Endpoint, object, unknown?]> => [
    [cu.list, {}],
    [cu.tree, { curriculumId: demo.science }],
    [cu.createCurriculum, {}, { name: 'X' }],
    [cu.updateCurriculum, { curriculumId: demo.science }, { name: 'X' }],
    [cu.retireCurriculum, { curriculumId: demo.science }],
    [cu.restoreCurriculum, { curriculumId: demo.science }],
    [cu.createCourse, { curriculumId: demo.science }, { name: 'X' }],
    [cu.reorderCourses, { curriculumId: demo.science }, { ids: [] }],
    [cu.updateCourse, { courseId: demo.course }, { name: 'X' }],
    [cu.retireCourse, { courseId: demo.course }],
    [cu.restoreCourse, { courseId: demo.course }],
    [cu.createConcept, { courseId: demo.course }, { name: 'X' }],
    [cu.reorderConcepts, { courseId: demo.course }, { ids: [] }],
    [cu.updateConcept, { conceptId: demo.concept }, { name: 'X' }],
    [cu.retireConcept, { conceptId: demo.concept }],
    [cu.restoreConcept, { conceptId: demo.concept }],
    [cu.createSubconcept, { conceptId: demo.concept }, { name: 'X' }],
    [cu.reorderSubconcepts, { conceptId: demo.concept }, { ids: [] }],
    [cu.updateSubconcept, { subconceptId: demo.subconcept }, { name: 'X' }],
    [cu.retireSubconcept, { subconceptId: demo.subconcept }],
    [cu.restoreSubconcept, { subconceptId: demo.subconcept }],
  ];

  it('refuses every call without a token (401), to a student and to a teacher (403), and changes nothing', async () => {
    const before = await tree(demo.science);
    const audits = (await lastAudit()).id;
    for (const [endpoint, params, body] of calls()) {
      const name = `${endpoint.method} ${endpoint.path}`;
      expect((await call(endpoint, { as: null, params, body })).status, `${name} without a token`).toBe(401);
      expect((await call(endpoint, { as: 'student', params, body })).status, `${name} as a student`).toBe(
        403,
      );
      expect((await call(endpoint, { as: 'teacher1', params, body })).status, `${name} as a teacher`).toBe(
        403,
      );
    }
    expect(await tree(demo.science)).toEqual(before);
    expect((await lastAudit()).id).toBe(audits);
  });

  it('answers 404 for unknown ids at every level', async () => {
    const unknown = 999_999;
    const cases: Array<[Endpoint, object, unknown, string]> = [
      [cu.tree, { curriculumId: unknown }, undefined, m.notFound('curriculum')],
      [cu.updateCurriculum, { curriculumId: unknown }, { name: 'X' }, m.notFound('curriculum')],
      [cu.retireCurriculum, { curriculumId: unknown }, undefined, m.notFound('curriculum')],
      [cu.restoreCurriculum, { curriculumId: unknown }, undefined, m.notFound('curriculum')],
      [cu.createCourse, { curriculumId: unknown }, { name: 'X' }, m.notFound('curriculum')],
      [cu.reorderCourses, { curriculumId: unknown }, { ids: [] }, m.notFound('curriculum')],
      [cu.updateCourse, { courseId: unknown }, { name: 'X' }, m.notFound('course')],
      [cu.retireCourse, { courseId: unknown }, undefined, m.notFound('course')],
      [cu.restoreCourse, { courseId: unknown }, undefined, m.notFound('course')],
      [cu.createConcept, { courseId: unknown }, { name: 'X' }, m.notFound('course')],
      [cu.reorderConcepts, { courseId: unknown }, { ids: [] }, m.notFound('course')],
      [cu.updateConcept, { conceptId: unknown }, { name: 'X' }, m.notFound('concept')],
      [cu.retireConcept, { conceptId: unknown }, undefined, m.notFound('concept')],
      [cu.restoreConcept, { conceptId: unknown }, undefined, m.notFound('concept')],
      [cu.createSubconcept, { conceptId: unknown }, { name: 'X' }, m.notFound('concept')],
      [cu.reorderSubconcepts, { conceptId: unknown }, { ids: [] }, m.notFound('concept')],
      [cu.updateSubconcept, { subconceptId: unknown }, { name: 'X' }, m.notFound('subconcept')],
      [cu.retireSubconcept, { subconceptId: unknown }, undefined, m.notFound('subconcept')],
      [cu.restoreSubconcept, { subconceptId: unknown }, undefined, m.notFound('subconcept')],
    ];
    for (const [endpoint, params, body, message] of cases) {
      expect(outcome(await call(endpoint, { as: 'admin', params, body })), endpoint.path).toEqual({
        status: 404,
        body: { success: false, message },
      });
    }
  });

  it.each(['0', 'abc', '-1', '99999999999'])('answers 400 for the id %s', async (id) => {
    expect((await call(cu.tree, { as: 'admin', params: { curriculumId: id } })).status).toBe(400);
    expect((await call(cu.retireSubconcept, { as: 'admin', params: { subconceptId: id } })).status).toBe(400);
  });
});

describe(`GET /api/curriculum/curricula (${testDriver})`, () => {
  it('lists live curricula by name with counts of live courses, concepts, subconcepts and cohorts', async () => {
    const { status, body } = await call(cu.list, { as: 'admin' });
    expect(status).toBe(200);
    const demoRows = body.data.items.filter((row) => row.name.startsWith('Class 8'));
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
    expect((await call(cu.retireCurriculum, { as: 'admin', params: { curriculumId: id } })).status).toBe(200);
    const list = (query: Record<string, string | number>) => call(cu.list, { as: 'admin', query });
    const names = async (status: string) => (await list({ status })).body.data.items.map((row) => row.name);
    expect(await names('live')).not.toContain('Listing: Retired Soon');
    expect(await names('retired')).toContain('Listing: Retired Soon');
    expect(await names('all')).toEqual(expect.arrayContaining(['Listing: Retired Soon', 'Class 8 Science']));
    const page = (await list({ status: 'all', pageSize: 1, page: 2 })).body.data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(outcome(await list({ status: 'gone' }))).toEqual({
      status: 400,
      body: { success: false, message: m.statusInvalid },
    });
    expect((await list({ pageSize: 0 })).body.message).toBe(m.pageSizeInvalid);
    expect((await list({ pageSize: 101 })).status).toBe(400);
  });
});

describe(`creating and editing (${testDriver})`, () => {
  it('builds a curriculum with courses, concepts and subconcepts, in order, and audits each', async () => {
    const created = await call(cu.createCurriculum, {
      as: 'admin',
      body: {
        name: '  Class 9 Geography ',
        description: 'Maps and rivers',
      },
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

    const maps = await newChild(cu.createCourse, { curriculumId }, 'Maps');
    const rivers = await newChild(cu.createCourse, { curriculumId }, 'Rivers');
    expect(await lastAudit()).toMatchObject({ action: 'curriculum.create', entityType: 'course' });
    const scale = await newChild(cu.createConcept, { courseId: maps }, 'Scale');
    const sub = await call(cu.createSubconcept, {
      as: 'admin',
      params: { conceptId: scale },
      body: {
        name: 'Ratio scales',
        description: '1 : 50 000 and what it means',
        durationSeconds: 900,
      },
    });
    expect(sub.body.data).toMatchObject({ conceptId: scale, position: 0, durationSeconds: 900 });
    const noDuration = await call(cu.createSubconcept, {
      as: 'admin',
      params: { conceptId: scale },
      body: {
        name: 'Bar scales',
      },
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
    expect(outcome(await call(cu.createCurriculum, { as: 'admin', body: { name: 'DUPLICATES' } }))).toEqual({
      status: 409,
      body: { success: false, message: m.duplicateName('curriculum', 'DUPLICATES') },
    });
    const course = await newChild(cu.createCourse, { curriculumId }, 'Number Games');
    expect(
      outcome(
        await call(cu.createCourse, {
          as: 'admin',
          params: { curriculumId },
          body: { name: 'number GAMES' },
        }),
      ),
    ).toEqual({
      status: 409,
      body: {
        success: false,
        message: "A course named 'number GAMES' already exists in curriculum 'Duplicates'",
      },
    });
    // The same name under another parent is fine.
    await newChild(cu.createCourse, { curriculumId: demo.maths }, 'Number Games');
    const concept = await newChild(cu.createConcept, { courseId: course }, 'Equations');
    expect(
      (
        await call(cu.createConcept, {
          as: 'admin',
          params: { courseId: course },
          body: { name: 'EQUATIONS' },
        })
      ).body.message,
    ).toBe("A concept named 'EQUATIONS' already exists in course 'Number Games'");
    await newChild(cu.createSubconcept, { conceptId: concept }, 'Linear');
    const quadratic = await newChild(cu.createSubconcept, { conceptId: concept }, 'Quadratic');
    expect(
      outcome(
        await call(cu.updateSubconcept, {
          as: 'admin',
          params: { subconceptId: quadratic },
          body: { name: 'linear' },
        }),
      ),
    ).toEqual({
      status: 409,
      body: { success: false, message: "A subconcept named 'linear' already exists in concept 'Equations'" },
    });
  });

  it('edits only the fields sent, clears a description with an empty text, and audits the change', async () => {
    const curriculumId = await newCurriculum('Editing');
    const course = await newChild(cu.createCourse, { curriculumId }, 'Poetry', {
      description: 'Old words',
    });
    const renamed = await call(cu.updateCourse, {
      as: 'admin',
      params: { courseId: course },
      body: { name: 'Poems' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Poems', description: 'Old words' });
    expect(await lastAudit()).toMatchObject({
      action: 'curriculum.update',
      entityType: 'course',
      details: { name: 'Poems', previousName: 'Poetry', changed: ['name'], parentId: curriculumId },
    });
    const cleared = await call(cu.updateCourse, {
      as: 'admin',
      params: { courseId: course },
      body: { description: '' },
    });
    expect(cleared.body.data).toMatchObject({ name: 'Poems', description: null });
    const concept = await newChild(cu.createConcept, { courseId: course }, 'Rhyme');
    const sub = await newChild(cu.createSubconcept, { conceptId: concept }, 'Couplets', {
      durationSeconds: 60,
    });
    const timed = await call(cu.updateSubconcept, {
      as: 'admin',
      params: { subconceptId: sub },
      body: { durationSeconds: 1200 },
    });
    expect(timed.body.data).toMatchObject({ name: 'Couplets', durationSeconds: 1200 });
    const curriculum = await call(cu.updateCurriculum, {
      as: 'admin',
      params: { curriculumId },
      body: {
        description: 'Verse',
      },
    });
    expect(curriculum.body.data).toMatchObject({ name: 'Editing', description: 'Verse' });
    const conceptEdit = await call(cu.updateConcept, {
      as: 'admin',
      params: { conceptId: concept },
      body: {
        name: 'Rhyme and metre',
      },
    });
    expect(conceptEdit.body.data).toMatchObject({ name: 'Rhyme and metre', courseId: course });
  });

  it('answers 400 with a plain message for missing or bad fields, and stores nothing', async () => {
    const curriculumId = await newCurriculum('Bad Input');
    const course = await newChild(cu.createCourse, { curriculumId }, 'Course');
    const concept = await newChild(cu.createConcept, { courseId: course }, 'Concept');
    const cases: Array<[Endpoint, object, unknown, string]> = [
      [cu.createCurriculum, {}, {}, m.nameRequired('curriculum')],
      [cu.createCurriculum, {}, { name: '   ' }, m.nameRequired('curriculum')],
      [cu.createCurriculum, {}, { name: 42 }, m.nameRequired('curriculum')],
      [cu.createCurriculum, {}, { name: 'x'.repeat(201) }, m.nameTooLong],
      [cu.createCurriculum, {}, { name: 'Two\nlines' }, m.nameOneLine],
      [cu.createCurriculum, {}, { name: 'Bell\u0007' }, 'Text must not contain control characters'],
      [cu.createCurriculum, {}, { name: 'Long', description: 'd'.repeat(2001) }, m.descriptionInvalid],
      [cu.createCurriculum, {}, { name: 'Typed', description: 5 }, m.descriptionInvalid],
      [cu.createCourse, { curriculumId }, {}, m.nameRequired('course')],
      [cu.createConcept, { courseId: course }, { name: '' }, m.nameRequired('concept')],
      [cu.createSubconcept, { conceptId: concept }, {}, m.nameRequired('subconcept')],
      [cu.createSubconcept, { conceptId: concept }, { name: 'S', durationSeconds: -1 }, m.durationInvalid],
      [cu.createSubconcept, { conceptId: concept }, { name: 'S', durationSeconds: 1.5 }, m.durationInvalid],
      [cu.createSubconcept, { conceptId: concept }, { name: 'S', durationSeconds: '60' }, m.durationInvalid],
      [
        cu.createSubconcept,
        { conceptId: concept },
        { name: 'S', durationSeconds: 360_001 },
        m.durationInvalid,
      ],
      [cu.updateCourse, { courseId: course }, {}, m.nothingToChange],
      [cu.updateCourse, { courseId: course }, { name: '' }, m.nameRequired('course')],
      [cu.reorderCourses, { curriculumId }, {}, m.idsInvalid],
      [cu.reorderCourses, { curriculumId }, { ids: 'all' }, m.idsInvalid],
    ];
    const audits = (await lastAudit()).id;
    for (const [endpoint, params, body, message] of cases) {
      expect(
        outcome(await call(endpoint, { as: 'admin', params, body })),
        `${endpoint.path} ${JSON.stringify(body)}`,
      ).toEqual({
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
      await newChild(cu.createCourse, { curriculumId }, 'A'),
      await newChild(cu.createCourse, { curriculumId }, 'B'),
      await newChild(cu.createCourse, { curriculumId }, 'C'),
    ];
    const moved = await call(cu.reorderCourses, {
      as: 'admin',
      params: { curriculumId },
      body: {
        ids: [c, a, b],
      },
    });
    expect(outcome(moved)).toEqual({
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
      await newChild(cu.createConcept, { courseId: a }, 'One'),
      await newChild(cu.createConcept, { courseId: a }, 'Two'),
    ];
    expect(
      (
        await call(cu.reorderConcepts, {
          as: 'admin',
          params: { courseId: a },
          body: { ids: [...concepts].reverse() },
        })
      ).status,
    ).toBe(200);
    const subs = [
      await newChild(cu.createSubconcept, { conceptId: concepts[0] }, 'x'),
      await newChild(cu.createSubconcept, { conceptId: concepts[0] }, 'y'),
    ];
    expect(
      (
        await call(cu.reorderSubconcepts, {
          as: 'admin',
          params: { conceptId: concepts[0] },
          body: {
            ids: [...subs].reverse(),
          },
        })
      ).status,
    ).toBe(200);
    const course = (await tree(curriculumId)).courses.find((row) => row.id === a)!;
    expect(course.concepts.map((row) => row.name)).toEqual(['Two', 'One']);
    expect(course.concepts[1]!.subconcepts.map((row) => row.name)).toEqual(['y', 'x']);
  });

  it('refuses (400) an order that misses, repeats or adds a child, or moves in one of another parent', async () => {
    const curriculumId = await newCurriculum('Reorder Refusals');
    const a = await newChild(cu.createCourse, { curriculumId }, 'A');
    const b = await newChild(cu.createCourse, { curriculumId }, 'B');
    const retired = await newChild(cu.createCourse, { curriculumId }, 'Retired');
    await call(cu.retireCourse, { as: 'admin', params: { courseId: retired } });
    const reorder = async (ids: number[]) =>
      outcome(await call(cu.reorderCourses, { as: 'admin', params: { curriculumId }, body: { ids } }));
    const refusal = {
      status: 400,
      body: { success: false, message: m.reorderMismatch('curriculum', 'Reorder Refusals') },
    };
    expect(await reorder([a])).toEqual(refusal);
    expect(await reorder([a, b, a])).toEqual(refusal);
    expect(await reorder([a, a])).toEqual(refusal);
    expect(await reorder([a, b, retired])).toEqual(refusal);
    expect(await reorder([a, b, 999_999])).toEqual(refusal);
    // A course of another curriculum in place of one of its own.
    expect(await reorder([a, demo.course])).toEqual(refusal);
    expect(await reorder([a, b, demo.course])).toEqual(refusal);
    // A concept of another course offered as a child of this one.
    const other = (await tree(demo.science)).courses[1]!.concepts[0]!.id;
    const concept = await newChild(cu.createConcept, { courseId: a }, 'Mine');
    expect(
      (
        await call(cu.reorderConcepts, {
          as: 'admin',
          params: { courseId: a },
          body: { ids: [other, concept] },
        })
      ).status,
    ).toBe(400);
    expect((await tree(curriculumId)).courses.map((course) => course.name)).toEqual(['A', 'B', 'Retired']);
  });
});

describe(`retiring and restoring (${testDriver})`, () => {
  it('retires an item (shown retired, last, in the tree), refuses it twice, and audits it', async () => {
    const curriculumId = await newCurriculum('Retiring');
    const first = await newChild(cu.createCourse, { curriculumId }, 'First');
    await newChild(cu.createCourse, { curriculumId }, 'Second');
    const retired = await call(cu.retireCourse, { as: 'admin', params: { courseId: first } });
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
    expect(outcome(await call(cu.retireCourse, { as: 'admin', params: { courseId: first } }))).toEqual({
      status: 409,
      body: { success: false, message: m.alreadyRetired('course', 'First') },
    });
    const listed = (await call(cu.list, { as: 'admin' })).body.data.items.find(
      (row) => row.id === curriculumId,
    );
    expect(listed?.courseCount).toBe(1);
  });

  it('frees the name of a retired item, refuses to bring it back while a live sibling holds the name, then restores it last', async () => {
    const curriculumId = await newCurriculum('Restoring');
    const old = await newChild(cu.createCourse, { curriculumId }, 'Chemistry');
    await newChild(cu.createCourse, { curriculumId }, 'Physics');
    await call(cu.retireCourse, { as: 'admin', params: { courseId: old } });
    const replacement = await newChild(cu.createCourse, { curriculumId }, 'CHEMISTRY');
    expect(outcome(await call(cu.restoreCourse, { as: 'admin', params: { courseId: old } }))).toEqual({
      status: 409,
      body: { success: false, message: m.restoreDuplicate('course', 'Chemistry', 'curriculum', 'Restoring') },
    });
    expect(
      outcome(
        await call(cu.updateCourse, {
          as: 'admin',
          params: { courseId: replacement },
          body: { name: 'Chemistry II' },
        }),
      ),
    ).toMatchObject({
      status: 200,
    });
    const restored = await call(cu.restoreCourse, { as: 'admin', params: { courseId: old } });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ retiredAt: null, position: 3 });
    expect(await lastAudit()).toMatchObject({ action: 'curriculum.restore', entityType: 'course' });
    expect((await tree(curriculumId)).courses.map((course) => course.name)).toEqual([
      'Physics',
      'Chemistry II',
      'Chemistry',
    ]);
    expect(outcome(await call(cu.restoreCourse, { as: 'admin', params: { courseId: old } }))).toEqual({
      status: 409,
      body: { success: false, message: m.notRetired('course', 'Chemistry') },
    });
  });

  it('refuses to add under a retired parent, and retires and restores concepts and subconcepts', async () => {
    const curriculumId = await newCurriculum('Nested Retiring');
    const course = await newChild(cu.createCourse, { curriculumId }, 'Course');
    const concept = await newChild(cu.createConcept, { courseId: course }, 'Concept');
    const sub = await newChild(cu.createSubconcept, { conceptId: concept }, 'Sub');
    expect(
      (await call(cu.retireSubconcept, { as: 'admin', params: { subconceptId: sub } })).body.data.retiredAt,
    ).not.toBeNull();
    expect((await call(cu.retireConcept, { as: 'admin', params: { conceptId: concept } })).status).toBe(200);
    expect(
      outcome(
        await call(cu.createSubconcept, {
          as: 'admin',
          params: { conceptId: concept },
          body: { name: 'New' },
        }),
      ),
    ).toEqual({
      status: 409,
      body: { success: false, message: m.parentRetired('concept', 'Concept') },
    });
    // A retired item can still be edited and, under a retired parent, brought back (hidden until the parent is).
    expect(
      (
        await call(cu.updateSubconcept, {
          as: 'admin',
          params: { subconceptId: sub },
          body: { name: 'Sub renamed' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(cu.restoreSubconcept, { as: 'admin', params: { subconceptId: sub } })).body.data.retiredAt,
    ).toBeNull();
    expect(
      (await call(cu.restoreConcept, { as: 'admin', params: { conceptId: concept } })).body.data.retiredAt,
    ).toBeNull();
    expect((await tree(curriculumId)).courses[0]!.concepts[0]!.subconcepts[0]).toMatchObject({
      name: 'Sub renamed',
      retiredAt: null,
    });
  });

  it('refuses to retire a curriculum cohorts study, naming them; retires and restores one nobody studies', async () => {
    expect(
      outcome(await call(cu.retireCurriculum, { as: 'admin', params: { curriculumId: demo.maths } })),
    ).toEqual({
      status: 409,
      body: {
        success: false,
        message: m.curriculumInUse('Class 8 Mathematics', ['Class 8A Mathematics', 'Class 8 Mathematics']),
      },
    });
    expect(
      (await call(cu.retireCurriculum, { as: 'admin', params: { curriculumId: demo.science } })).body.message,
    ).toContain("cohort 'Class 8A Science'");
    const [row] = await t.ctx.db.select().from(curricula).where(eq(curricula.id, demo.science));
    expect(row!.retiredAt).toBeNull();

    const unused = await newCurriculum('Unused');
    expect((await call(cu.retireCurriculum, { as: 'admin', params: { curriculumId: unused } })).status).toBe(
      200,
    );
    expect(await lastAudit()).toMatchObject({ action: 'curriculum.retire', entityType: 'curriculum' });
    // Its name is free for a new curriculum; bringing the old one back is then refused.
    const successor = await newCurriculum('unused');
    expect(
      outcome(await call(cu.restoreCurriculum, { as: 'admin', params: { curriculumId: unused } })),
    ).toEqual({
      status: 409,
      body: { success: false, message: m.restoreDuplicate('curriculum', 'Unused') },
    });
    expect(
      (await call(cu.retireCurriculum, { as: 'admin', params: { curriculumId: successor } })).status,
    ).toBe(200);
    expect(
      (await call(cu.restoreCurriculum, { as: 'admin', params: { curriculumId: unused } })).body.data,
    ).toMatchObject({
      name: 'Unused',
      retiredAt: null,
    });
  });

  it('keeps every row: retiring stamps retiredAt and deletes nothing', async () => {
    const curriculumId = await newCurriculum('Nothing Deleted');
    const course = await newChild(cu.createCourse, { curriculumId }, 'Kept');
    await call(cu.retireCourse, { as: 'admin', params: { courseId: course } });
    const rows = await t.ctx.db
      .select()
      .from(courses)
      .where(and(eq(courses.curriculumId, curriculumId)))
      .orderBy(asc(courses.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.retiredAt).toEqual(t.clock.now());
  });
});
