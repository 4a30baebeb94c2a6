import type { AddressInfo } from 'node:net';
import type { RoomChanges, RoomSnapshot } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  type Caller,
  EventReader,
  servingOf,
  signIn,
  signInStudent,
  startAttempt,
} from './exam-room.test-support';

let t: TestApp;
let base: string;
let teacher1: Caller;
let teacher3: Caller;
let servingId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  teacher1 = await signIn(t, 'teacher1@pathshala.example', 'Teacher@123');
  teacher3 = await signIn(t, 'teacher3@pathshala.example', 'Teacher@123');
  servingId = (await servingOf(t, 1001)).id;
});
// Closing the app ends open streams itself (a stream left open here would hang this hook).
afterAll(async () => t?.close());

function open(who: Caller | null, signal: AbortSignal, id = servingId) {
  return fetch(`${base}/api/exam-rooms/${id}/stream`, {
    headers: {
      accept: 'text/event-stream',
      // As a browser asks: the stream must still go uncompressed, as it is written.
      'accept-encoding': 'gzip, deflate, br',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    signal,
  });
}

async function waitFor(check: () => boolean, timeoutMs = 3_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`exam room stream (${testDriver})`, () => {
  it('refuses without the bearer header, and to a teacher who may not open the room', async () => {
    const controller = new AbortController();
    const anonymous = await open(null, controller.signal);
    expect(anonymous.status).toBe(401);
    const stranger = await open(teacher3, controller.signal);
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { message: string }).message).toBe('Exam room not found');
    expect(t.app.examRoomLive.watching(servingId)).toBe(0);
  });

  it('sends a snapshot, then only what changed within 2 s; stops polling when the client goes', async () => {
    const controller = new AbortController();
    const response = await open(teacher1, controller.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const events = new EventReader(response.body!.getReader());
    const first = await events.next();
    expect(first.event).toBe('snapshot');
    const snapshot = first.data as RoomSnapshot;
    expect(snapshot.canAct).toBe(true);
    expect(snapshot.students).toHaveLength(9);
    expect(t.app.examRoomLive.watching(servingId)).toBe(1);

    // A student starts and their runner is heard from: one student's row changes.
    const student = await signInStudent(t, 'student@pathshala.example');
    const started = Date.now();
    const attemptId = await startAttempt(t, student, 1001);
    t.ctx.examPresence.seen(attemptId, t.clock.now().getTime(), 3);
    let change = (await events.next(2_500)).data as RoomChanges;
    // A poll may have caught the start before the heartbeat: wait for the row that shows both.
    while (!change.students.some((s) => s.studentId === student.id && s.connected)) {
      change = (await events.next(2_500)).data as RoomChanges;
    }
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(change.students).toHaveLength(1);
    expect(change.students[0]).toMatchObject({ status: 'IN_PROGRESS', connected: true, pending: 3 });
    expect(change.summary).toMatchObject({ inProgress: 1, connected: 1, pendingAnswers: 3 });

    // A pause changes the room: pushed as the room's state.
    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/exam-rooms/${servingId}/pause`,
      headers: { authorization: `Bearer ${teacher1.token}` },
      payload: { reason: 'Power cut' },
    });
    expect(paused.statusCode).toBe(200);
    const pauseChange = (await events.next(2_500)).data as RoomChanges;
    expect(pauseChange.room?.pausedAt).toBeTruthy();

    // Nothing changes: nothing is sent (time left ticks on the client from serverTime).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(events.pendingCount()).toBe(0);

    controller.abort();
    await waitFor(() => t.app.examRoomLive.watching(servingId) === 0);
  });

  it('two watchers share one poll; the app closing ends a stream still open', async () => {
    const a = new AbortController();
    const b = new AbortController();
    const first = new EventReader((await open(teacher1, a.signal)).body!.getReader());
    const second = new EventReader((await open(teacher1, b.signal)).body!.getReader());
    await first.next();
    await second.next();
    expect(t.app.examRoomLive.watching(servingId)).toBe(2);
    b.abort();
    await waitFor(() => t.app.examRoomLive.watching(servingId) === 1);
    // `a` stays open: afterAll's close must end it rather than wait for it.
  });
});
