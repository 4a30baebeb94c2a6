import type { AddressInfo } from 'node:net';
import { api, buildPath, type RoomChanges, type RoomSnapshot } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
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
let call: ApiCall;
let base: string;
let teacher1: Caller;
let teacher3: Caller;
let servingId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  teacher1 = await signIn(t, 'teacher1@pathshala.example', 'Teacher@123');
  teacher3 = await signIn(t, 'teacher3@pathshala.example', 'Teacher@123');
  servingId = (await servingOf(t, 1001)).id;
});
// Closing the app ends open streams itself (a stream left open here would hang this hook).
afterAll(async () => t?.close());

function open(who: Caller | null, signal: AbortSignal, id = servingId) {
  // Over a real connection: the stream is read as a browser reads it, as it arrives.
  return fetch(`${base}${buildPath(api.examRoom.stream.path, { servingId: id })}`, {
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

/** Whether the server ends the stream within `ms`. */
async function endsWithin(events: EventReader, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const ended = await Promise.race([events.ended.then(() => true as const), timeout]);
  clearTimeout(timer);
  return ended;
}

describe(`exam room stream: it ends with its session (${testDriver})`, () => {
  it('ends within the re-check period once its session signs out, and stops polling', async () => {
    // A sign-in of its own, so the other tests' sessions stay.
    const teacher = await signIn(t, 'teacher1@pathshala.example', 'Teacher@123');
    const controller = new AbortController();
    const events = new EventReader((await open(teacher, controller.signal)).body!.getReader());
    expect((await events.next()).event).toBe('snapshot');
    // Still delivering while the session lives.
    expect(await endsWithin(events, 1_500)).toBe(false);
    const out = await call(api.auth.logout, { as: teacher });
    expect(out.status).toBe(200);
    expect(await endsWithin(events, 2_500)).toBe(true);
    await waitFor(() => t.app.examRoomLive.watching(servingId) === 0);
    controller.abort();
  });

  it('ends once its teacher may no longer open the room (taken off the cohort), on the next re-check', async () => {
    const teacher2 = await signIn(t, 'teacher2@pathshala.example', 'Teacher@123');
    const controller = new AbortController();
    const events = new EventReader((await open(teacher2, controller.signal)).body!.getReader());
    expect((await events.next()).event).toBe('snapshot');
    const serving = await servingOf(t, 1001);
    const membership = {
      as: 'admin' as const,
      params: { cohortId: serving.cohortId },
      body: { teacherIds: [teacher2.id] },
    };
    expect((await call(api.cohorts.removeMembers, membership)).status).toBe(200);
    try {
      // The room's access is read again on the app's clock (every 15 s), not on every tick.
      expect(await endsWithin(events, 1_500)).toBe(false);
      t.clock.advanceSeconds(15);
      expect(await endsWithin(events, 2_500)).toBe(true);
    } finally {
      await call(api.cohorts.addMembers, membership);
      controller.abort();
    }
  });
});

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

  it('sends a snapshot, then only what changed at its next polls; stops polling when the client goes', async () => {
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
    // The room polls every second and presence is written every second: a change is pushed within
    // about 2 s; 5 s leaves room for a loaded machine (the cadence itself is bench:exam's to measure).
    let change = (await events.next(5_000)).data as RoomChanges;
    // A poll may have caught the start before the heartbeat: wait for the row that shows both.
    while (!change.students.some((s) => s.studentId === student.id && s.connected)) {
      change = (await events.next(5_000)).data as RoomChanges;
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(change.students).toHaveLength(1);
    expect(change.students[0]).toMatchObject({ status: 'IN_PROGRESS', connected: true, pending: 3 });
    expect(change.summary).toMatchObject({ inProgress: 1, connected: 1, pendingAnswers: 3 });

    // A pause changes the room: pushed as the room's state.
    const paused = await call(api.examRoom.pause, {
      as: teacher1,
      params: { servingId },
      body: { reason: 'Power cut' },
    });
    expect(paused.status).toBe(200);
    const pauseChange = (await events.next(5_000)).data as RoomChanges;
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
