import { api } from '@pathshala/contracts';
import {
  assessmentPoolQuestions,
  assessmentPools,
  assessmentQuestions,
  assessments,
  cohortStudents,
  cohorts,
  questions,
  servings,
  users,
} from '@pathshala/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiCaller, unchecked } from '../../../test/api-caller';
import type { TestApp } from '../../../test/test-app';

/**
 * Exam-day test helpers: the students of Class 8A Science signed in, their calls of an exam, and
 * makeExam (an exam written straight to the database) for the one state the API cannot make.
 */

export interface Student {
  id: number;
  token: string;
}

export type BankQuestion = typeof questions.$inferSelect;

/** The questions an assessment may take (the API refuses practice-only and retired ones). */
export const assessable = (bank: BankQuestion[]) => bank.filter((q) => q.use !== 'PRACTICE' && !q.retiredAt);

export async function signInStudents(t: TestApp) {
  const [science] = await t.database.db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
  const members = await t.database.db
    .select({ email: users.email })
    .from(cohortStudents)
    .innerJoin(users, eq(users.id, cohortStudents.studentId))
    .where(eq(cohortStudents.cohortId, science!.id))
    .orderBy(asc(users.id));
  const call = apiCaller(t);
  const students: Student[] = [];
  for (const member of members) {
    const response = await call(api.auth.login, {
      as: null,
      body: { username: member.email ?? '', password: 'Student@123' },
    });
    expect(response.status, response.text).toBe(200);
    students.push({ id: response.body.user.id, token: response.body.token });
  }
  const bank = await t.database.db
    .select()
    .from(questions)
    .where(and(eq(questions.curriculumId, science!.curriculumId), isNull(questions.replacedById)))
    .orderBy(asc(questions.id));
  return { cohort: science!, students, bank };
}

export interface ExamSpec {
  id: number;
  cohortId: number;
  curriculumId: number;
  chosen: BankQuestion[];
  pools?: Array<{ count: number; marks: number; candidates: BankQuestion[] }>;
  settings?: Partial<typeof assessments.$inferInsert>;
  serving?: Partial<typeof servings.$inferInsert>;
  durationSeconds?: number;
}

/**
 * A finalized assessment served to the cohort, written to the database; answers the serving's id.
 * Only for what the API cannot make: a pool drawn from exactly these candidates (the API's pools draw
 * from a course or subconcept). Everything else is made with makeServedAssessment (test/factories.ts).
 */
export async function makeExam(t: TestApp, spec: ExamSpec): Promise<number> {
  const db = t.database.db;
  const [owner] = await db.select().from(users).where(eq(users.username, 'teacher1@pathshala.example'));
  const pools = spec.pools ?? [];
  const count = spec.chosen.length + pools.reduce((sum, p) => sum + p.count, 0);
  const marks =
    spec.chosen.reduce((sum, q) => sum + q.marks, 0) + pools.reduce((sum, p) => sum + p.count * p.marks, 0);
  await db.insert(assessments).values({
    id: spec.id,
    name: `Exam ${spec.id}`,
    durationSeconds: spec.durationSeconds ?? 600,
    totalQuestions: count,
    totalMarks: marks,
    curriculumId: spec.curriculumId,
    ownerId: owner!.id,
    finalizedAt: t.clock.now(),
    ...spec.settings,
  });
  if (spec.chosen.length)
    await db
      .insert(assessmentQuestions)
      .values(spec.chosen.map((q, i) => ({ assessmentId: spec.id, seqNum: i + 1, questionId: q.id })));
  for (const [position, pool] of pools.entries()) {
    const [row] = await db
      .insert(assessmentPools)
      .values({
        assessmentId: spec.id,
        courseId: pool.candidates[0]!.courseId,
        questionCount: pool.count,
        marksPerQuestion: pool.marks,
        position,
      })
      .returning();
    await db
      .insert(assessmentPoolQuestions)
      .values(pool.candidates.map((q) => ({ poolId: row!.id, questionId: q.id })));
  }
  const [serving] = await db
    .insert(servings)
    .values({ assessmentId: spec.id, cohortId: spec.cohortId, servedBy: owner!.id, ...spec.serving })
    .returning();
  return serving!.id;
}

/** A student's calls of an exam, through the contracts; bodies go as given (a test may send a hostile one). */
export function studentCalls(t: TestApp) {
  const call = apiCaller(t);
  const at = (s: Student, assessmentId: number) => ({ as: s, params: { studentId: s.id, assessmentId } });
  return {
    start: (s: Student, id: number) => call(api.student.startAttempt, at(s, id)),
    paper: (s: Student, id: number) => call(api.student.attemptPaper, at(s, id)),
    answer: (s: Student, id: number, seqNum: number, body: unknown) =>
      call(api.student.answerQuestion, {
        as: s,
        params: { studentId: s.id, assessmentId: id, seqNum },
        body: unchecked(body),
      }),
    answers: (s: Student, id: number, body: unknown) =>
      call(api.student.answerQuestions, { ...at(s, id), body: unchecked(body) }),
    heartbeat: (s: Student, id: number, body: unknown = {}) =>
      call(api.student.attemptHeartbeat, { ...at(s, id), body: unchecked(body) }),
    complete: (s: Student, id: number, body: unknown = {}) =>
      call(api.student.completeAttempt, { ...at(s, id), body: unchecked(body) }),
    result: (s: Student, id: number) => call(api.student.attemptResult, at(s, id)),
    list: (s: Student) => call(api.student.listAssessments, { as: s, params: { studentId: s.id } }),
  };
}

export interface ShownQuestion {
  AS_SeqNum: number;
  CQ_Question: string;
  CQ_Option1: string;
  CQ_Option2: string;
  CQ_Option3: string;
  CQ_Option4: string;
  answered: boolean;
  selected: number | null;
}

/** The bank question a shown question is, and the shown option that is right and one that is wrong. */
export function keyOfShown(bank: BankQuestion[], shown: ShownQuestion) {
  const question = bank.find((q) => q.text === shown.CQ_Question)!;
  const texts = [shown.CQ_Option1, shown.CQ_Option2, shown.CQ_Option3, shown.CQ_Option4];
  const realText = [question.option1, question.option2, question.option3, question.option4];
  const right = texts.indexOf(realText[question.correctOption - 1]!) + 1;
  const wrong = texts.findIndex((text, i) => text !== '' && i + 1 !== right) + 1;
  return { question, right, wrong };
}
