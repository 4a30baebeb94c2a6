import { messages } from '@pathshala/contracts';
import { answers, attempts, cohorts, questions } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../test/test-app';

/**
 * Section 3 and 7 of the spec are the API's contract with clients we did not write: the fields it
 * lists are accepted wherever their entity is sent, unknown ones are ignored and change nothing,
 * and a call the spec lists without a payload works with no body, an empty body or `{}`.
 */
let t: TestApp;
let teacher: string;
let student: { id: number; token: string };
let curriculumId: number;
beforeAll(async () => {
  t = await createTestApp();
  teacher = (await t.login('teacher1')).token;
  const signedIn = await t.login('student');
  student = { id: signedIn.body.user.id, token: signedIn.token };
  const [science] = await t.database.db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
  curriculumId = science!.curriculumId;
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`a client written from the spec (${testDriver})`, () => {
  it('completes an attempt with no body and no content type, with an empty JSON body, and with {}', async () => {
    const quiz = `/api/student/quiz/${student.id}/assessment/1001`;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/student/assessments/start/${student.id}/1001`,
      headers: bearer(student.token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const bare = await t.app.inject({
      method: 'POST',
      url: `${quiz}/complete`,
      headers: bearer(student.token),
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toMatchObject({ success: true, totalMarks: expect.any(Number) });
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: `${quiz}/complete`,
      headers: { ...bearer(student.token), 'content-type': 'application/json' },
      body: '',
    });
    expect(emptyJson.statusCode, emptyJson.body).toBe(200);
    const braces = await t.app.inject({
      method: 'POST',
      url: `${quiz}/complete`,
      headers: bearer(student.token),
      payload: {},
    });
    expect(braces.statusCode, braces.body).toBe(200);
  });

  it('still answers 400 for a missing required field or a wrong type, with or without a body', async () => {
    const url = `/api/student/quiz/${student.id}/assessment/1001/question/1`;
    const noBody = await t.app.inject({ method: 'POST', url, headers: bearer(student.token) });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().success).toBe(false);
    expect(noBody.json().message).not.toMatch(/received (null|undefined)/);
    const wrongType = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(student.token),
      payload: { answerId: 'two' },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('ignores fields it does not know: a forged isCorrect or score changes nothing', async () => {
    const [kabir] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'kabir.singh@pathshala.example', password: 'Student@123' },
      }),
    ]);
    const taker = { id: kabir!.json().user.id as number, token: kabir!.json().token as string };
    await t.app.inject({
      method: 'POST',
      url: `/api/student/assessments/start/${taker.id}/1001`,
      headers: bearer(taker.token),
    });
    const [key] = await t.database.db
      .execute(
        `select q.correct_option::int as correct from assessment_questions aq join questions q on q.id = aq.question_id
       where aq.assessment_id = 1001 and aq.seq_num = 1` as never,
      )
      .then((r) => (r as unknown as { rows: Array<{ correct: number }> }).rows);
    const wrong = (Number(key!.correct) % 4) + 1;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/student/quiz/${taker.id}/assessment/1001/question/1`,
      headers: bearer(taker.token),
      payload: { answerId: wrong, isCorrect: true, score: 999, marksAwarded: 5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isCorrect: false, marksAwarded: 0, score: 0 });
    const [stored] = await t.database.db
      .select()
      .from(answers)
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .where(and(eq(attempts.studentId, taker.id), eq(attempts.assessmentId, 1001)));
    expect(stored?.answers).toMatchObject({ selectedOption: wrong, isCorrect: false, marksAwarded: 0 });
  });

  it('takes the course allocation and assessment question fields of section 3, checked against the server', async () => {
    const next = (
      await t.app.inject({ method: 'GET', url: '/api/assessments/next-id', headers: bearer(teacher) })
    ).json().nextId as number;
    const courses = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/courses?curriculum_id=${curriculumId}`,
      headers: bearer(teacher),
    });
    const course = courses.json().courses[0] as { CO_id: number; CO_Name: string };
    const bank = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/courses/${course.CO_id}/questions`,
      headers: bearer(teacher),
    });
    const question = bank.json().questions[0] as {
      CQ_id: number;
      CQ_Marks: number;
      CN_id: number;
      SC_id: number;
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/create',
      headers: bearer(teacher),
      payload: {
        AM_id: next,
        AM_Name: 'From a spec client',
        AM_Description: 'Made the way section 3 describes it',
        AM_Duration: 600,
        AM_TotQns: 1,
        AM_TotMarks: question.CQ_Marks,
        AM_CU_id: curriculumId,
        permission_level: 'FULL',
        is_owner: false,
      },
    });
    expect(created.statusCode, created.body).toBe(200);

    const allocation = {
      AC_AM_id: next,
      AC_CU_id: curriculumId,
      AC_CO_id: course.CO_id,
      AC_CO_NoOfQns: 1,
      AC_CO_TotMarks: question.CQ_Marks,
    };
    const misnamed = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/courses',
      headers: bearer(teacher),
      payload: { ...allocation, CO_Name: 'Some other course' },
    });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toBe(messages.teacher.courseNameMismatch(course.CO_Name));
    const allocated = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/courses',
      headers: bearer(teacher),
      payload: { ...allocation, CO_Name: course.CO_Name },
    });
    expect(allocated.statusCode, allocated.body).toBe(200);

    const placement = {
      AM_id: next,
      AQ_SeqNum: 1,
      CQ_Id: question.CQ_id,
      CU_id: curriculumId,
      CO_id: course.CO_id,
      CN_id: question.CN_id,
      SC_id: question.SC_id,
    };
    const misplaced = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/questions',
      headers: bearer(teacher),
      payload: { ...placement, SC_id: question.SC_id + 1 },
    });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().message).toBe(messages.teacher.questionPlaceMismatch);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/questions',
      headers: bearer(teacher),
      payload: placement,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().question).toMatchObject(placement);
    const [bankRow] = await t.database.db.select().from(questions).where(eq(questions.id, question.CQ_id));
    expect(bankRow?.subconceptId).toBe(question.SC_id);
  });

  it('approves an admin request with no body at all (PATCH, as the spec lists it)', async () => {
    const admin = (await t.login('admin')).token;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admin-requests',
      headers: bearer(admin),
    });
    const pending = list.json().data.find((r: { status: string }) => r.status === 'P');
    expect(pending, list.body).toBeTruthy();
    const id = pending.id;
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admin-requests/${id}/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode, approved.body).not.toBe(400);
  });
});
