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
import type { TestApp } from '../../../test/test-app';

/** Exam-day test helpers: assessments with settings, pools and windows, written straight to the database. */

export interface Student {
  id: number;
  token: string;
}

export type BankQuestion = typeof questions.$inferSelect;

export async function signInStudents(t: TestApp) {
  const [science] = await t.database.db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
  const members = await t.database.db
    .select({ email: users.email })
    .from(cohortStudents)
    .innerJoin(users, eq(users.id, cohortStudents.studentId))
    .where(eq(cohortStudents.cohortId, science!.id))
    .orderBy(asc(users.id));
  const students: Student[] = [];
  for (const member of members) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.email, password: 'Student@123' },
    });
    expect(response.statusCode, response.body).toBe(200);
    students.push({ id: response.json().user.id, token: response.json().token });
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

/** A finalized assessment served to the cohort; answers the serving's id. */
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

export function studentCalls(t: TestApp) {
  const call = (s: Student, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${s.token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const quiz = (s: Student, id: number) => `/api/student/quiz/${s.id}/assessment/${id}`;
  return {
    call,
    start: (s: Student, id: number) => call(s, 'POST', `/api/student/assessments/start/${s.id}/${id}`),
    paper: (s: Student, id: number) => call(s, 'GET', quiz(s, id)),
    answer: (s: Student, id: number, seqNum: number, body: unknown) =>
      call(s, 'POST', `${quiz(s, id)}/question/${seqNum}`, body),
    answers: (s: Student, id: number, body: unknown) => call(s, 'POST', `${quiz(s, id)}/answers`, body),
    heartbeat: (s: Student, id: number, body: unknown = {}) =>
      call(s, 'POST', `${quiz(s, id)}/heartbeat`, body),
    complete: (s: Student, id: number, body: unknown = {}) =>
      call(s, 'POST', `${quiz(s, id)}/complete`, body),
    result: (s: Student, id: number) => call(s, 'GET', `/api/student/assessments/result/${s.id}/${id}`),
    list: (s: Student) => call(s, 'GET', `/api/student/assessments/list/${s.id}`),
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
