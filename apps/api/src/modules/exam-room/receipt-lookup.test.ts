import { api } from '@pathshala/contracts';
import { answers, attempts, cohortStudents, cohorts, users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { type Caller, servingOf, signIn, signInStudent, startAttempt } from './exam-room.test-support';

let t: TestApp;
let call: ApiCall;
let teacher1: Caller;
let teacher2: Caller;
let teacher3: Caller;
let admin: Caller;
let student: Caller;
let receipt: string;
let attemptId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  teacher1 = await signIn(t, 'teacher1@pathshala.example', 'Teacher@123');
  teacher2 = await signIn(t, 'teacher2@pathshala.example', 'Teacher@123');
  teacher3 = await signIn(t, 'teacher3@pathshala.example', 'Teacher@123');
  admin = await signIn(t, 'admin', 'Admin@123');
  student = await signInStudent(t, 'student@pathshala.example');
  // The real path: start, answer two questions, complete; the attempts module stores the receipt.
  attemptId = await startAttempt(t, student, 1001);
  const params = { studentId: student.id, assessmentId: 1001 };
  for (const seq of [1, 2]) {
    const answered = await call(api.student.answerQuestion, {
      as: student,
      params: { ...params, seqNum: seq },
      body: { answerId: seq, attemptId },
    });
    expect(answered.status, answered.text).toBe(200);
  }
  expect((await call(api.student.completeAttempt, { as: student, params, body: { attemptId } })).status).toBe(
    200,
  );
  const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId));
  receipt = row!.receipt!;
});
afterAll(async () => t?.close());

const lookUp = (who: Caller | null, code: string) =>
  call(api.examRoom.receipt, { as: who, params: { code } });

describe(`receipt lookup (${testDriver})`, () => {
  it('finds the attempt, proves the answers held, and forgives case, spaces and look-alike letters', async () => {
    expect(receipt).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    for (const typed of [receipt, receipt.toLowerCase(), ` ${receipt.replace('-', ' ')} `]) {
      const response = await lookUp(teacher1, typed);
      expect(response.status, typed).toBe(200);
      const found = response.body.receipt;
      expect(found).toMatchObject({
        receipt,
        matches: true,
        attemptId,
        student: { id: student.id, username: 'student@pathshala.example' },
        assessment: { id: 1001, name: 'Living Systems: Unit Test' },
        completionReason: 'submitted',
      });
      expect(found.answers).toHaveLength(2);
      expect(found.answers[0]).toMatchObject({
        question: expect.any(String),
        chosenText: expect.any(String),
        syncedLate: false,
      });
    }
    expect((await lookUp(teacher2, receipt)).status).toBe(200);
    expect((await lookUp(admin, receipt)).status).toBe(200);
  });

  it('answers "not found" to a teacher of another room, 403 to students, 400 to a malformed code', async () => {
    const stranger = await lookUp(teacher3, receipt);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('No attempt has this receipt');
    expect((await lookUp(teacher1, '00000-00000')).body.message).toBe('No attempt has this receipt');
    expect((await lookUp(student, receipt)).status).toBe(403);
    expect((await lookUp(null, receipt)).status).toBe(401);
    for (const bad of ['ABC', 'UUUUU-UUUUU', '12345-678901', "1' or 1=1"]) {
      const response = await lookUp(teacher1, bad);
      expect(response.status, bad).toBe(400);
      expect(response.body.message).toMatch(/10 letters and digits/);
    }
  });

  it('says the code no longer matches when an answer held has changed since', async () => {
    const [first] = await t.database.db.select().from(answers).where(eq(answers.attemptId, attemptId));
    await t.database.db
      .update(answers)
      .set({ selectedOption: (first!.selectedOption % 4) + 1 })
      .where(eq(answers.attemptId, attemptId));
    const response = await lookUp(teacher1, receipt);
    expect(response.status).toBe(200);
    expect(response.body.receipt.matches).toBe(false);
  });
});

describe(`a room of 1,000 students (${testDriver})`, () => {
  it('answers its snapshot of a thousand students whole (its time is bench:exam room, not a test)', async () => {
    const [science] = await t.database.db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
    const [hash] = await t.database.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.id, student.id));
    // A thousand students, 800 of them started: more than the API could make in a test's time.
    const many = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 1_000 }, (_, i) => ({
          type: 'student' as const,
          username: `room.student.${i}@pathshala.example`,
          email: `room.student.${i}@pathshala.example`,
          passwordHash: hash!.h,
          firstName: 'Room',
          lastName: `Student ${String(i).padStart(4, '0')}`,
        })),
      )
      .returning({ id: users.id });
    await t.database.db
      .insert(cohortStudents)
      .values(many.map((u) => ({ cohortId: science!.id, studentId: u.id })));
    const servingId = (await servingOf(t, 1001)).id;
    const now = t.clock.now();
    const rows = await t.database.db
      .insert(attempts)
      .values(
        many.slice(0, 800).map((u) => ({
          assessmentId: 1001,
          servingId,
          studentId: u.id,
          startedAt: now,
          deadline: new Date(now.getTime() + 900_000),
        })),
      )
      .returning({ id: attempts.id });
    for (const [i, row] of rows.entries())
      if (i % 2 === 0) t.ctx.examPresence.seen(row.id, now.getTime(), i % 3);
    const response = await call(api.examRoom.snapshot, { as: teacher1, params: { servingId } });
    expect(response.status).toBe(200);
    const { summary, students } = response.body.snapshot;
    expect(students).toHaveLength(1_009);
    expect(summary).toMatchObject({ students: 1_009, inProgress: 800, connected: 400 });
  });
});
