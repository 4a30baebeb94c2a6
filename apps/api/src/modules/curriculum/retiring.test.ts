import { api, type Endpoint } from '@pathshala/contracts';
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
import { type ApiCall, apiCaller, outcome } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * Retiring hides, and destroys nothing: what the student did stays in the database and in the
 * teacher's results, while the retired item leaves study and new work everywhere it is read.
 */
let t: TestApp;
let call: ApiCall;
let studentId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  studentId = (await t.login('student')).body.user.id;
});
afterAll(async () => t?.close());

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
  const { status, body } = await call(api.student.conceptSubconcepts, {
    as: 'student',
    params: { conceptId },
  });
  expect(status).toBe(200);
  return body.subconcepts.map((row) => row.SC_id) as number[];
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
    const progress = {
      contentId: item.id,
      timeSpent: 120,
      completionPercentage: 100,
      status: 'completed' as const,
    };
    expect((await call(api.content.progress, { as: 'student', body: progress })).status).toBe(200);
    const quiz = await call(api.student.practiceQuiz, {
      as: 'student',
      params: { subconceptId: place.subconceptId },
      query: { count: 5 },
    });
    expect(quiz.body.questions.length).toBeGreaterThan(0);
    const answers = quiz.body.questions.map((q) => ({ questionId: q.CQ_id, answerId: 1 }));
    const submit = { params: { subconceptId: place.subconceptId }, body: { answers } };
    expect((await call(api.student.submitPractice, { as: 'student', ...submit })).status).toBe(200);
    const opened = await call(api.content.subconceptContentItem, {
      as: 'student',
      params: { subconceptId: place.subconceptId, contentId: item.id },
    });
    const link = opened.body.content.CT_ContentLink as string;
    const resultsBefore = outcome(await call(api.teacher.results, { as: 'teacher1', params: { id: 1002 } }));
    const ownResultBefore = outcome(
      await call(api.student.attemptResult, { as: 'student', params: { studentId, assessmentId: 1002 } }),
    );
    expect(resultsBefore.status).toBe(200);
    expect(await studentSubconceptIds(place.conceptId)).toContain(place.subconceptId);

    expect(
      (
        await call(api.curriculum.retireSubconcept, {
          as: 'admin',
          params: { subconceptId: place.subconceptId },
        })
      ).status,
    ).toBe(200);

    // Gone from the tree and from the concept's content; opened directly, it is like an unknown id.
    expect(await studentSubconceptIds(place.conceptId)).not.toContain(place.subconceptId);
    const conceptContent = await call(api.content.conceptContent, {
      as: 'student',
      params: { conceptId: place.conceptId },
    });
    expect(conceptContent.body.content.map((c) => c.CT_id)).not.toContain(item.id);
    const inSubconcept = { subconceptId: place.subconceptId };
    for (const [endpoint, params, body] of [
      [api.content.subconceptContent, inSubconcept],
      [api.content.subconceptContentItem, { ...inSubconcept, contentId: item.id }],
      [api.content.conceptContentItem, { conceptId: place.conceptId, contentId: item.id }],
      [api.student.practiceQuiz, inSubconcept],
      [api.student.submitPractice, submit.params, submit.body],
      [api.content.progress, undefined, progress],
      [api.content.bookmark, { contentId: item.id }, { position: 1, time: 1 }],
    ] as Array<[Endpoint, object?, object?]>) {
      const answer = await call(endpoint, { as: 'student', params, body });
      expect(answer.status, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
    if (item.storagePath) {
      // A link handed out before the retiring no longer streams the file (the link as the server wrote it).
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
    expect(outcome(await call(api.teacher.results, { as: 'teacher1', params: { id: 1002 } }))).toEqual(
      resultsBefore,
    );
    expect(
      outcome(
        await call(api.student.attemptResult, { as: 'student', params: { studentId, assessmentId: 1002 } }),
      ),
    ).toEqual(ownResultBefore);

    // Brought back, it returns with the student's progress intact.
    expect(
      (
        await call(api.curriculum.restoreSubconcept, {
          as: 'admin',
          params: { subconceptId: place.subconceptId },
        })
      ).status,
    ).toBe(200);
    const back = await call(api.student.conceptSubconcepts, {
      as: 'student',
      params: { conceptId: place.conceptId },
    });
    const subconcept = back.body.subconcepts.find((row) => row.SC_id === place.subconceptId);
    expect(subconcept?.progress).toBeGreaterThan(0);
    expect(
      (
        await call(api.content.subconceptContentItem, {
          as: 'student',
          params: { subconceptId: place.subconceptId, contentId: item.id },
        })
      ).body.content.progress,
    ).toBe(100);
  });
});

describe(`retiring hides the whole subtree from students (${testDriver})`, () => {
  it('a retired concept hides its subconcepts and content', async () => {
    const place = await placeOfAssessedQuestion();
    const listConcepts = async () =>
      (
        await call(api.student.courseConcepts, { as: 'student', params: { courseId: place.courseId } })
      ).body.concepts.map((row) => row.CN_id);
    expect(await listConcepts()).toContain(place.conceptId);
    await call(api.curriculum.retireConcept, { as: 'admin', params: { conceptId: place.conceptId } });
    expect(await listConcepts()).not.toContain(place.conceptId);
    const item = place.content[0]!;
    expect(
      (await call(api.student.conceptSubconcepts, { as: 'student', params: { conceptId: place.conceptId } }))
        .status,
    ).toBe(404);
    expect(
      (await call(api.content.conceptContent, { as: 'student', params: { conceptId: place.conceptId } }))
        .status,
    ).toBe(404);
    // The subconcept itself is live; its retired ancestor hides it.
    expect(
      (
        await call(api.content.subconceptContent, {
          as: 'student',
          params: { subconceptId: place.subconceptId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(api.content.subconceptContentItem, {
          as: 'student',
          params: { subconceptId: place.subconceptId, contentId: item.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(api.student.practiceQuiz, { as: 'student', params: { subconceptId: place.subconceptId } }))
        .status,
    ).toBe(404);
    await call(api.curriculum.restoreConcept, { as: 'admin', params: { conceptId: place.conceptId } });
    expect(await listConcepts()).toContain(place.conceptId);
  });

  it('a retired course leaves the curriculum list and its concepts and content answer 404', async () => {
    const place = await placeOfAssessedQuestion();
    const courseIds = async () =>
      (await call(api.student.curriculum, { as: 'student' })).body.curricula.flatMap(
        (curriculum: { courses: Array<{ CO_id: number }> }) =>
          curriculum.courses.map((course) => course.CO_id),
      );
    await call(api.curriculum.retireCourse, { as: 'admin', params: { courseId: place.courseId } });
    expect(await courseIds()).not.toContain(place.courseId);
    expect(
      (await call(api.student.courseConcepts, { as: 'student', params: { courseId: place.courseId } }))
        .status,
    ).toBe(404);
    expect(
      (await call(api.student.conceptSubconcepts, { as: 'student', params: { conceptId: place.conceptId } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(api.content.conceptContentItem, {
          as: 'student',
          params: { conceptId: place.conceptId, contentId: place.content[0]!.id },
        })
      ).status,
    ).toBe(404);
    await call(api.curriculum.restoreCourse, { as: 'admin', params: { courseId: place.courseId } });
    expect(await courseIds()).toContain(place.courseId);
  });

  it('a retired curriculum (retired by an older version, say) leaves the student entirely', async () => {
    const place = await placeOfAssessedQuestion();
    await t.ctx.db
      .update(curricula)
      .set({ retiredAt: t.clock.now() })
      .where(eq(curricula.id, place.curriculumId));
    try {
      const list = (await call(api.student.curriculum, { as: 'student' })).body.curricula;
      expect(list.map((row) => row.id)).not.toContain(place.curriculumId);
      expect(list.length).toBeGreaterThan(0); // the other curriculum stays
      expect(
        (await call(api.student.courseConcepts, { as: 'student', params: { courseId: place.courseId } }))
          .status,
      ).toBe(404);
      expect(
        (
          await call(api.content.subconceptContent, {
            as: 'student',
            params: { subconceptId: place.subconceptId },
          })
        ).status,
      ).toBe(404);
    } finally {
      await t.ctx.db.update(curricula).set({ retiredAt: null }).where(eq(curricula.id, place.curriculumId));
    }
  });

  it('a retired content item (content_items.retiredAt) is left out of lists and answers 404', async () => {
    const place = await placeOfAssessedQuestion();
    const item = place.content[0]!;
    await t.ctx.db.update(contentItems).set({ retiredAt: t.clock.now() }).where(eq(contentItems.id, item.id));
    try {
      const listed = await call(api.content.subconceptContent, {
        as: 'student',
        params: { subconceptId: place.subconceptId },
      });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.content.map((c) => c.CT_id)).not.toContain(item.id);
      const tree = await call(api.student.conceptSubconcepts, {
        as: 'student',
        params: { conceptId: place.conceptId },
      });
      const row = tree.body.subconcepts.find((s) => s.SC_id === place.subconceptId);
      expect(row?.content.map((c) => c.CT_id)).not.toContain(item.id);
      expect(
        (
          await call(api.content.subconceptContentItem, {
            as: 'student',
            params: { subconceptId: place.subconceptId, contentId: item.id },
          })
        ).status,
      ).toBe(404);
      expect((await call(api.content.serve, { as: 'student', params: { contentId: item.id } })).status).toBe(
        404,
      );
      const progress = {
        contentId: item.id,
        timeSpent: 1,
        completionPercentage: 1,
        status: 'in_progress' as const,
      };
      expect((await call(api.content.progress, { as: 'student', body: progress })).status).toBe(404);
      // The curriculum editor no longer counts it.
      const editorTree = await call(api.curriculum.tree, {
        as: 'admin',
        params: { curriculumId: place.curriculumId },
      });
      const counted = editorTree.body.data.courses
        .flatMap((course) => course.concepts.flatMap((concept) => concept.subconcepts))
        .find((s) => s.id === place.subconceptId);
      expect(counted?.contentCount).toBe(place.content.length - 1);
    } finally {
      await t.ctx.db.update(contentItems).set({ retiredAt: null }).where(eq(contentItems.id, item.id));
    }
  });
});

describe(`retired items are not offered for new work (${testDriver})`, () => {
  it('teachers building an assessment and admins making a cohort see live curricula and courses only', async () => {
    const created = await call(api.curriculum.createCurriculum, {
      as: 'admin',
      body: {
        name: 'Soon Retired Syllabus',
      },
    });
    const curriculumId = created.body.data.id;
    const kept = (
      await call(api.curriculum.createCourse, {
        as: 'admin',
        params: { curriculumId },
        body: { name: 'Kept' },
      })
    ).body.data.id;
    const gone = (
      await call(api.curriculum.createCourse, {
        as: 'admin',
        params: { curriculumId },
        body: { name: 'Gone' },
      })
    ).body.data.id;
    const teacherCurricula = async () =>
      (await call(api.teacher.curricula, { as: 'teacher1' })).body.curricula.map((c) => c.CU_id);
    const teacherCourses = async () =>
      (
        await call(api.teacher.courses, { as: 'teacher1', query: { curriculum_id: curriculumId } })
      ).body.courses.map((c) => c.CO_id);
    const adminCurricula = async () =>
      (await call(api.admin.curriculums, { as: 'admin' })).body.data.map((c) => c.CU_id);
    expect(await teacherCurricula()).toContain(curriculumId);
    expect(await teacherCourses()).toEqual([kept, gone]);
    expect(await adminCurricula()).toContain(curriculumId);

    await call(api.curriculum.retireCourse, { as: 'admin', params: { courseId: gone } });
    expect(await teacherCourses()).toEqual([kept]);
    await call(api.curriculum.retireCurriculum, { as: 'admin', params: { curriculumId } });
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
    expect(
      (await call(api.curriculum.retireCourse, { as: 'admin', params: { courseId: course!.id } })).status,
    ).toBe(200);
    try {
      const list = await call(api.student.listAssessments, { as: 'student', params: { studentId } });
      expect(list.body.assessments.map((a) => a.AM_id)).toContain(1001);
      expect(
        (await call(api.student.startAttempt, { as: 'student', params: { studentId, assessmentId: 1001 } }))
          .status,
      ).toBe(200);
      const paper = await call(api.student.attemptPaper, {
        as: 'student',
        params: { studentId, assessmentId: 1001 },
      });
      expect(paper.status).toBe(200);
      expect(paper.body.questions.length).toBeGreaterThan(0);
    } finally {
      await call(api.curriculum.restoreCourse, { as: 'admin', params: { courseId: course!.id } });
    }
  });
});
