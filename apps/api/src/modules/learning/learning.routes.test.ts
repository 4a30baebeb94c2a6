import { api, messages } from '@pathshala/contracts';
import {
  assessmentQuestions,
  assessments,
  bookmarks,
  concepts,
  contentItems,
  contentProgress,
  courses,
  practiceResults,
  questions,
  subconcepts,
  syncedRecords,
} from '@pathshala/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { firstContentOfType, insertForeignCurriculum } from '../../../test/learning-fixtures';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { parseRange } from './content-file';

let t: TestApp;
let call: ApiCall;
/** A curriculum no demo cohort studies: its content is foreign to the demo student. */
let foreign: { courseId: number; conceptId: number; subconceptId: number; contentId: number };

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  foreign = await insertForeignCurriculum(t.database.db);
});
afterAll(async () => t?.close());

/** The demo tree in seed order: the first Science course, its concepts and their subconcepts. */
async function scienceTree() {
  const db = t.database.db;
  const [course] = await db.select().from(courses).orderBy(asc(courses.id)).limit(1);
  const conceptRows = await db
    .select()
    .from(concepts)
    .where(eq(concepts.courseId, course!.id))
    .orderBy(asc(concepts.id));
  const firstSubconcepts = await db
    .select()
    .from(subconcepts)
    .where(eq(subconcepts.conceptId, conceptRows[0]!.id))
    .orderBy(asc(subconcepts.id));
  const content = await db
    .select()
    .from(contentItems)
    .where(eq(contentItems.subconceptId, firstSubconcepts[0]!.id))
    .orderBy(asc(contentItems.position));
  return { course: course!, concepts: conceptRows, subconcepts: firstSubconcepts, content };
}

const contentOfType = (type: 'VID' | 'PDF' | 'PPT' | 'DOC' | 'WEB') =>
  firstContentOfType(t.database.db, type);

describe(`GET /api/student/curriculum (${testDriver})`, () => {
  it("lists the curricula of the student's two cohorts with their courses", async () => {
    const response = await call(api.student.curriculum, { as: 'student' });
    expect(response.status).toBe(200);
    const { curricula: list } = response.body;
    expect(list.map((c) => c.name)).toEqual(['Class 8 Science', 'Class 8 Mathematics']);
    expect(list[0]!.cohort.name).toBe('Class 8A Science');
    expect(list[0]!.courses.length).toBeGreaterThanOrEqual(2);
    expect(list[0]!.courses[0]).toEqual({
      CO_id: expect.any(Number),
      CO_Name: 'Biology: Living Systems',
      CO_Description: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain('Class 9 History');
  });

  it('answers 401 without a token and 403 for a teacher', async () => {
    const anonymous = await call(api.student.curriculum, { as: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    expect((await call(api.student.curriculum, { as: 'teacher1' })).status).toBe(403);
  });
});

describe(`GET /api/student/course/:courseId/concepts (${testDriver})`, () => {
  it('gives each concept the rounded average of its subconcepts and the mastery level', async () => {
    const tree = await scienceTree();
    const response = await call(api.student.courseConcepts, {
      as: 'student',
      params: { courseId: tree.course.id },
    });
    expect(response.status).toBe(200);
    const [first, second] = response.body.concepts;
    // Seeded progress: subconcepts at 100 and 95 (average 97.5), then 60 and 30 (average 45).
    expect(first).toMatchObject({ CN_id: tree.concepts[0]!.id, progress: 98, masteryLevel: 'expert' });
    expect(second).toMatchObject({ progress: 45, masteryLevel: 'beginner' });
  });

  it('answers 404 for an unknown course, 403 for a course outside the curricula, 400 for a bad id', async () => {
    expect(
      (await call(api.student.courseConcepts, { as: 'student', params: { courseId: 999999 } })).body,
    ).toEqual({
      success: false,
      message: messages.curriculum.courseNotFound,
    });
    const foreignCourse = await call(api.student.courseConcepts, {
      as: 'student',
      params: { courseId: foreign.courseId },
    });
    expect(foreignCourse.status).toBe(403);
    expect(foreignCourse.body.message).toBe(messages.curriculum.notInCurriculum);
    expect(
      (await call(api.student.courseConcepts, { as: 'student', params: { courseId: 'abc' } })).status,
    ).toBe(400);
    expect((await call(api.student.courseConcepts, { as: 'student', params: { courseId: 0 } })).status).toBe(
      400,
    );
  });
});

describe(`GET /api/student/concept/:conceptId/subconcepts (${testDriver})`, () => {
  it('lists subconcepts with duration, progress, mastery and their content', async () => {
    const tree = await scienceTree();
    const response = await call(api.student.conceptSubconcepts, {
      as: 'student',
      params: { conceptId: tree.concepts[0]!.id },
    });
    expect(response.status).toBe(200);
    const [first] = response.body.subconcepts;
    expect(first).toMatchObject({
      SC_id: tree.subconcepts[0]!.id,
      SC_Name: 'Cell Structure',
      SC_Duration: 1800,
      progress: 100,
      masteryLevel: 'expert',
    });
    expect(first!.content.map((c) => c.CT_id)).toEqual(tree.content.map((c) => c.id));
  });

  it('answers 404 and 403 for unknown and foreign concepts', async () => {
    expect(
      (await call(api.student.conceptSubconcepts, { as: 'student', params: { conceptId: 999999 } })).status,
    ).toBe(404);
    expect(
      (
        await call(api.student.conceptSubconcepts, {
          as: 'student',
          params: { conceptId: foreign.conceptId },
        })
      ).status,
    ).toBe(403);
  });
});

describe(`GET /api/content/... (${testDriver})`, () => {
  it('lists the content of a subconcept and of a concept', async () => {
    const tree = await scienceTree();
    const bySubconcept = (
      await call(api.content.subconceptContent, {
        as: 'student',
        params: { subconceptId: tree.subconcepts[0]!.id },
      })
    ).body.content;
    expect(bySubconcept).toEqual(
      tree.content.map((c) => ({
        CT_id: c.id,
        CT_Name: c.name,
        CT_Type: c.type,
        CT_Duration: c.durationSeconds,
      })),
    );
    const byConcept = (
      await call(api.content.conceptContent, { as: 'student', params: { conceptId: tree.concepts[0]!.id } })
    ).body.content;
    expect(byConcept.slice(0, bySubconcept.length)).toEqual(bySubconcept);
    expect(byConcept.length).toBeGreaterThan(bySubconcept.length);
  });

  it('gives one item with its link, names, neighbours and no bookmark yet', async () => {
    const tree = await scienceTree();
    const [first, second] = tree.content;
    const response = await call(api.content.subconceptContentItem, {
      as: 'student',
      params: { subconceptId: tree.subconcepts[0]!.id, contentId: first!.id },
    });
    expect(response.status).toBe(200);
    expect(response.body.content).toMatchObject({
      CT_id: first!.id,
      CT_Type: first!.type,
      CT_ContentLink: first!.storagePath
        ? expect.stringMatching(new RegExp(`^/api/content/serve/${first!.id}\\?token=[\\w.-]+$`))
        : first!.url,
      CT_MimeType: first!.mimeType,
      CN_Name: 'Cells: The Building Blocks of Life',
      SC_Name: 'Cell Structure',
      bookmark: null,
      progress: 100,
      previousContentId: null,
      nextContentId: second?.id ?? null,
    });
    const viaConcept = (
      await call(api.content.conceptContentItem, {
        as: 'student',
        params: { conceptId: tree.concepts[0]!.id, contentId: first!.id },
      })
    ).body.content;
    expect(viaConcept.CT_id).toBe(first!.id);
  });

  it('answers the spec message for an item that is not in the subconcept, and 403 for a foreign one', async () => {
    const tree = await scienceTree();
    const web = await contentOfType('WEB');
    const otherSubconcept = tree.subconcepts[1]!.id;
    const wrongPlace = await call(api.content.subconceptContentItem, {
      as: 'student',
      params: { subconceptId: otherSubconcept, contentId: tree.content[0]!.id },
    });
    expect(wrongPlace.status).toBe(404);
    expect(wrongPlace.body.message).toBe(messages.content.notFound(tree.content[0]!.id));
    expect(
      (
        await call(api.content.subconceptContentItem, {
          as: 'student',
          params: { subconceptId: tree.subconcepts[0]!.id, contentId: 999999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(api.content.subconceptContentItem, {
          as: 'student',
          params: { subconceptId: foreign.subconceptId, contentId: foreign.contentId },
        })
      ).status,
    ).toBe(403);
    expect(web.url).toMatch(/^https:\/\//);
  });
});

describe(`POST /api/content/progress and /api/content/bookmark/:contentId (${testDriver})`, () => {
  it('saves progress, adds up time, derives the status and shows it in the tree', async () => {
    const tree = await scienceTree();
    const db = t.database.db;
    // An item of the first subconcept as if the student had never opened it.
    const me = (await t.login('student')).body.user.id;
    const item = tree.content[0]!;
    const at = 0;
    await db
      .delete(contentProgress)
      .where(and(eq(contentProgress.studentId, me), eq(contentProgress.contentId, item.id)));
    const before = (
      await call(api.student.conceptSubconcepts, {
        as: 'student',
        params: { conceptId: tree.concepts[0]!.id },
      })
    ).body.subconcepts;
    const report = {
      contentId: item.id,
      timeSpent: 30,
      completionPercentage: 40,
      status: 'completed' as const,
    };
    expect((await call(api.content.progress, { as: 'student', body: report })).status).toBe(200);
    const [first] = await db.select().from(contentProgress).where(eq(contentProgress.contentId, item.id));
    expect(first).toMatchObject({ completionPercent: 40, status: 'in_progress' });
    expect(
      (await call(api.content.progress, { as: 'student', body: { ...report, completionPercentage: 50 } }))
        .status,
    ).toBe(200);
    const [row] = await db.select().from(contentProgress).where(eq(contentProgress.contentId, item.id));
    expect(row).toMatchObject({ completionPercent: 50, status: 'in_progress' });
    expect(row!.timeSpentSeconds).toBe(60);
    const subs = (
      await call(api.student.conceptSubconcepts, {
        as: 'student',
        params: { conceptId: tree.concepts[0]!.id },
      })
    ).body.subconcepts;
    expect(subs[at]!.progress).toBeGreaterThan(before[at]!.progress);
  });

  it('never lowers completion: study is not undone by a lower report (one made from an old copy)', async () => {
    const tree = await scienceTree();
    const db = t.database.db;
    // The second subconcept of the first concept; its content starts at 95.
    const [item] = await db
      .select()
      .from(contentItems)
      .where(eq(contentItems.subconceptId, tree.subconcepts[1]!.id));
    const report = {
      contentId: item!.id,
      timeSpent: 30,
      completionPercentage: 40,
      status: 'in_progress' as const,
    };
    expect((await call(api.content.progress, { as: 'student', body: report })).status).toBe(200);
    const [row] = await db.select().from(contentProgress).where(eq(contentProgress.contentId, item!.id));
    expect(row).toMatchObject({ completionPercent: 95, status: 'completed' });
  });

  it.each([
    [{ completionPercentage: 101 }],
    [{ completionPercentage: -1 }],
    [{ timeSpent: -5 }],
    [{ timeSpent: 1.5 }],
    [{ status: 'finished' }],
    [{ contentId: 'one' }],
    // What a device adds to a record sent late (offline study).
    [{ syncId: 'not-a-uuid' }],
    [{ syncId: 42 }],
    [{ ageSeconds: -1 }],
    [{ ageSeconds: 1.5 }],
    [{ ageSeconds: '60' }],
    [{ ageSeconds: 31 * 24 * 60 * 60 }],
  ])('answers 400 for %j and stores nothing', async (change) => {
    const item = await contentOfType('PPT');
    const before = await t.database.db
      .select()
      .from(contentProgress)
      .where(eq(contentProgress.contentId, item.id));
    const claimed = await t.database.db.select().from(syncedRecords);
    const response = await call(api.content.progress, {
      as: 'student',
      body: unchecked({
        contentId: item.id,
        timeSpent: 10,
        completionPercentage: 10,
        status: 'in_progress',
        ...change,
      }),
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    const after = await t.database.db
      .select()
      .from(contentProgress)
      .where(eq(contentProgress.contentId, item.id));
    expect(after).toEqual(before);
    expect(await t.database.db.select().from(syncedRecords)).toHaveLength(claimed.length);
  });

  it('answers 404 and 403 for unknown and foreign content', async () => {
    const base = { timeSpent: 1, completionPercentage: 1, status: 'in_progress' as const };
    expect(
      (await call(api.content.progress, { as: 'student', body: { ...base, contentId: 999999 } })).status,
    ).toBe(404);
    expect(
      (await call(api.content.progress, { as: 'student', body: { ...base, contentId: foreign.contentId } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(api.content.bookmark, {
          as: 'student',
          params: { contentId: foreign.contentId },
          body: { position: 1, time: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('keeps a bookmark and returns it with the item', async () => {
    const video = await contentOfType('VID');
    expect(
      (
        await call(api.content.bookmark, {
          as: 'student',
          params: { contentId: video.id },
          body: { position: 5, time: 5 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(api.content.bookmark, {
          as: 'student',
          params: { contentId: video.id },
          body: { position: 30, time: 30 },
        })
      ).status,
    ).toBe(200);
    const item = (
      await call(api.content.subconceptContentItem, {
        as: 'student',
        params: { subconceptId: video.subconceptId, contentId: video.id },
      })
    ).body.content;
    expect(item.bookmark).toEqual({ position: 30, time: 30 });
    expect(
      (
        await call(api.content.bookmark, {
          as: 'student',
          params: { contentId: video.id },
          body: { position: -1, time: 0 },
        })
      ).status,
    ).toBe(400);
    const rows = await t.database.db.select().from(bookmarks).where(eq(bookmarks.contentId, video.id));
    expect(rows).toHaveLength(1);
  });
});

describe(`GET /api/content/serve/:contentId (${testDriver})`, () => {
  it('streams a video with its type, caching headers and Accept-Ranges, the token in the query', async () => {
    const video = await contentOfType('VID');
    const item = await call(api.content.conceptContentItem, {
      as: 'student',
      params: { conceptId: video.conceptId, contentId: video.id },
    });
    // The link as the server wrote it (its own token in the query), fetched as a media element does.
    const link = await t.app.inject({ method: 'GET', url: item.body.content.CT_ContentLink });
    const response = { ...link, status: link.statusCode, bytes: link.rawPayload };
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers.etag).toBeTruthy();
    expect(response.bytes.length).toBe(video.sizeBytes);
    expect(response.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML (WebM) magic
  });

  it('answers a Range with 206 and exactly those bytes, and 416 beyond the end', async () => {
    const video = await contentOfType('VID');
    const full = (await call(api.content.serve, { as: 'student', params: { contentId: video.id } })).bytes;
    const partial = await call(api.content.serve, {
      as: 'student',
      params: { contentId: video.id },
      headers: { range: 'bytes=100-199' },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-199/${full.length}`);
    expect(partial.bytes.equals(full.subarray(100, 200))).toBe(true);
    const tail = await call(api.content.serve, {
      as: 'student',
      params: { contentId: video.id },
      headers: { range: 'bytes=-10' },
    });
    expect(tail.bytes.equals(full.subarray(full.length - 10))).toBe(true);
    const beyond = await call(api.content.serve, {
      as: 'student',
      params: { contentId: video.id },
      headers: { range: `bytes=${full.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${full.length}`);
  });

  it('serves an HTML document under a strict CSP of its own with nosniff', async () => {
    const doc = await contentOfType('DOC');
    const response = await call(api.content.serve, { as: 'student', params: { contentId: doc.id } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.text).toContain('<h1');
  });

  it('serves a PDF, and refuses without a token, a foreign item, a web link and a bad token', async () => {
    const pdf = await contentOfType('PDF');
    const response = await call(api.content.serve, { as: 'student', params: { contentId: pdf.id } });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const serve = { params: { contentId: pdf.id } };
    expect((await call(api.content.serve, { as: null, ...serve })).status).toBe(401);
    const badToken = { as: null, ...serve, query: { token: 'not-a-token' } };
    expect((await call(api.content.serve, badToken)).status).toBe(401);
    expect(
      (await call(api.content.serve, { as: 'student', params: { contentId: foreign.contentId } })).status,
    ).toBe(403);
    const web = await contentOfType('WEB');
    const webFile = await call(api.content.serve, { as: 'student', params: { contentId: web.id } });
    expect(webFile.status).toBe(404);
    expect(webFile.body).toEqual({ success: false, message: messages.content.fileMissing });
  });
});

describe(`GET /api/content/web-check/:contentId (${testDriver})`, () => {
  it('answers that an unreachable page cannot be shown (this machine has no internet)', async () => {
    const web = await contentOfType('WEB');
    const response = await call(api.content.webCheck, { as: 'student', params: { contentId: web.id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ embeddable: false, reason: 'unreachable' });
  });

  it('answers 404 for a file item and 403 for a foreign one', async () => {
    const pdf = await contentOfType('PDF');
    expect((await call(api.content.webCheck, { as: 'student', params: { contentId: pdf.id } })).status).toBe(
      404,
    );
    expect(
      (await call(api.content.webCheck, { as: 'student', params: { contentId: foreign.contentId } })).status,
    ).toBe(403);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=-20', { start: 80, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-3', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ])('reads %s against 100 bytes', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});

describe(`practice quiz (${testDriver})`, () => {
  async function practiceSetup() {
    const tree = await scienceTree();
    const subconceptId = tree.subconcepts[0]!.id;
    const db = t.database.db;
    const inAssessments = new Set(
      (await db.select({ id: assessmentQuestions.questionId }).from(assessmentQuestions)).map((r) => r.id),
    );
    const all = await db.select().from(questions).where(eq(questions.subconceptId, subconceptId));
    return { subconceptId, all, inAssessments };
  }

  it('draws 5 questions from the practice pool only, without correct answers', async () => {
    const { subconceptId, all, inAssessments } = await practiceSetup();
    expect(all.some((q) => inAssessments.has(q.id))).toBe(true); // the subconcept has exam questions too
    const response = await call(api.student.practiceQuiz, {
      as: 'student',
      params: { subconceptId },
      query: { count: 5 },
    });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.questions).toHaveLength(5);
    expect(body.subconceptInfo).toEqual({
      SC_Name: 'Cell Structure',
      CN_Name: 'Cells: The Building Blocks of Life',
    });
    for (const q of body.questions) {
      expect(inAssessments.has(q.CQ_id)).toBe(false);
      expect(q).not.toHaveProperty('correctOption');
    }
    expect(JSON.stringify(body)).not.toMatch(/correctOption|correctAnswer|isCorrect/);
    expect(
      (await call(api.student.practiceQuiz, { as: 'student', params: { subconceptId } })).body.questions,
    ).toHaveLength(5);
  });

  it.each(['0', '21', 'x', '-1'])('answers 400 for count=%s', async (count) => {
    const { subconceptId } = await practiceSetup();
    expect(
      (await call(api.student.practiceQuiz, { as: 'student', params: { subconceptId }, query: { count } }))
        .status,
    ).toBe(400);
  });

  it('marks a submission, shows correct answers and stores the result', async () => {
    const { subconceptId, all, inAssessments } = await practiceSetup();
    const pool = all.filter((q) => !inAssessments.has(q.id)).slice(0, 5);
    const answers = pool.map((q, index) => ({
      questionId: q.id,
      answerId: index < 3 ? q.correctOption : (q.correctOption % 4) + 1,
    }));
    const before = await t.database.db.select().from(practiceResults);
    const response = await call(api.student.submitPractice, {
      as: 'student',
      params: { subconceptId },
      body: { answers },
    });
    expect(response.status).toBe(200);
    const { results } = response.body;
    expect(results).toMatchObject({ correctAnswers: 3, totalQuestions: 5 });
    const totalMarks = pool.reduce((sum, q) => sum + q.marks, 0);
    const obtained = pool.slice(0, 3).reduce((sum, q) => sum + q.marks, 0);
    expect(results.totalMarks).toBe(totalMarks);
    expect(results.obtainedMarks).toBe(obtained);
    expect(results.percentage).toBe(Math.round((obtained / totalMarks) * 100));
    expect(results.passed).toBe(results.percentage >= 60);
    expect(results.details[0]).toMatchObject({
      questionId: pool[0]!.id,
      question: pool[0]!.text,
      isCorrect: true,
      selectedAnswer: pool[0]!.correctOption,
      correctAnswer: pool[0]!.correctOption,
    });
    expect(results.details[4]?.isCorrect).toBe(false);
    const after = await t.database.db.select().from(practiceResults);
    expect(after).toHaveLength(before.length + 1);
  });

  it('answers 400 for unknown, exam, duplicate or out-of-range answers and stores nothing', async () => {
    const { subconceptId, all, inAssessments } = await practiceSetup();
    const practice = all.find((q) => !inAssessments.has(q.id))!;
    const exam = all.find((q) => inAssessments.has(q.id))!;
    const before = (await t.database.db.select().from(practiceResults)).length;
    const submit = (body: object) =>
      call(api.student.submitPractice, { as: 'student', params: { subconceptId }, body: unchecked(body) });
    const cases = [
      { answers: [{ questionId: 999999, answerId: 1 }] },
      { answers: [{ questionId: exam.id, answerId: 1 }] },
      { answers: [{ questionId: practice.id, answerId: 5 }] },
      { answers: [{ questionId: practice.id, answerId: 0 }] },
      {
        answers: [
          { questionId: practice.id, answerId: 1 },
          { questionId: practice.id, answerId: 2 },
        ],
      },
      { answers: [] },
      {},
    ];
    for (const payload of cases) {
      const response = await submit(payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.success).toBe(false);
    }
    const unknown = await submit(cases[0]!);
    expect(unknown.body.message).toBe(messages.practice.unknownQuestions);
    expect((await t.database.db.select().from(practiceResults)).length).toBe(before);
  });

  it('takes a question out of practice once it is placed in an assessment, down to an empty pool', async () => {
    const tree = await scienceTree();
    const subconceptId = tree.subconcepts[1]!.id;
    const db = t.database.db;
    const inAssessments = new Set(
      (await db.select({ id: assessmentQuestions.questionId }).from(assessmentQuestions)).map((r) => r.id),
    );
    const pool = (await db.select().from(questions).where(eq(questions.subconceptId, subconceptId))).filter(
      (q) => !inAssessments.has(q.id),
    );
    const [assessment] = await db.select().from(assessments).orderBy(asc(assessments.id)).limit(1);
    const [last] = await db
      .select({ seqNum: assessmentQuestions.seqNum })
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.assessmentId, assessment!.id))
      .orderBy(desc(assessmentQuestions.seqNum))
      .limit(1);
    await db.insert(assessmentQuestions).values(
      pool.map((q, index) => ({
        assessmentId: assessment!.id,
        seqNum: (last?.seqNum ?? 0) + index + 1,
        questionId: q.id,
      })),
    );
    const response = await call(api.student.practiceQuiz, {
      as: 'student',
      params: { subconceptId },
      query: { count: 20 },
    });
    expect(response.status).toBe(200);
    expect(response.body.questions).toEqual([]);
    const submit = await call(api.student.submitPractice, {
      as: 'student',
      params: { subconceptId },
      body: {
        answers: [{ questionId: pool[0]!.id, answerId: 1 }],
      },
    });
    expect(submit.status).toBe(400);
  });

  it('answers 404 and 403 for unknown and foreign subconcepts, and 403 for a teacher', async () => {
    expect(
      (await call(api.student.practiceQuiz, { as: 'student', params: { subconceptId: 999999 } })).status,
    ).toBe(404);
    expect(
      (
        await call(api.student.practiceQuiz, {
          as: 'student',
          params: { subconceptId: foreign.subconceptId },
        })
      ).status,
    ).toBe(403);
    const { subconceptId } = await practiceSetup();
    expect((await call(api.student.practiceQuiz, { as: 'teacher1', params: { subconceptId } })).status).toBe(
      403,
    );
  });
});
