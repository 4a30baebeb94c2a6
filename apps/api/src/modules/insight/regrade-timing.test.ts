import { api } from '@pathshala/contracts';
import { assessmentQuestions, assessments, cohorts, questions, servings, users } from '@pathshala/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * A regrade of a 2,000-attempt assessment (30 questions, 60,000 answers): its time is printed, not
 * asserted (the issue asks for 10 s at most; machines differ). The school is written to the database:
 * 2,000 students sitting an exam is more than the API could make in a test's time.
 */
let t: TestApp;
const A = 9401;
const STUDENTS = 2000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const [cohort] = await db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
  const [owner] = await db.select().from(users).where(eq(users.username, 'teacher1@pathshala.example'));
  const bank = await db
    .select()
    .from(questions)
    .where(and(eq(questions.curriculumId, cohort!.curriculumId), isNull(questions.replacedById)))
    .orderBy(asc(questions.id))
    .limit(30);
  await db.insert(assessments).values({
    id: A,
    name: 'Big exam',
    durationSeconds: 3600,
    totalQuestions: bank.length,
    totalMarks: bank.reduce((sum, q) => sum + q.marks, 0),
    curriculumId: cohort!.curriculumId,
    ownerId: owner!.id,
    finalizedAt: t.clock.now(),
    wrongMarks: -1,
  });
  await db
    .insert(assessmentQuestions)
    .values(bank.map((q, i) => ({ assessmentId: A, seqNum: i + 1, questionId: q.id })));
  const [serving] = await db
    .insert(servings)
    .values({ assessmentId: A, cohortId: cohort!.id, servedBy: owner!.id })
    .returning();
  // 2,000 students, each with a completed attempt answering all 30 (option by a hash of student and question).
  await db.execute(sql`
    insert into users (type, username, email, password_hash, first_name, last_name)
    select 'student', 'bulk' || g || '@school.example', 'bulk' || g || '@school.example', 'x', 'Bulk', g::text
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    insert into attempts (assessment_id, serving_id, student_id, started_at, deadline, completed_at, completion_reason)
    select ${A}, ${serving!.id}, id, now() - interval '2 hours', now() - interval '1 hour', now() - interval '90 minutes', 'submitted'
    from users where username like 'bulk%@school.example'`);
  await db.execute(sql`
    insert into answers (attempt_id, seq_num, question_id, selected_option, is_correct, marks_awarded, answered_at, received_at)
    select a.id, aq.seq_num, q.id, 1 + (a.id * 7 + q.id * 13) % 4, 1 + (a.id * 7 + q.id * 13) % 4 = q.correct_option,
      case when 1 + (a.id * 7 + q.id * 13) % 4 = q.correct_option then q.marks else -1 end,
      now() - interval '100 minutes', now() - interval '100 minutes'
    from attempts a join assessment_questions aq on aq.assessment_id = a.assessment_id
    join questions q on q.id = aq.question_id where a.assessment_id = ${A}`);
  await db.execute(sql`
    update attempts set score = s.total, answer_count = s.n
    from (select attempt_id, sum(marks_awarded) as total, count(*)::int as n from answers group by attempt_id) s
    where attempts.id = s.attempt_id and attempts.assessment_id = ${A}`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

it(`regrades a 2,000-attempt assessment in one transaction (${testDriver}; time printed)`, async () => {
  const call = apiCaller(t);
  const [first] = await t.ctx.db
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, A))
    .orderBy(asc(assessmentQuestions.seqNum));
  const [question] = await t.ctx.db.select().from(questions).where(eq(questions.id, first!.questionId));
  const body = {
    questionId: question!.id,
    kind: 'KEY' as const,
    correctOption: (question!.correctOption % 4) + 1,
  };
  let started = performance.now();
  const items = await call(api.itemAnalysis.itemAnalysis, { as: 'teacher1', params: { id: A } });
  const itemsMs = performance.now() - started;
  expect(items.status).toBe(200);
  expect(items.body.data.attemptCount).toBe(STUDENTS);
  started = performance.now();
  const response = await call(api.itemAnalysis.regrade, { as: 'teacher1', params: { id: A }, body });
  const regradeMs = performance.now() - started;
  expect(response.status, response.text).toBe(200);
  expect(response.body.data.answeredAttempts).toBe(STUDENTS);
  console.info(
    `[${testDriver}] item analysis of ${STUDENTS} attempts: ${itemsMs.toFixed(0)} ms; regrade: ${regradeMs.toFixed(0)} ms (${response.body.data.changedScores} scores changed)`,
  );
}, 120_000);
