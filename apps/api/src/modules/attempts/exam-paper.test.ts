import { api, messages } from '@pathshala/contracts';
import { assessments, questions as bankQuestions, cohorts } from '@pathshala/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * The exam paper (questions and key) a student is served: never one cached before it was served to
 * them, never a draft, never an earlier assessment that had the same id.
 */
let t: TestApp;
let call: ApiCall;
let student: { id: number; token: string };
let scienceCohortId: number;
let scienceCurriculumId: number;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  const signedIn = await t.login('student');
  student = { id: signedIn.body.user.id, token: signedIn.token };
  const [science] = await t.database.db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
  scienceCohortId = science!.id;
  scienceCurriculumId = science!.curriculumId;
});
afterAll(async () => t?.close());

/** Every call a student makes on an assessment, as the spec names them. */
function studentCalls(assessmentId: number) {
  const params = { studentId: student.id, assessmentId };
  const as = student;
  return [
    () => call(api.student.startAttempt, { as, params }),
    () => call(api.student.attemptPaper, { as, params }),
    () => call(api.student.answerQuestion, { as, params: { ...params, seqNum: 1 }, body: { answerId: 1 } }),
    () => call(api.student.answerQuestion, { as, params: { ...params, seqNum: 99 }, body: { answerId: 1 } }),
    () => call(api.student.completeAttempt, { as, params, body: {} }),
    () => call(api.student.attemptResult, { as, params }),
  ];
}

async function expectNotServed(assessmentId: number) {
  for (const studentCall of studentCalls(assessmentId)) {
    const response = await studentCall();
    expect(response.status, `${assessmentId}: ${response.body}`).toBe(404);
    expect(response.body).toEqual({ success: false, message: messages.quiz.notServed });
  }
}

async function nextId(): Promise<number> {
  const response = await call(api.teacher.nextId, { as: 'teacher1' });
  expect(response.status).toBe(200);
  return response.body.nextId;
}

/** Two questions of one course that the assessment will hold, with their stored key. */
async function pickQuestions(skip: number) {
  const courses = await call(api.teacher.courses, {
    as: 'teacher1',
    query: { curriculum_id: scienceCurriculumId },
  });
  const course = courses.body.courses.find((c) => c.questionCount >= 6)!;
  const bank = await call(api.teacher.courseQuestions, { as: 'teacher1', params: { id: course.CO_id } });
  const chosen = bank.body.questions.slice(skip, skip + 2);
  const keys = await t.database.db
    .select()
    .from(bankQuestions)
    .where(
      inArray(
        bankQuestions.id,
        chosen.map((q) => q.CQ_id),
      ),
    );
  const marks = keys.reduce((sum, q) => sum + q.marks, 0);
  return { courseId: course.CO_id, chosen, keys, marks };
}

async function createAssessment(id: number, name: string, totalMarks = 2) {
  const created = await call(api.teacher.create, {
    as: 'teacher1',
    body: {
      AM_id: id,
      AM_Name: name,
      AM_Duration: 600,
      AM_TotQns: 2,
      AM_TotMarks: totalMarks,
      AM_CU_id: scienceCurriculumId,
    },
  });
  expect(created.status, created.text).toBe(200);
}

/** Allocates and places the two questions; the assessment is then finalised. */
async function finish(id: number, picked: Awaited<ReturnType<typeof pickQuestions>>) {
  const { marks } = picked;
  const allocated = await call(api.teacher.allocateCourse, {
    as: 'teacher1',
    body: {
      AC_AM_id: id,
      AC_CU_id: scienceCurriculumId,
      AC_CO_id: picked.courseId,
      AC_CO_NoOfQns: 2,
      AC_CO_TotMarks: marks,
    },
  });
  expect(allocated.status, allocated.text).toBe(200);
  for (const [index, question] of picked.chosen.entries()) {
    const placed = await call(api.teacher.addQuestion, {
      as: 'teacher1',
      body: {
        AM_id: id,
        AQ_SeqNum: index + 1,
        CQ_Id: question.CQ_id,
      },
    });
    expect(placed.status, placed.text).toBe(200);
  }
}

async function serveToScience(id: number) {
  const served = await call(api.teacher.serve, {
    as: 'teacher1',
    body: {
      assessmentId: id,
      cohortId: scienceCohortId,
    },
  });
  expect(served.status, served.text).toBe(200);
}

/** Starts, loads the questions, and answers question 1 with its stored correct option. */
async function takeAndCheck(id: number, picked: Awaited<ReturnType<typeof pickQuestions>>) {
  const params = { studentId: student.id, assessmentId: id };
  expect((await call(api.student.startAttempt, { as: student, params })).status).toBe(200);
  const loaded = await call(api.student.attemptPaper, { as: student, params });
  expect(loaded.status, loaded.text).toBe(200);
  const texts = loaded.body.questions.map((q) => q.CQ_Question);
  expect(texts).toEqual(picked.chosen.map((q) => q.CQ_Question));
  const first = picked.keys.find((q) => q.id === picked.chosen[0]!.CQ_id)!;
  const answered = await call(api.student.answerQuestion, {
    as: student,
    params: { studentId: student.id, assessmentId: id, seqNum: 1 },
    body: {
      answerId: first.correctOption,
    },
  });
  expect(answered.status, answered.text).toBe(200);
  expect(answered.body).toMatchObject({ isCorrect: true, marksAwarded: first.marks });
}

describe(`exam papers are served only once served (${testDriver})`, () => {
  it('answers the same 404 for an unknown id, a draft and another cohort’s assessment', async () => {
    const [jaipur] = await t.database.db
      .select()
      .from(cohorts)
      .where(eq(cohorts.name, 'Class 8 Mathematics'));
    const served = await call(api.teacher.serve, {
      as: 'teacher3',
      body: { assessmentId: 1006, cohortId: jaipur!.id },
    });
    expect(served.status, served.text).toBe(200);
    await expectNotServed(999_999);
    await expectNotServed(1003); // a finished assessment nobody was served
    await expectNotServed(1006); // served, but to a cohort the student is not in
  });

  it('a student probing the next id before it is served does not break the paper served later', async () => {
    const id = await nextId();
    await expectNotServed(id); // not yet created
    const picked = await pickQuestions(0);
    await createAssessment(id, 'Probed before it existed', picked.marks);
    await expectNotServed(id); // a draft with no questions
    await finish(id, picked);
    await expectNotServed(id); // finished but not served
    await serveToScience(id);
    await takeAndCheck(id, picked);
  });

  it('an id deleted and created again serves the new questions and key, never the old', async () => {
    const id = await nextId();
    const first = await pickQuestions(2);
    await createAssessment(id, 'First version', first.marks);
    await finish(id, first);
    await expectNotServed(id);
    expect((await call(api.teacher.deleteAssessment, { as: 'teacher1', params: { id } })).status).toBe(200);
    const picked = await pickQuestions(4);
    await createAssessment(id, 'Second version', picked.marks);
    await finish(id, picked);
    await serveToScience(id);
    await takeAndCheck(id, picked);
  });
});

describe('assessment ids stay usable whatever a teacher sends', () => {
  it('next-id always answers an id that create accepts', async () => {
    const squat = await call(api.teacher.create, {
      as: 'teacher1',
      body: {
        AM_id: 2_147_483_647,
        AM_Name: 'Squatting the last id',
        AM_Duration: 600,
        AM_TotQns: 2,
        AM_TotMarks: 2,
        AM_CU_id: scienceCurriculumId,
      },
    });
    expect(squat.status).toBe(400);
    const id = await nextId();
    expect(id).toBeLessThan(2_147_483_647);
    await createAssessment(id, 'After the squat');
    expect(await nextId()).toBe(id + 1);
  });

  it('still answers a usable id once the highest is the last an integer holds (a long squatting script)', async () => {
    const [template] = await t.database.db.select().from(assessments).where(eq(assessments.id, 1003));
    await t.database.db.insert(assessments).values({ ...template!, id: 2_147_483_647 });
    const id = await nextId();
    expect(id).toBeLessThan(2_147_483_647);
    await createAssessment(id, 'In the first gap');
    expect(await nextId()).not.toBe(id);
  });
});
