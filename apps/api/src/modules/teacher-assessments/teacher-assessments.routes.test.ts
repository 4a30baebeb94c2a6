import { api, type Endpoint, messages } from '@pathshala/contracts';
import { assessmentShares, attempts, auditLog, cohorts, servings, users } from '@pathshala/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

let t: TestApp;
let call: ApiCall;
const cohortIds = {} as Record<'science' | 'maths' | 'jaipur', number>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  const rows = await t.ctx.db.select().from(cohorts);
  cohortIds.science = rows.find((c) => c.name === 'Class 8A Science')!.id;
  cohortIds.maths = rows.find((c) => c.name === 'Class 8A Mathematics')!.id;
  cohortIds.jaipur = rows.find((c) => c.name === 'Class 8 Mathematics')!.id;
});
afterAll(async () => t?.close());

const m = messages.teacher;

async function currentAttemptCount(assessmentId: number, cohortId: number) {
  const [serving] = await t.ctx.db
    .select()
    .from(servings)
    .where(and(eq(servings.assessmentId, assessmentId), eq(servings.cohortId, cohortId)));
  if (!serving) return 0;
  const rows = await t.ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.servingId, serving.id), isNull(attempts.supersededAt)));
  return rows.length;
}

describe(`teacher calls refuse other roles (${testDriver})`, () => {
  it.each(
    [api.teacher.listAssessments, api.teacher.results, api.teacher.serve, api.teacher.cohorts].map(
      (endpoint: Endpoint) => [endpoint.method, endpoint.path, endpoint] as const,
    ),
  )('%s %s answers 401 without a token and 403 for a student or admin', async (method, _path, endpoint) => {
    const request = { params: { id: 1002 }, body: method === 'POST' ? {} : undefined };
    expect((await call(endpoint, { as: null, ...request })).status).toBe(401);
    expect((await call(endpoint, { as: 'student', ...request })).status).toBe(403);
    expect((await call(endpoint, { as: 'admin', ...request })).status).toBe(403);
  });
});

describe('GET /api/assessments/list', () => {
  it('lists what the teacher owns or was given, with permission and serving details', async () => {
    const { status, body } = await call(api.teacher.listAssessments, { as: 'teacher1' });
    expect(status).toBe(200);
    const byId = new Map(body.assessments.map((a) => [a.AM_id, a]));
    expect([...byId.keys()].sort()).toEqual([1001, 1002, 1003, 1004]);
    expect(byId.get(1002)).toMatchObject({
      is_owner: true,
      permission_level: null,
      is_finalized: true,
      serving: { isServed: true, cohortCount: 1, attemptCount: 7 },
      actions: {
        delete: 'protected',
        manageQuestions: false,
        serve: true,
        manageAccess: true,
        viewResults: true,
      },
    });
    expect(byId.get(1003)).toMatchObject({
      actions: {
        delete: 'delete',
        manageQuestions: true,
        serve: true,
        manageAccess: true,
        viewResults: false,
      },
    });
    expect(byId.get(1003)).toMatchObject({ serving: { isServed: false, attemptCount: 0 } });
    expect((byId.get(1001) as { courses: unknown[] }).courses).toHaveLength(1);
  });

  it('shows a shared assessment with its level to the teacher it was shared with, and nothing else', async () => {
    const teacher2 = await call(api.teacher.listAssessments, { as: 'teacher2' });
    const ids = teacher2.body.assessments.map((a) => a.AM_id).sort();
    expect(ids).toEqual([1004, 1005]);
    expect(teacher2.body.assessments.find((a) => a.AM_id === 1004)).toMatchObject({
      is_owner: false,
      permission_level: 'FULL',
      actions: {
        delete: 'readOnly',
        manageQuestions: true,
        serve: true,
        manageAccess: false,
        viewResults: false,
      },
    });
    const teacher3 = await call(api.teacher.listAssessments, { as: 'teacher3' });
    expect(teacher3.body.assessments.map((a) => a.AM_id)).toEqual([1006]);
  });

  it('GET /api/assessments/:id answers 403 to a teacher without access and 404 for a missing one', async () => {
    expect((await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: 1005 } })).body).toEqual({
      success: false,
      message: m.noAccess,
    });
    expect((await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: 1005 } })).status).toBe(
      403,
    );
    expect((await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: 999999 } })).status).toBe(
      404,
    );
    expect((await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: 'abc' } })).status).toBe(
      400,
    );
    expect((await call(api.teacher.getAssessment, { as: 'teacher2', params: { id: 1004 } })).status).toBe(
      200,
    );
  });

  it('serving-status and courses answer for a visible assessment', async () => {
    const status = await call(api.teacher.servingStatus, { as: 'teacher1', params: { id: 1002 } });
    expect(status.body).toMatchObject({ isServed: true, details: { counts: { attempt_count: 7 } } });
    const courses = await call(api.teacher.assessmentCourses, { as: 'teacher1', params: { id: 1002 } });
    expect(courses.body.courses[0]).toMatchObject({ AC_AM_id: 1002, AC_CO_NoOfQns: 5 });
    const questions = await call(api.teacher.assessmentQuestions, { as: 'teacher1', params: { id: 1002 } });
    expect(questions.body.questions).toHaveLength(5);
    expect(questions.body.questions[0]).toHaveProperty('CQ_Question');
    // Teachers see the key of their assessments' questions (issue 13); the student calls never carry it.
    expect(questions.body.questions[0]!.correctOption).toBeGreaterThanOrEqual(1);
    expect(
      (await call(api.teacher.assessmentQuestions, { as: 'teacher3', params: { id: 1002 } })).status,
    ).toBe(403);
  });
});

describe('create wizard: POST /api/assessments/create, /courses, /questions', () => {
  let curriculumId: number;
  let courseA: { CO_id: number; CO_Name: string; questionCount: number };
  let courseB: { CO_id: number; CO_Name: string; questionCount: number };
  let otherCurriculumCourse: number;
  const NEW_ID = 1007;

  it('offers the next id, curricula and their courses', async () => {
    expect((await call(api.teacher.nextId, { as: 'teacher1' })).body.nextId).toBe(1007);
    const curricula = await call(api.teacher.curricula, { as: 'teacher1' });
    expect(curricula.body.curricula.length).toBeGreaterThanOrEqual(2);
    curriculumId = curricula.body.curricula[0]!.CU_id;
    const courses = await call(api.teacher.courses, {
      as: 'teacher1',
      query: { curriculum_id: curriculumId },
    });
    expect(courses.body.courses.length).toBeGreaterThanOrEqual(2);
    [courseA, courseB] = courses.body.courses as [typeof courseA, typeof courseB];
    expect(courseA!.questionCount).toBeGreaterThan(3);
    const other = await call(api.teacher.courses, {
      as: 'teacher1',
      query: { curriculum_id: curricula.body.curricula[1]!.CU_id },
    });
    otherCurriculumCourse = other.body.courses[0]!.CO_id;
    expect((await call(api.teacher.courses, { as: 'teacher1' })).status).toBe(400);
  });

  it.each([
    [{ AM_Name: '' }, 'Assessment name is required'],
    [{ AM_Duration: 30 }, 'Duration must be at least 1 minute'],
    [{ AM_TotQns: 0 }, 'Total questions must be at least 1'],
    [{ AM_TotMarks: 0 }, 'Total marks must be at least 1'],
    [{ AM_CU_id: 0 }, 'Curriculum is required'],
  ])('answers 400 for %j', async (override, message) => {
    const payload = {
      AM_id: NEW_ID,
      AM_Name: 'x',
      AM_Duration: 600,
      AM_TotQns: 3,
      AM_TotMarks: 3,
      AM_CU_id: 1,
      ...override,
    };
    const { status, body } = await call(api.teacher.create, { as: 'teacher1', body: payload });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('creates the assessment, refuses a duplicate id and an unknown curriculum', async () => {
    const payload = {
      AM_id: NEW_ID,
      AM_Name: 'Wizard Test',
      AM_Duration: 450,
      AM_TotQns: 3,
      AM_TotMarks: 3,
      AM_CU_id: curriculumId,
    };
    const unknown = await call(api.teacher.create, {
      as: 'teacher1',
      body: {
        ...payload,
        AM_CU_id: 99999,
      },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: m.curriculumNotFound } });
    const created = await call(api.teacher.create, { as: 'teacher1', body: payload });
    expect(created.status).toBe(200);
    expect(created.body.AM_id).toBe(NEW_ID);
    const duplicate = await call(api.teacher.create, { as: 'teacher1', body: payload });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toMatch(/already exists/);
    expect((await call(api.teacher.nextId, { as: 'teacher1' })).body.nextId).toBe(1008);
    const loaded = await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: NEW_ID } });
    expect(loaded.body.assessment).toMatchObject({ AM_Duration: 450, is_finalized: false, is_owner: true });
  });

  it('allocates courses with the exceed messages and per-course rules', async () => {
    const allocate = (account: Account, course: number, questions: number, marks: number) =>
      call(api.teacher.allocateCourse, {
        as: account,
        body: {
          AC_AM_id: NEW_ID,
          AC_CU_id: curriculumId,
          AC_CO_id: course,
          AC_CO_NoOfQns: questions,
          AC_CO_TotMarks: marks,
        },
      });
    expect((await allocate('teacher1', courseA.CO_id, 4, 2)).body.message).toBe(m.exceedQuestions(4, 3));
    expect((await allocate('teacher1', courseA.CO_id, 2, 4)).body.message).toBe(m.exceedMarks(4, 3));
    expect((await allocate('teacher1', courseA.CO_id, 0, 1)).status).toBe(400);
    expect((await allocate('teacher1', otherCurriculumCourse, 1, 1)).body.message).toBe(
      m.courseNotInCurriculum,
    );
    expect((await allocate('teacher2', courseA.CO_id, 2, 2)).status).toBe(403);
    const first = await allocate('teacher1', courseA.CO_id, 2, 2);
    expect(first.status).toBe(200);
    expect(first.body.allocation).toMatchObject({ AC_CO_id: courseA.CO_id, CO_Name: courseA.CO_Name });
    expect((await allocate('teacher1', courseA.CO_id, 1, 1)).status).toBe(409);
    expect((await allocate('teacher1', courseB.CO_id, 2, 1)).body.message).toBe(m.exceedQuestions(2, 3));
  });

  it('refuses questions until the allocation reaches the totals, then enforces each course quota', async () => {
    const add = (seq: number, questionId: number, account: Account = 'teacher1') =>
      call(api.teacher.addQuestion, {
        as: account,
        body: {
          AM_id: NEW_ID,
          AQ_SeqNum: seq,
          CQ_Id: questionId,
        },
      });
    type BankQuestion = { CQ_id: number; CQ_Marks: number };
    const fullBankA: BankQuestion[] = (
      await call(api.teacher.courseQuestions, { as: 'teacher1', params: { id: courseA.CO_id } })
    ).body.questions;
    const fullBankB: BankQuestion[] = (
      await call(api.teacher.courseQuestions, { as: 'teacher1', params: { id: courseB.CO_id } })
    ).body.questions;
    // The allocations give one mark per question, so only 1-mark questions fit.
    const bankA = fullBankA.filter((q) => q.CQ_Marks === 1) as [
      BankQuestion,
      BankQuestion,
      BankQuestion,
      ...BankQuestion[],
    ];
    const bankB = fullBankB.filter((q) => q.CQ_Marks === 1) as [
      BankQuestion,
      BankQuestion,
      ...BankQuestion[],
    ];
    const twoMarkA = fullBankA.find((q) => q.CQ_Marks === 2);
    expect(twoMarkA).toBeDefined();
    // Step 3 shows the teacher the correct option (staff only).
    expect(bankA[0]).toHaveProperty('correctOption');
    expect((await add(1, bankA[0].CQ_id)).body.message).toBe(m.allocationIncomplete);

    const last = await call(api.teacher.allocateCourse, {
      as: 'teacher1',
      body: {
        AC_AM_id: NEW_ID,
        AC_CU_id: curriculumId,
        AC_CO_id: courseB.CO_id,
        AC_CO_NoOfQns: 1,
        AC_CO_TotMarks: 1,
      },
    });
    expect(last.status).toBe(200);

    expect((await add(1, bankA[0].CQ_id, 'teacher2')).status).toBe(403);
    // 2 marks now would leave nothing for the second question of a 2-mark allocation.
    expect((await add(1, twoMarkA!.CQ_id)).body.message).toBe(m.courseMarksExceeded(courseA.CO_Name, 2));
    expect((await add(1, bankA[0].CQ_id)).status).toBe(200);
    expect((await add(2, bankA[0].CQ_id)).status).toBe(409);
    expect((await add(2, 999999)).body.message).toBe(m.questionNotFound);
    expect((await add(2, bankA[1].CQ_id)).status).toBe(200);
    expect((await add(3, bankA[2].CQ_id)).body.message).toBe(m.courseQuotaReached(courseA.CO_Name, 2));
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: NEW_ID } })).body.assessment
        .is_finalized,
    ).toBe(false);
    expect((await add(3, bankB[0].CQ_id)).status).toBe(200);
    expect((await add(4, bankB[1].CQ_id)).body.message).toBe(m.maxSelected(3));
    const loaded = await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: NEW_ID } });
    expect(loaded.body.assessment.is_finalized).toBe(true);
    expect(
      (await call(api.teacher.assessmentQuestions, { as: 'teacher1', params: { id: NEW_ID } })).body
        .questions,
    ).toHaveLength(3);
  });

  it('does not serve an assessment whose questions are not all chosen', async () => {
    await call(api.teacher.create, {
      as: 'teacher1',
      body: {
        AM_id: 1008,
        AM_Name: 'Unfinished',
        AM_Duration: 600,
        AM_TotQns: 2,
        AM_TotMarks: 2,
        AM_CU_id: curriculumId,
      },
    });
    const served = await call(api.teacher.serve, {
      as: 'teacher1',
      body: {
        assessmentId: 1008,
        cohortId: cohortIds.science,
      },
    });
    expect(served).toMatchObject({ status: 409, body: { message: m.notFinalized } });
  });

  it('DELETE deletes an unserved assessment for its owner only', async () => {
    expect((await call(api.teacher.deleteAssessment, { as: 'teacher2', params: { id: 1008 } })).status).toBe(
      403,
    );
    const deleted = await call(api.teacher.deleteAssessment, { as: 'teacher1', params: { id: 1008 } });
    expect(deleted).toMatchObject({ status: 200, body: { message: m.deleted } });
    expect((await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: 1008 } })).status).toBe(
      404,
    );
    // FULL on 1004 is not ownership.
    expect(
      (await call(api.teacher.deleteAssessment, { as: 'teacher2', params: { id: 1004 } })).body.message,
    ).toBe(m.onlyOwner);
  });

  it('freezes a served assessment: no allocation, no question, no delete (409)', async () => {
    const served = await call(api.teacher.serve, {
      as: 'teacher1',
      body: {
        assessmentId: NEW_ID,
        cohortId: cohortIds.science,
      },
    });
    expect(served.status).toBe(200);
    expect(served.body.data.totalStudents).toBe(9);
    expect(served.body.message).toBe(m.served(9));
    expect(
      (await call(api.teacher.deleteAssessment, { as: 'teacher1', params: { id: NEW_ID } })).status,
    ).toBe(409);
    const allocate = await call(api.teacher.allocateCourse, {
      as: 'teacher1',
      body: {
        AC_AM_id: NEW_ID,
        AC_CU_id: curriculumId,
        AC_CO_id: courseB.CO_id,
        AC_CO_NoOfQns: 1,
        AC_CO_TotMarks: 1,
      },
    });
    expect(allocate).toMatchObject({ status: 409, body: { message: m.servedFrozen } });
    const add = await call(api.teacher.addQuestion, {
      as: 'teacher1',
      body: {
        AM_id: NEW_ID,
        AQ_SeqNum: 4,
        CQ_Id: 1,
      },
    });
    expect(add.status).toBe(409);
    expect((await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: NEW_ID } })).status).toBe(
      200,
    );
  });
});

describe('cohorts: GET /api/teacher/cohorts, cohorts-for-serving, cohort-details, check-assessment', () => {
  it("lists the teacher's cohorts with semester, student count, curriculum and training center", async () => {
    const { body } = await call(api.teacher.cohorts, { as: 'teacher1' });
    expect(body.cohorts.map((c) => c.name)).toEqual(['Class 8A Mathematics', 'Class 8A Science']);
    expect(body.cohorts[1]).toMatchObject({ studentCount: 9, semester: '2026-27 Term 1' });
    expect(body.cohorts[1]!.curriculum).toBeTruthy();
    expect(body.cohorts[1]!.trainingCenter).toBeTruthy();
    const teacher3 = await call(api.teacher.cohorts, { as: 'teacher3' });
    expect(teacher3.body.cohorts.map((c) => c.name)).toEqual(['Class 8 Mathematics']);
  });

  it('marks the cohorts that already have the assessment', async () => {
    const { body } = await call(api.teacher.cohortsForServing, {
      as: 'teacher1',
      query: { assessmentId: 1001 },
    });
    const science = body.data.find((c) => c.CH_id === cohortIds.science);
    const maths = body.data.find((c) => c.CH_id === cohortIds.maths);
    expect(science).toMatchObject({ is_served: true });
    expect(science?.served_date).toBeTruthy();
    expect(maths).toMatchObject({ is_served: false, served_date: null });
    expect(
      (await call(api.teacher.cohortsForServing, { as: 'teacher3', query: { assessmentId: 1001 } })).status,
    ).toBe(403);
  });

  it("shows a cohort's students only to its teachers", async () => {
    const own = await call(api.teacher.cohortDetails, {
      as: 'teacher1',
      params: { cohortId: cohortIds.science },
    });
    expect(own.body.students).toHaveLength(9);
    expect(own.body.students[0]).toHaveProperty('ST_Username');
    expect(
      (await call(api.teacher.cohortDetails, { as: 'teacher1', params: { cohortId: cohortIds.jaipur } }))
        .status,
    ).toBe(403);
    expect(
      (await call(api.teacher.cohortDetails, { as: 'teacher1', params: { cohortId: 99999 } })).status,
    ).toBe(404);
  });

  it('check-assessment says whether the cohort has it', async () => {
    const yes = await call(api.teacher.checkAssessment, {
      as: 'teacher1',
      params: { assessmentId: 1001, cohortId: cohortIds.science },
    });
    expect(yes.body.exists).toBe(true);
    const no = await call(api.teacher.checkAssessment, {
      as: 'teacher1',
      params: { assessmentId: 1001, cohortId: cohortIds.maths },
    });
    expect(no.body.exists).toBe(false);
  });
});

describe('GET /api/assessments/:id/results and results.csv', () => {
  it('gives each student of the served cohort, per-question counts, mean and median', async () => {
    const { status, body } = await call(api.teacher.results, { as: 'teacher1', params: { id: 1002 } });
    expect(status).toBe(200);
    const results = body.results;
    expect(results.summary).toMatchObject({ studentCount: 9, completedCount: 7, notStartedCount: 2 });
    const completed = results.students.filter((s) => s.status === 'completed');
    const scores = completed.map((s) => s.score ?? 0).sort((a, b) => a - b);
    expect(results.summary.medianScore).toBe(scores[3]);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(results.summary.meanScore).toBeCloseTo(mean, 1);
    const demo = results.students.find((s) => s.ST_Username === 'student@pathshala.example')!;
    expect(demo.status).toBe('completed');
    expect(demo.percentage).toBeCloseTo(((demo.score ?? 0) / results.AM_TotMarks) * 100, 1);
    expect(demo.timeTakenSeconds).toBe(240);
    expect(results.questions).toHaveLength(5);
    for (const question of results.questions) {
      const chosen = question.options.reduce(
        (sum: number, o: { chosenCount: number }) => sum + o.chosenCount,
        0,
      );
      expect(chosen).toBe(7);
      const correct = question.options.find((o) => o.isCorrect);
      expect(correct?.chosenCount).toBe(question.correctCount);
    }
  });

  it('answers 403 to teachers without access, and for an unserved assessment', async () => {
    expect((await call(api.teacher.results, { as: 'teacher2', params: { id: 1002 } })).status).toBe(403);
    expect((await call(api.teacher.resultsCsv, { as: 'teacher3', params: { id: 1002 } })).status).toBe(403);
    expect((await call(api.teacher.results, { as: 'teacher1', params: { id: 1003 } })).body.message).toBe(
      m.cannotSeeResults,
    );
  });

  it('a VIEW grant sees the assessment but may not see results or serve it again', async () => {
    const teacher3 = (
      await t.ctx.db.select().from(users).where(eq(users.username, 'teacher3@pathshala.example'))
    )[0]!;
    const teacher1 = (
      await t.ctx.db.select().from(users).where(eq(users.username, 'teacher1@pathshala.example'))
    )[0]!;
    // A VIEW share: the sharing call gives FULL only, so it is written as the table holds it.
    await t.ctx.db.insert(assessmentShares).values({
      assessmentId: 1002,
      teacherId: teacher3.id,
      level: 'VIEW',
      sharedBy: teacher1.id,
    });
    expect((await call(api.teacher.getAssessment, { as: 'teacher3', params: { id: 1002 } })).status).toBe(
      200,
    );
    expect((await call(api.teacher.results, { as: 'teacher3', params: { id: 1002 } })).status).toBe(403);
    const serve = await call(api.teacher.serve, {
      as: 'teacher3',
      body: {
        assessmentId: 1002,
        cohortId: cohortIds.jaipur,
      },
    });
    expect(serve).toMatchObject({ status: 403, body: { message: m.cannotServe } });
    await t.ctx.db.delete(assessmentShares).where(eq(assessmentShares.teacherId, teacher3.id));
  });

  it('exports the per-student table as CSV with formula-like cells neutralised', async () => {
    const [kabir] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.username, 'kabir.singh@pathshala.example'));
    const renamed = await call(api.people.update, {
      as: 'admin',
      params: { id: kabir!.id },
      body: { firstName: '=HYPERLINK("http://evil")', lastName: '+Sum' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const classmate = renamed.body.data;
    const { status, headers, text } = await call(api.teacher.resultsCsv, {
      as: 'teacher1',
      params: { id: 1002 },
    });
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/csv/);
    expect(headers['content-disposition']).toMatch(/attachment; filename="assessment-1002-results.csv"/);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Student ID,First name,Last name/);
    expect(lines).toHaveLength(10);
    expect(classmate).toBeDefined();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")",'+Sum`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it("writes the CSV's times readable, in the reader's time zone, and refuses an unknown zone", async () => {
    const utc = await call(api.teacher.resultsCsv, { as: 'teacher1', params: { id: 1002 } });
    const local = await call(api.teacher.resultsCsv, {
      as: 'teacher1',
      params: { id: 1002 },
      query: { timeZone: 'Asia/Kolkata' },
    });
    const rows = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
    const [utcHeader, ...utcRows] = rows(utc.text);
    const [localHeader, ...localRows] = rows(local.text);
    const started = utcHeader!.indexOf('Started at (UTC)');
    expect(started).toBeGreaterThan(0);
    expect(localHeader![started]).toBe('Started at (Asia/Kolkata)');
    expect(localHeader![started + 1]).toBe('Completed at (Asia/Kolkata)');
    const withStart = utcRows.findIndex((row) => row[started]);
    expect(utcRows[withStart]![started]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const shifted =
      new Date(`${utcRows[withStart]![started]!.replace(' ', 'T')}:00Z`).getTime() + 330 * 60_000;
    expect(localRows[withStart]![started]).toBe(
      new Date(shifted).toISOString().slice(0, 16).replace('T', ' '),
    );
    const bad = await call(api.teacher.resultsCsv, {
      as: 'teacher1',
      params: { id: 1002 },
      query: { timeZone: 'Nowhere' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/teacher/serve-assessment', () => {
  it('answers 400 with the spec message when the assessment or cohort is missing', async () => {
    for (const payload of [{ assessmentId: 1001 }, { cohortId: cohortIds.science }, {}]) {
      const { status, body } = await call(api.teacher.serve, { as: 'teacher1', body: unchecked(payload) });
      expect(status).toBe(400);
      expect(body.message).toBe(m.selectAssessmentAndCohort);
    }
  });

  it("answers 403 for a cohort that is not the teacher's and for an assessment without access", async () => {
    const notTheirs = await call(api.teacher.serve, {
      as: 'teacher1',
      body: {
        assessmentId: 1003,
        cohortId: cohortIds.jaipur,
      },
    });
    expect(notTheirs).toMatchObject({ status: 403, body: { message: m.notYourCohort } });
    const noAccess = await call(api.teacher.serve, {
      as: 'teacher3',
      body: {
        assessmentId: 1003,
        cohortId: cohortIds.jaipur,
      },
    });
    expect(noAccess.status).toBe(403);
    expect(
      (await call(api.teacher.servingStatus, { as: 'teacher1', params: { id: 1003 } })).body.isServed,
    ).toBe(false);
    const unknown = await call(api.teacher.serve, {
      as: 'teacher1',
      body: {
        assessmentId: 1003,
        cohortId: 99999,
      },
    });
    expect(unknown.status).toBe(404);
  });

  it('lets a FULL teacher serve a shared assessment to their own cohort', async () => {
    const served = await call(api.teacher.serve, {
      as: 'teacher2',
      body: {
        assessmentId: 1004,
        cohortId: cohortIds.science,
      },
    });
    expect(served.status).toBe(200);
    expect(served.body.data.totalStudents).toBe(9);
  });

  it('asks for confirmation before serving again and changes nothing without it', async () => {
    const again = await call(api.teacher.serve, {
      as: 'teacher1',
      body: {
        assessmentId: 1002,
        cohortId: cohortIds.science,
      },
    });
    expect(again).toMatchObject({ status: 409, body: { message: m.confirmResetRequired } });
    expect(await currentAttemptCount(1002, cohortIds.science)).toBe(7);
  });

  it("resets only that cohort's attempts when confirmed, bumps the round and records who did it", async () => {
    // 1002 goes to the maths cohort too, so the reset of the science cohort must leave it alone.
    await call(api.teacher.serve, {
      as: 'teacher1',
      body: {
        assessmentId: 1002,
        cohortId: cohortIds.maths,
      },
    });
    const reset = await call(api.teacher.serve, {
      as: 'teacher1',
      body: {
        assessmentId: 1002,
        cohortId: cohortIds.science,
        confirmReset: true,
      },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.totalStudents).toBe(9);
    expect(await currentAttemptCount(1002, cohortIds.science)).toBe(0);
    const superseded = await t.ctx.db.select().from(attempts).where(eq(attempts.assessmentId, 1002));
    expect(superseded.every((a) => a.supersededAt !== null)).toBe(true);
    const [serving] = await t.ctx.db
      .select()
      .from(servings)
      .where(and(eq(servings.assessmentId, 1002), eq(servings.cohortId, cohortIds.science)));
    expect(serving!.round).toBe(2);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'assessment.reset'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.entityId).toBe('1002');
    expect(audit[0]!.details).toMatchObject({ cohortId: cohortIds.science, round: 2, supersededAttempts: 7 });
    const list = await call(api.teacher.listAssessments, { as: 'teacher1' });
    const row = list.body.assessments.find((a) => a.AM_id === 1002);
    expect(row?.serving).toMatchObject({ cohortCount: 2, attemptCount: 0 });
    const results = await call(api.teacher.results, { as: 'teacher1', params: { id: 1002 } });
    expect(results.body.results.summary.completedCount).toBe(0);
  });
});

describe('access: teachers/search, authorize, authorizations, revoke', () => {
  it('searches teachers by e-mail from 3 characters, never listing the searcher', async () => {
    const short = await call(api.teacher.teacherSearch, { as: 'teacher1', query: { email: 'te' } });
    expect(short).toMatchObject({ status: 400, body: { message: m.searchTooShort(3) } });
    const found = await call(api.teacher.teacherSearch, { as: 'teacher1', query: { email: 'teacher' } });
    const emails = found.body.teachers.map((x) => x.TE_Emailid);
    expect(emails).toEqual(['teacher2@pathshala.example', 'teacher3@pathshala.example']);
    const wildcard = await call(api.teacher.teacherSearch, { as: 'teacher1', query: { email: '%%%' } });
    expect(wildcard.body.teachers).toEqual([]);
  });

  it('lists, grants and revokes for the owner only', async () => {
    const listed = await call(api.teacher.authorizations, { as: 'teacher1', params: { id: 1004 } });
    expect(listed.body.authorizations).toHaveLength(1);
    expect(listed.body.authorizations[0]).toMatchObject({
      AA_permission_level: 'FULL',
      authorized_email: 'teacher2@pathshala.example',
    });
    expect((await call(api.teacher.authorizations, { as: 'teacher2', params: { id: 1004 } })).status).toBe(
      403,
    );

    const grant = (account: Account, payload: Record<string, unknown>) =>
      call(api.teacher.authorize, {
        as: account,
        body: unchecked({ assessmentId: 1003, permissionLevel: 'FULL', ...payload }),
      });
    expect((await grant('teacher1', { teacherEmail: '' })).body.message).toBe(m.fillRequired);
    expect(
      (await grant('teacher1', { teacherEmail: 'teacher3@pathshala.example', permissionLevel: 'VIEW' })).body
        .message,
    ).toBe(m.fillRequired);
    expect((await grant('teacher1', { teacherEmail: 'nobody@pathshala.example' })).body).toEqual({
      success: false,
      message: m.teacherNotFound,
    });
    expect((await grant('teacher1', { teacherEmail: 'student@pathshala.example' })).status).toBe(400);
    expect((await grant('teacher1', { teacherEmail: 'teacher1@pathshala.example' })).body.message).toBe(
      m.cannotAuthorizeSelf,
    );
    expect((await grant('teacher2', { teacherEmail: 'teacher3@pathshala.example' })).status).toBe(403);

    const granted = await grant('teacher1', {
      teacherEmail: ' Teacher3@pathshala.example ',
      notes: 'Jaipur class',
    });
    expect(granted.status).toBe(200);
    expect(granted.body.authorization).toMatchObject({
      AA_notes: 'Jaipur class',
      authorized_last_name: 'Iyer',
    });
    expect((await grant('teacher1', { teacherEmail: 'teacher3@pathshala.example' })).status).toBe(409);
    const teacher3List = await call(api.teacher.listAssessments, { as: 'teacher3' });
    expect(teacher3List.body.assessments.map((a) => a.AM_id)).toContain(1003);

    const authId = granted.body.authorization.AA_id;
    expect((await call(api.teacher.revoke, { as: 'teacher3', params: { authId } })).status).toBe(403);
    expect((await call(api.teacher.revoke, { as: 'teacher1', params: { authId } })).status).toBe(200);
    expect((await call(api.teacher.revoke, { as: 'teacher1', params: { authId } })).status).toBe(404);
    expect((await call(api.teacher.getAssessment, { as: 'teacher3', params: { id: 1003 } })).status).toBe(
      403,
    );
  });
});

describe('odd input never answers 500', () => {
  it.each([
    [api.teacher.serve, { assessmentId: 1001, cohortId: 2 ** 40 }],
    [
      api.teacher.create,
      { AM_id: 2 ** 40, AM_Name: 'x', AM_Duration: 60, AM_TotQns: 1, AM_TotMarks: 1, AM_CU_id: 1 },
    ],
    [api.teacher.addQuestion, { AM_id: 1003, AQ_SeqNum: 1, CQ_Id: 2 ** 40 }],
    [api.teacher.authorize, { assessmentId: 2 ** 40, teacherEmail: 'a@b.c', permissionLevel: 'FULL' }],
  ] as Array<[Endpoint, object]>)(
    'POST %s answers 400 for an id beyond the database range',
    async (endpoint, body) => {
      expect((await call(endpoint, { as: 'teacher1', body })).status).toBe(400);
    },
  );

  it.each(
    (
      [
        [api.teacher.results, { id: '99999999999999' }],
        [api.teacher.getAssessment, { id: -1 }],
        [api.teacher.cohortsForServing, {}, { assessmentId: 'x' }],
        [api.teacher.create],
        [api.teacher.addQuestion],
        [api.teacher.authorize],
      ] as Array<[Endpoint, object?, Record<string, string>?]>
    ).map(([endpoint, params, query]) => [endpoint.method, endpoint.path, endpoint, params, query] as const),
  )('%s %s', async (method, _path, endpoint, params, query) => {
    const body = method === 'POST' ? { AM_id: 'x', nested: { a: 1 } } : undefined;
    const { status } = await call(endpoint, { as: 'teacher1', params, query, body });
    expect(status).toBe(400);
  });
});
