import {
  assessmentQuestions,
  contentItems,
  contentProgress,
  courses,
  curricula,
  practiceResults,
  questions,
} from '@pathshala/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * Retiring hides, and destroys nothing: what the student did stays in the database and in the
 * teacher's results, while the retired item leaves study and new work everywhere it is read.
 */
type Account = 'student' | 'teacher1' | 'admin';

let t: TestApp;
const tokens = {} as Record<Account, string>;
let studentId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['student', 'teacher1', 'admin'] as const) {
    const login = await t.login(account);
    tokens[account] = login.token;
    if (account === 'student') studentId = login.body.user.id;
  }
});
afterAll(async () => t?.close());

async function call(account: Account, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[account]}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The subconcept, concept and course of the first question of assessment 1002 (served, completed). */
async function placeOfAssessedQuestion() {
  const [row] = await t.ctx.db
    .select({ question: questions })
    .from(assessmentQuestions)
    .innerJoin(questions, eq(questions.id, assessmentQuestions.questionId))
    .where(eq(assessmentQuestions.assessmentId, 1002))
    .orderBy(asc(assessmentQuestions.seqNum))
    .limit(1);
  const { subconceptId, conceptId, courseId, curriculumId } = row!.question;
  const content = await t.ctx.db
    .select()
    .from(contentItems)
    .where(eq(contentItems.subconceptId, subconceptId))
    .orderBy(asc(contentItems.position));
  return { subconceptId, conceptId, courseId, curriculumId, content };
}

const studentSubconceptIds = async (conceptId: number) => {
  const { status, body } = await call('student', 'GET', `/api/student/concept/${conceptId}/subconcepts`);
  expect(status).toBe(200);
  return body.subconcepts.map((row: { SC_id: number }) => row.SC_id) as number[];
};

describe(`retiring a subconcept a student studied (${testDriver})`, () => {
  it('hides it from the student (404 when opened) while their progress, practice and the teacher results stay', async () => {
    const place = await placeOfAssessedQuestion();
    const item = place.content[0]!;
    const progressRow = () =>
      t.ctx.db
        .select()
        .from(contentProgress)
        .where(and(eq(contentProgress.studentId, studentId), eq(contentProgress.contentId, item.id)))
        .then((rows) => rows[0]);
    const studiedBefore = (await progressRow())?.timeSpentSeconds ?? 0;
    // The student studies the item to the end and takes a practice quiz on the subconcept.
    const progress = { contentId: item.id, timeSpent: 120, completionPercentage: 100, status: 'completed' };
    expect((await call('student', 'POST', '/api/content/progress', progress)).status).toBe(200);
    const quiz = await call('student', 'GET', `/api/student/subconcept/${place.subconceptId}/quiz?count=5`);
    expect(quiz.body.questions.length).toBeGreaterThan(0);
    const answers = quiz.body.questions.map((q: { CQ_id: number }) => ({ questionId: q.CQ_id, answerId: 1 }));
    const submitUrl = `/api/student/subconcept/${place.subconceptId}/quiz/submit`;
    expect((await call('student', 'POST', submitUrl, { answers })).status).toBe(200);
    const opened = await call('student', 'GET', `/api/content/subconcept/${place.subconceptId}/${item.id}`);
    const link = opened.body.content.CT_ContentLink as string;
    const resultsBefore = await call('teacher1', 'GET', '/api/assessments/1002/results');
    const ownResultBefore = await call('student', 'GET', `/api/student/assessments/result/${studentId}/1002`);
    expect(resultsBefore.status).toBe(200);
    expect(await studentSubconceptIds(place.conceptId)).toContain(place.subconceptId);

    expect(
      (await call('admin', 'POST', `/api/curriculum/subconcepts/${place.subconceptId}/retire`)).status,
    ).toBe(200);

    // Gone from the tree and from the concept's content; opened directly, it is like an unknown id.
    expect(await studentSubconceptIds(place.conceptId)).not.toContain(place.subconceptId);
    const conceptContent = await call('student', 'GET', `/api/content/${place.conceptId}`);
    expect(conceptContent.body.content.map((c: { CT_id: number }) => c.CT_id)).not.toContain(item.id);
    for (const [method, url, payload] of [
      ['GET', `/api/content/subconcept/${place.subconceptId}`],
      ['GET', `/api/content/subconcept/${place.subconceptId}/${item.id}`],
      ['GET', `/api/content/${place.conceptId}/${item.id}`],
      ['GET', `/api/student/subconcept/${place.subconceptId}/quiz`],
      ['POST', submitUrl, { answers }],
      ['POST', '/api/content/progress', progress],
      ['POST', `/api/content/bookmark/${item.id}`, { position: 1, time: 1 }],
    ] as const) {
      expect((await call('student', method, url, payload)).status, `${method} ${url}`).toBe(404);
    }
    if (item.storagePath) {
      // A link handed out before the retiring no longer streams the file.
      expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    }

    // Nothing the student did is destroyed.
    expect(await progressRow()).toMatchObject({
      completionPercent: 100,
      status: 'completed',
      timeSpentSeconds: studiedBefore + 120,
    });
    const practice = await t.ctx.db
      .select()
      .from(practiceResults)
      .where(
        and(eq(practiceResults.studentId, studentId), eq(practiceResults.subconceptId, place.subconceptId)),
      );
    expect(practice).toHaveLength(1);
    // The served assessment's results, for the teacher and for the student, are as they were.
    expect(await call('teacher1', 'GET', '/api/assessments/1002/results')).toEqual(resultsBefore);
    expect(await call('student', 'GET', `/api/student/assessments/result/${studentId}/1002`)).toEqual(
      ownResultBefore,
    );

    // Brought back, it returns with the student's progress intact.
    expect(
      (await call('admin', 'POST', `/api/curriculum/subconcepts/${place.subconceptId}/restore`)).status,
    ).toBe(200);
    const back = await call('student', 'GET', `/api/student/concept/${place.conceptId}/subconcepts`);
    const subconcept = back.body.subconcepts.find(
      (row: { SC_id: number }) => row.SC_id === place.subconceptId,
    );
    expect(subconcept.progress).toBeGreaterThan(0);
    expect(
      (await call('student', 'GET', `/api/content/subconcept/${place.subconceptId}/${item.id}`)).body.content
        .progress,
    ).toBe(100);
  });
});

describe(`retiring hides the whole subtree from students (${testDriver})`, () => {
  it('a retired concept hides its subconcepts and content', async () => {
    const place = await placeOfAssessedQuestion();
    const listConcepts = async () =>
      (await call('student', 'GET', `/api/student/course/${place.courseId}/concepts`)).body.concepts.map(
        (row: { CN_id: number }) => row.CN_id,
      );
    expect(await listConcepts()).toContain(place.conceptId);
    await call('admin', 'POST', `/api/curriculum/concepts/${place.conceptId}/retire`);
    expect(await listConcepts()).not.toContain(place.conceptId);
    const item = place.content[0]!;
    expect((await call('student', 'GET', `/api/student/concept/${place.conceptId}/subconcepts`)).status).toBe(
      404,
    );
    expect((await call('student', 'GET', `/api/content/${place.conceptId}`)).status).toBe(404);
    // The subconcept itself is live; its retired ancestor hides it.
    expect((await call('student', 'GET', `/api/content/subconcept/${place.subconceptId}`)).status).toBe(404);
    expect(
      (await call('student', 'GET', `/api/content/subconcept/${place.subconceptId}/${item.id}`)).status,
    ).toBe(404);
    expect((await call('student', 'GET', `/api/student/subconcept/${place.subconceptId}/quiz`)).status).toBe(
      404,
    );
    await call('admin', 'POST', `/api/curriculum/concepts/${place.conceptId}/restore`);
    expect(await listConcepts()).toContain(place.conceptId);
  });

  it('a retired course leaves the curriculum list and its concepts and content answer 404', async () => {
    const place = await placeOfAssessedQuestion();
    const courseIds = async () =>
      (await call('student', 'GET', '/api/student/curriculum')).body.curricula.flatMap(
        (curriculum: { courses: Array<{ CO_id: number }> }) =>
          curriculum.courses.map((course) => course.CO_id),
      );
    await call('admin', 'POST', `/api/curriculum/courses/${place.courseId}/retire`);
    expect(await courseIds()).not.toContain(place.courseId);
    expect((await call('student', 'GET', `/api/student/course/${place.courseId}/concepts`)).status).toBe(404);
    expect((await call('student', 'GET', `/api/student/concept/${place.conceptId}/subconcepts`)).status).toBe(
      404,
    );
    expect(
      (await call('student', 'GET', `/api/content/${place.conceptId}/${place.content[0]!.id}`)).status,
    ).toBe(404);
    await call('admin', 'POST', `/api/curriculum/courses/${place.courseId}/restore`);
    expect(await courseIds()).toContain(place.courseId);
  });

  it('a retired curriculum (retired by an older version, say) leaves the student entirely', async () => {
    const place = await placeOfAssessedQuestion();
    await t.ctx.db
      .update(curricula)
      .set({ retiredAt: t.clock.now() })
      .where(eq(curricula.id, place.curriculumId));
    try {
      const list = (await call('student', 'GET', '/api/student/curriculum')).body.curricula;
      expect(list.map((row: { id: number }) => row.id)).not.toContain(place.curriculumId);
      expect(list.length).toBeGreaterThan(0); // the other curriculum stays
      expect((await call('student', 'GET', `/api/student/course/${place.courseId}/concepts`)).status).toBe(
        404,
      );
      expect((await call('student', 'GET', `/api/content/subconcept/${place.subconceptId}`)).status).toBe(
        404,
      );
    } finally {
      await t.ctx.db.update(curricula).set({ retiredAt: null }).where(eq(curricula.id, place.curriculumId));
    }
  });

  it('a retired content item (content_items.retiredAt) is left out of lists and answers 404', async () => {
    const place = await placeOfAssessedQuestion();
    const item = place.content[0]!;
    await t.ctx.db.update(contentItems).set({ retiredAt: t.clock.now() }).where(eq(contentItems.id, item.id));
    try {
      const listed = await call('student', 'GET', `/api/content/subconcept/${place.subconceptId}`);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.content.map((c: { CT_id: number }) => c.CT_id)).not.toContain(item.id);
      const tree = await call('student', 'GET', `/api/student/concept/${place.conceptId}/subconcepts`);
      const row = tree.body.subconcepts.find((s: { SC_id: number }) => s.SC_id === place.subconceptId);
      expect(row.content.map((c: { CT_id: number }) => c.CT_id)).not.toContain(item.id);
      expect(
        (await call('student', 'GET', `/api/content/subconcept/${place.subconceptId}/${item.id}`)).status,
      ).toBe(404);
      expect((await call('student', 'GET', `/api/content/serve/${item.id}`)).status).toBe(404);
      const progress = { contentId: item.id, timeSpent: 1, completionPercentage: 1, status: 'in_progress' };
      expect((await call('student', 'POST', '/api/content/progress', progress)).status).toBe(404);
      // The curriculum editor no longer counts it.
      const editorTree = await call('admin', 'GET', `/api/curriculum/curricula/${place.curriculumId}`);
      const counted = editorTree.body.data.courses
        .flatMap(
          (course: { concepts: Array<{ subconcepts: Array<{ id: number; contentCount: number }> }> }) =>
            course.concepts.flatMap((concept) => concept.subconcepts),
        )
        .find((s: { id: number }) => s.id === place.subconceptId);
      expect(counted.contentCount).toBe(place.content.length - 1);
    } finally {
      await t.ctx.db.update(contentItems).set({ retiredAt: null }).where(eq(contentItems.id, item.id));
    }
  });
});

describe(`retired items are not offered for new work (${testDriver})`, () => {
  it('teachers building an assessment and admins making a cohort see live curricula and courses only', async () => {
    const created = await call('admin', 'POST', '/api/curriculum/curricula', {
      name: 'Soon Retired Syllabus',
    });
    const curriculumId = created.body.data.id;
    const kept = (
      await call('admin', 'POST', `/api/curriculum/curricula/${curriculumId}/courses`, { name: 'Kept' })
    ).body.data.id;
    const gone = (
      await call('admin', 'POST', `/api/curriculum/curricula/${curriculumId}/courses`, { name: 'Gone' })
    ).body.data.id;
    const teacherCurricula = async () =>
      (await call('teacher1', 'GET', '/api/assessments/curricula')).body.curricula.map(
        (c: { CU_id: number }) => c.CU_id,
      );
    const teacherCourses = async () =>
      (
        await call('teacher1', 'GET', `/api/assessments/courses?curriculum_id=${curriculumId}`)
      ).body.courses.map((c: { CO_id: number }) => c.CO_id);
    const adminCurricula = async () =>
      (await call('admin', 'GET', '/api/admin/curriculums')).body.data.map((c: { CU_id: number }) => c.CU_id);
    expect(await teacherCurricula()).toContain(curriculumId);
    expect(await teacherCourses()).toEqual([kept, gone]);
    expect(await adminCurricula()).toContain(curriculumId);

    await call('admin', 'POST', `/api/curriculum/courses/${gone}/retire`);
    expect(await teacherCourses()).toEqual([kept]);
    await call('admin', 'POST', `/api/curriculum/curricula/${curriculumId}/retire`);
    expect(await teacherCurricula()).not.toContain(curriculumId);
    expect(await teacherCourses()).toEqual([]);
    expect(await adminCurricula()).not.toContain(curriculumId);
  });

  it('an assessment already served keeps working when its course is retired', async () => {
    // 1001 is served to the demo student's cohort and not started; its questions come from the first Science course.
    const [question] = await t.ctx.db
      .select({ courseId: questions.courseId })
      .from(assessmentQuestions)
      .innerJoin(questions, eq(questions.id, assessmentQuestions.questionId))
      .where(eq(assessmentQuestions.assessmentId, 1001))
      .limit(1);
    const [course] = await t.ctx.db.select().from(courses).where(eq(courses.id, question!.courseId));
    expect((await call('admin', 'POST', `/api/curriculum/courses/${course!.id}/retire`)).status).toBe(200);
    try {
      const list = await call('student', 'GET', `/api/student/assessments/list/${studentId}`);
      expect(list.body.assessments.map((a: { AM_id: number }) => a.AM_id)).toContain(1001);
      expect((await call('student', 'POST', `/api/student/assessments/start/${studentId}/1001`)).status).toBe(
        200,
      );
      const paper = await call('student', 'GET', `/api/student/quiz/${studentId}/assessment/1001`);
      expect(paper.status).toBe(200);
      expect(paper.body.questions.length).toBeGreaterThan(0);
    } finally {
      await call('admin', 'POST', `/api/curriculum/courses/${course!.id}/restore`);
    }
  });
});
