import { api } from '@pathshala/contracts';
import { users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ApiCall;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
}, 120_000);
afterAll(async () => t?.close());

async function fullNameOf(id: number): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return `${row!.firstName} ${row!.lastName}`;
}

/** The overview for a sign-in of its own (what is new is counted from the sign-in before it). */
const overview = (token: string) => call(api.teacher.dashboard, { as: { token } });

describe('GET /api/teacher/dashboard', () => {
  it('is for teachers only', async () => {
    expect((await call(api.teacher.dashboard, { as: null })).status).toBe(401);
    expect((await overview((await t.login('student')).token)).status).toBe(403);
    expect((await overview((await t.login('admin')).token)).status).toBe(403);
  });

  it('counts what happened in the teacher’s cohorts since their previous sign-in, and their own drafts', async () => {
    const first = await t.login('teacher1');
    const before = (await overview(first.token)).body.data;
    // A first sign-in has no previous one: the week's hand-ins count as new (the demo's 7 took 1002).
    expect(before.since).toBeNull();
    expect(before.newAttempts).toBe(7);
    expect(before.inProgress).toBe(0);
    expect(before.drafts).toBe(0);
    expect(before.readyToServe).toBe(2);
    expect(before.cohorts).toBe(2);
    expect(before.recentActivity[0]).toMatchObject({ kind: 'served', assessmentId: 1001 });
    expect(before.recentActivity.filter((line) => line.kind === 'submitted')).toHaveLength(7);

    // A student starts 1001: it shows as in progress.
    const student = await t.login('student');
    const studentId = student.body.user.id;
    t.clock.advanceSeconds(60);
    const params = { studentId, assessmentId: 1001 };
    const start = await call(api.student.startAttempt, { as: { token: student.token }, params });
    expect(start.status, start.text).toBe(200);
    expect((await overview(first.token)).body.data.inProgress).toBe(1);

    // ... and hands it in; the teacher signs in again later: only that hand-in is new.
    t.clock.advanceSeconds(5 * 60);
    const complete = await call(api.student.completeAttempt, {
      as: { token: student.token },
      params,
      body: {},
    });
    expect(complete.status, complete.text).toBe(200);
    t.clock.advanceSeconds(60 * 60);
    const second = await t.login('teacher1');
    const after = (await overview(second.token)).body.data;
    expect(after.since).not.toBeNull();
    expect(after.newAttempts).toBe(1);
    expect(after.inProgress).toBe(0);
    expect(after.recentActivity[0]).toMatchObject({
      kind: 'submitted',
      assessmentId: 1001,
      personName: await fullNameOf(studentId),
      score: 0,
    });

    // An assessment left half-written (step 1 only) is a draft of its owner's only.
    const id = (await call(api.teacher.nextId, { as: { token: second.token } })).body.nextId;
    const created = await call(api.teacher.create, {
      as: { token: second.token },
      body: {
        AM_id: id,
        AM_Name: 'Unfinished quiz',
        AM_Duration: 600,
        AM_TotQns: 5,
        AM_TotMarks: 5,
        AM_CU_id: 1,
      },
    });
    expect(created.status, created.text).toBe(200);
    expect((await overview(second.token)).body.data).toMatchObject({ drafts: 1, readyToServe: 2 });
    expect((await overview((await t.login('teacher2')).token)).body.data.drafts).toBe(0);
  });

  it('shows a teacher nothing of cohorts they neither teach nor serve to', async () => {
    const data = (await overview((await t.login('teacher3')).token)).body.data;
    expect(data.recentActivity.map((line) => line.cohortName)).not.toContain('Class 8A Science');
    expect(data.newAttempts).toBe(0);
  });
});
