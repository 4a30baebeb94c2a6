import { assessments, users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function fullNameOf(id: number): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return `${row!.firstName} ${row!.lastName}`;
}

const overview = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/teacher/dashboard',
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET /api/teacher/dashboard', () => {
  it('is for teachers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/teacher/dashboard' })).statusCode).toBe(401);
    expect((await overview((await t.login('student')).token)).statusCode).toBe(403);
    expect((await overview((await t.login('admin')).token)).statusCode).toBe(403);
  });

  it('counts what happened in the teacher’s cohorts since their previous sign-in, and their own drafts', async () => {
    const first = await t.login('teacher1');
    const before = (await overview(first.token)).json().data;
    // A first sign-in has no previous one: the week's hand-ins count as new (the demo's 7 took 1002).
    expect(before.since).toBeNull();
    expect(before.newAttempts).toBe(7);
    expect(before.inProgress).toBe(0);
    expect(before.drafts).toBe(0);
    expect(before.readyToServe).toBe(2);
    expect(before.cohorts).toBe(2);
    expect(before.recentActivity[0]).toMatchObject({ kind: 'served', assessmentId: 1001 });
    expect(before.recentActivity.filter((line: { kind: string }) => line.kind === 'submitted')).toHaveLength(
      7,
    );

    // A student starts 1001: it shows as in progress.
    const student = await t.login('student');
    const studentId = student.body.user.id;
    t.clock.advanceSeconds(60);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/student/assessments/start/${studentId}/1001`,
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(start.statusCode, start.body).toBe(200);
    expect((await overview(first.token)).json().data.inProgress).toBe(1);

    // ... and hands it in; the teacher signs in again later: only that hand-in is new.
    t.clock.advanceSeconds(5 * 60);
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/student/quiz/${studentId}/assessment/1001/complete`,
      headers: { authorization: `Bearer ${student.token}` },
      payload: {},
    });
    expect(complete.statusCode, complete.body).toBe(200);
    t.clock.advanceSeconds(60 * 60);
    const second = await t.login('teacher1');
    const after = (await overview(second.token)).json().data;
    expect(after.since).not.toBeNull();
    expect(after.newAttempts).toBe(1);
    expect(after.inProgress).toBe(0);
    expect(after.recentActivity[0]).toMatchObject({
      kind: 'submitted',
      assessmentId: 1001,
      personName: await fullNameOf(studentId),
      score: 0,
    });

    // An assessment left half-written is a draft of its owner's only.
    const [teacher] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'teacher1@pathshala.example'));
    await t.database.db.insert(assessments).values({
      id: 4242,
      name: 'Unfinished quiz',
      durationSeconds: 600,
      totalQuestions: 5,
      totalMarks: 5,
      curriculumId: 1,
      ownerId: teacher!.id,
    });
    expect((await overview(second.token)).json().data).toMatchObject({ drafts: 1, readyToServe: 2 });
    expect((await overview((await t.login('teacher2')).token)).json().data.drafts).toBe(0);
  });

  it('shows a teacher nothing of cohorts they neither teach nor serve to', async () => {
    const data = (await overview((await t.login('teacher3')).token)).json().data;
    expect(data.recentActivity.map((line: { cohortName: string }) => line.cohortName)).not.toContain(
      'Class 8A Science',
    );
    expect(data.newAttempts).toBe(0);
  });
});
