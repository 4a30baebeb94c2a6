import { api } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { studentCalls } from '../attempts/exam-day.test-support';
import { servingOf } from '../exam-room/exam-room.test-support';
import { REVOCATIONS_MAX_AGE_SECONDS } from './revoked-sessions';

/** Two API servers on one database, as behind a load balancer with no sticky sessions. */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_PER_MINUTE: '8' } });
  other = await t.anotherServer();
});
afterAll(async () => t?.close());

const first = () => apiCaller(t);
const second = () => apiCaller({ app: other });

describe(`the exam room across two servers (${testDriver})`, () => {
  it("a teacher's live room on one server sees the answers, presence and held count of a student on the other", async () => {
    const signIn = await second()(api.auth.login, { as: null, body: DEMO_ACCOUNTS.student });
    const student = { id: signIn.body.user.id, token: signIn.body.token };
    const onSecond = studentCalls({ ...t, app: other });
    const started = await onSecond.start(student, 1001);
    expect(started.status).toBe(200);
    const paper = await onSecond.paper(student, 1001);
    const question = paper.body.questions[0]!;
    expect((await onSecond.answer(student, 1001, question.AS_SeqNum, { answerId: 2 })).status).toBe(200);
    const beat = await onSecond.heartbeat(student, 1001, { attemptId: started.body.attemptId, pending: 2 });
    expect(beat.status).toBe(200);

    const { id: servingId } = await servingOf(t, 1001);
    // The other server writes what it heard every second: the room sees it within that.
    const rowInRoom = async () => {
      const room = await first()(api.examRoom.snapshot, { as: 'teacher1', params: { servingId } });
      return room.body.snapshot.students.find((s) => s.studentId === student.id);
    };
    await expect.poll(rowInRoom, { timeout: 3_000, interval: 200 }).toMatchObject({
      status: 'IN_PROGRESS',
      attemptId: started.body.attemptId,
      answered: 1,
      connected: true,
      since: t.clock.now().toISOString(),
      pending: 2,
    });
  });
});

describe(`sign-in limits and sign-outs across two servers (${testDriver})`, () => {
  it('keeps one budget of password guesses per account: the sixth guess waits, whichever server it reaches', async () => {
    const { username } = DEMO_ACCOUNTS.student;
    const guess = (call: ReturnType<typeof apiCaller>, n: number) =>
      call(api.auth.login, { as: null, body: { username, password: `wrong-${n}` } });
    const [a, b] = [first(), second()];
    for (const n of [1, 2, 3]) expect((await guess(a, n)).status).toBe(401);
    for (const n of [4, 5]) expect((await guess(b, n)).status).toBe(401);
    const sixth = await guess(a, 6);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // The right password waits too: no server lets a guess through another's wait.
    const right = await second()(api.auth.login, { as: null, body: DEMO_ACCOUNTS.student });
    expect(right.status).toBe(429);
    t.clock.advanceSeconds(16 * 60);
  });

  it('counts sign-ins per client address across both servers', async () => {
    t.clock.advanceSeconds(61);
    const [a, b] = [first(), second()];
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const call = n % 2 === 0 ? a : b;
      // Names that are no account: each has a budget of its own, so only the address limit counts.
      const answer = await call(api.auth.login, {
        as: null,
        body: { username: `nobody-${n}`, password: 'x' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    t.clock.advanceSeconds(61);
  });

  it('ends a session signed out through one server on the other within the revocations’ age', async () => {
    const signIn = await first()(api.auth.login, { as: null, body: DEMO_ACCOUNTS.teacher1 });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token;
    expect((await second()(api.auth.verify, { as: { token } })).status).toBe(200);
    const out = await first()(api.auth.logout, {
      as: null,
      headers: { cookie: `pathshala_refresh=${signIn.cookies.pathshala_refresh}` },
    });
    expect(out.status).toBe(200);
    t.clock.advanceSeconds(REVOCATIONS_MAX_AGE_SECONDS + 1);
    expect((await second()(api.auth.verify, { as: { token } })).status).toBe(401);
  });
});
