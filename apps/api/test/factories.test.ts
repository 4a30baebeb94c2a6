import { api } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from './api-caller';
import { makeCohort, makeServedAssessment, makeStudent, makeTeacher } from './factories';
import { createTestApp, type TestApp, testDriver } from './test-app';

let t: TestApp;
let call: ApiCall;
let curriculumId: number;
let teacher1: number;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  curriculumId = (await call(api.teacher.curricula, { as: 'teacher1' })).body.curricula[0]!.CU_id;
  teacher1 = (await t.login('teacher1')).body.user.id;
}, 120_000);
afterAll(async () => t?.close());

describe(`factories build through the API (${testDriver})`, () => {
  it('a student in a new cohort of teacher1 signs in and takes the assessment served to it', async () => {
    const cohortId = await makeCohort(call, { curriculumId, teacherIds: [teacher1] });
    const student = await makeStudent(call, { cohortId, firstName: 'Meera' });
    const other = await makeStudent(call);
    expect(student.username).not.toBe(other.username);

    const cohort = (await call(api.cohorts.get, { as: 'admin', params: { cohortId } })).body.data.cohort;
    expect(cohort).toMatchObject({ studentCount: 1, teacherCount: 1, curriculum: { id: curriculumId } });

    const served = await makeServedAssessment(call, { cohortId, questions: 3 });
    expect(served.questions).toHaveLength(3);
    const loaded = await call(api.teacher.getAssessment, {
      as: 'teacher1',
      params: { id: served.assessmentId },
    });
    expect(loaded.body.assessment).toMatchObject({
      is_finalized: true,
      AM_TotQns: 3,
      AM_TotMarks: served.totalMarks,
      serving: { isServed: true, cohortCount: 1 },
    });

    const listed = await call(api.student.listAssessments, {
      as: student,
      params: { studentId: student.id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.assessments.map((row) => row.AM_id)).toContain(served.assessmentId);
    const started = await call(api.student.startAttempt, {
      as: student,
      params: { studentId: student.id, assessmentId: served.assessmentId },
    });
    expect(started.status).toBe(200);
    // Not in the cohort: the other student is not offered it.
    const theirs = await call(api.student.listAssessments, { as: other, params: { studentId: other.id } });
    expect(theirs.body.assessments.map((row) => row.AM_id)).not.toContain(served.assessmentId);
  });

  it('serves chosen questions with pools, settings and a window, and says what was refused when a step fails', async () => {
    const cohortId = await makeCohort(call, { curriculumId, teacherIds: [teacher1] });
    const course = (
      await call(api.teacher.courses, { as: 'teacher1', query: { curriculum_id: curriculumId } })
    ).body.courses[0]!;
    const bank = (await call(api.teacher.courseQuestions, { as: 'teacher1', params: { id: course.CO_id } }))
      .body.questions;
    const marks = bank[0]!.CQ_Marks;
    const closesAt = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const served = await makeServedAssessment(call, {
      cohortId,
      curriculumId,
      questions: [{ id: bank[0]!.CQ_id, courseId: course.CO_id, marks }],
      pools: [{ courseId: course.CO_id, questionCount: 1, marksPerQuestion: marks }],
      settings: { shuffleQuestions: true, feedbackMode: 'AFTER' },
      closesAt,
    });
    const loaded = (
      await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: served.assessmentId } })
    ).body.assessment;
    expect(loaded).toMatchObject({
      is_finalized: true,
      chosenCount: 1,
      pooledCount: 1,
      settings: { shuffleQuestions: true, feedbackMode: 'AFTER' },
    });
    const servings = (
      await call(api.teacher.servings, { as: 'teacher1', params: { id: served.assessmentId } })
    ).body.servings;
    expect(servings).toEqual([expect.objectContaining({ servingId: served.servingId, closesAt })]);

    // teacher3 teaches none of this cohort's classes: the serve step is refused, and said so.
    await expect(makeServedAssessment(call, { cohortId, curriculumId, as: 'teacher3' })).rejects.toThrow(
      /Serving the assessment was refused \(40[34]\)/,
    );
  });

  it('a teacher signs in with what the factory gave, sees the cohort made for her, and must choose a password when asked', async () => {
    const teacher = await makeTeacher(call, { firstName: 'Asha' });
    expect(teacher.username).toBe(teacher.email);
    expect((await call(api.teacher.cohorts, { as: teacher })).body.cohorts).toEqual([]);
    const cohortId = await makeCohort(call, { curriculumId, teacherIds: [teacher.id] });
    const cohorts = (await call(api.teacher.cohorts, { as: teacher })).body.cohorts;
    expect(cohorts.map((row) => row.CH_id)).toEqual([cohortId]);
    const fresh = await makeStudent(call, { mustChangePassword: true });
    const { username, password } = fresh;
    const signedIn = await call(api.auth.login, { as: null, body: { username, password } });
    expect(signedIn.body.user).toMatchObject({ id: fresh.id, mustChangePassword: true });
  });
});
