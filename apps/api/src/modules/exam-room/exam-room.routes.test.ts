import {
  api,
  type Endpoint,
  MAX_EXTRA_TIME_MINUTES,
  type RoomSnapshot,
  type RoomStudent,
} from '@pathshala/contracts';
import { attempts, auditLog, examRoomEvents, servings } from '@pathshala/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  type Caller,
  currentAttempt,
  servingOf,
  signIn,
  signInStudent,
  startAttempt,
  userIdOf,
} from './exam-room.test-support';

let t: TestApp;
let call: ApiCall;
let teacher1: Caller;
let teacher2: Caller;
let teacher3: Caller;
let admin: Caller;
let student: Caller;
let servingId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  teacher1 = await signIn(t, 'teacher1@pathshala.example', 'Teacher@123');
  teacher2 = await signIn(t, 'teacher2@pathshala.example', 'Teacher@123');
  teacher3 = await signIn(t, 'teacher3@pathshala.example', 'Teacher@123');
  admin = await signIn(t, 'admin', 'Admin@123');
  student = await signInStudent(t, 'student@pathshala.example');
  servingId = (await servingOf(t, 1001)).id;
});
afterAll(async () => t?.close());

/** Serves 1004 (owner teacher1, shared FULL with teacher2) to the Jaipur cohort as teacher1 does while she teaches it. */
async function serve1004ToJaipur() {
  const [jaipur] = await t.database.db
    .execute("select id from cohorts where name = 'Class 8 Mathematics'" as never)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
  const cohortId = Number(jaipur!.id);
  const membership = { as: 'admin' as const, params: { cohortId }, body: { teacherIds: [teacher1.id] } };
  expect((await call(api.cohorts.addMembers, membership)).status).toBe(200);
  const served = await call(api.teacher.serve, { as: teacher1, body: { assessmentId: 1004, cohortId } });
  expect(served.status, served.text).toBe(200);
  const [serving] = await t.database.db
    .select()
    .from(servings)
    .where(and(eq(servings.assessmentId, 1004), eq(servings.cohortId, cohortId)));
  /** Takes teacher1 off the cohort again. */
  const leave = async () => expect((await call(api.cohorts.removeMembers, membership)).status).toBe(200);
  return { id: serving!.id, leave };
}
/** The room's actions with their bodies, for the room and a student in it. */
const roomActions = (id: number, studentId: number): Array<[Endpoint, object, object]> => [
  [api.examRoom.pause, { servingId: id }, { reason: 'Power cut' }],
  [api.examRoom.resume, { servingId: id }, {}],
  [api.examRoom.extendAll, { servingId: id }, { minutes: 5, reason: 'Power cut' }],
  [api.examRoom.extendStudent, { servingId: id, studentId }, { minutes: 5, reason: 'Power cut' }],
  [api.examRoom.irregularity, { servingId: id }, { note: 'Phone seen' }],
];
const snapshotOf = async (who: Caller, id = servingId): Promise<RoomSnapshot> => {
  const response = await call(api.examRoom.snapshot, { as: who, params: { servingId: id } });
  expect(response.status, response.text).toBe(200);
  return response.body.snapshot;
};
const rowOf = (snapshot: RoomSnapshot, studentId: number) =>
  snapshot.students.find((s) => s.studentId === studentId) as RoomStudent;
const eventCount = async () => (await t.database.db.select().from(examRoomEvents)).length;

describe(`exam room: who may open and act (${testDriver})`, () => {
  it('lists the rooms a teacher may open, current first, with counts; admins see every room', async () => {
    const mine = (await call(api.examRoom.rooms, { as: teacher1 })).body.rooms as Array<
      Record<string, unknown>
    >;
    expect(mine.map((r) => r.assessmentId).sort()).toEqual([1001, 1002]);
    const served1002 = mine.find((r) => r.assessmentId === 1002)!;
    expect(served1002).toMatchObject({ students: 9, completed: 7, inProgress: 0, state: 'OPEN' });
    const stranger = (await call(api.examRoom.rooms, { as: teacher3 })).body.rooms as unknown[];
    expect(stranger).toEqual([]);
    const all = (await call(api.examRoom.rooms, { as: admin })).body.rooms as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect((await call(api.examRoom.rooms, { as: student })).status).toBe(403);
    expect((await call(api.examRoom.rooms, { as: null })).status).toBe(401);
  });

  it('opens for the assessment owner, a teacher it is shared with (FULL) and the cohort teacher; not for others', async () => {
    // 1004 (owner teacher1, shared FULL with teacher2) served to teacher3's Jaipur cohort.
    const shared = await serve1004ToJaipur();
    await shared.leave();
    for (const who of [teacher1, teacher2, teacher3, admin]) {
      expect((await call(api.examRoom.snapshot, { as: who, params: { servingId: shared!.id } })).status).toBe(
        200,
      );
    }
    const teacher2Rooms = (await call(api.examRoom.rooms, { as: teacher2 })).body.rooms as Array<{
      servingId: number;
    }>;
    expect(teacher2Rooms.map((r) => r.servingId)).toContain(shared!.id);
    // The room of 1001 is not teacher3's: the same 404 as a room that does not exist.
    const stranger = await call(api.examRoom.snapshot, { as: teacher3, params: { servingId } });
    const missing = await call(api.examRoom.snapshot, { as: teacher1, params: { servingId: 999_999 } });
    expect(stranger.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(stranger.body.message).toBe(missing.body.message);
    expect((await call(api.examRoom.snapshot, { as: student, params: { servingId } })).status).toBe(403);
    expect((await call(api.examRoom.snapshot, { as: teacher1, params: { servingId: 'abc' } })).status).toBe(
      400,
    );
    // The next test serves it afresh (a serving cannot be taken back through the API).
    await t.database.db.delete(servings).where(eq(servings.id, shared!.id));
  });

  it('refuses every action to students, admins, other teachers and unknown rooms, changing nothing', async () => {
    const studentId = await userIdOf(t, 'ananya.gupta@pathshala.example');
    const before = await eventCount();
    for (const [endpoint, params, body] of roomActions(servingId, studentId)) {
      const url = endpoint.path;
      expect((await call(endpoint, { as: student, params, body })).status, url).toBe(403);
      expect((await call(endpoint, { as: admin, params, body })).status, url).toBe(403);
      expect((await call(endpoint, { as: teacher3, params, body })).status, url).toBe(404);
      const unknown = { ...params, servingId: 999_999 };
      expect((await call(endpoint, { as: teacher1, params: unknown, body })).status, url).toBe(404);
      expect((await call(endpoint, { as: null, params, body })).status, url).toBe(401);
    }
    for (const endpoint of [api.examRoom.events, api.examRoom.eventsCsv] as Endpoint[]) {
      const url = endpoint.path;
      expect((await call(endpoint, { as: admin, params: { servingId } })).status, url).toBe(200);
      expect((await call(endpoint, { as: teacher3, params: { servingId } })).status, url).toBe(404);
      expect((await call(endpoint, { as: student, params: { servingId } })).status, url).toBe(403);
    }
    expect(await eventCount()).toBe(before);
    expect((await snapshotOf(admin)).canAct).toBe(false);
    expect((await snapshotOf(teacher2)).canAct).toBe(true);
  });

  it('acting is for the teachers of its cohort now: not the teacher who served it once she is off the cohort, not a teacher it is shared with', async () => {
    // 1004 (owner teacher1, shared FULL with teacher2) served by teacher1 to the Jaipur cohort, which
    // she taught then (teacher3 teaches it too).
    const served = await serve1004ToJaipur();
    const { id } = served;
    const ofServing = eq(examRoomEvents.servingId, id);
    const pausedAt = async () =>
      (await t.database.db.select().from(servings).where(eq(servings.id, id)))[0]!.pausedAt;
    const actions = roomActions(id, teacher3.id);
    const act = (who: Caller, [endpoint, params, body]: (typeof actions)[number]) =>
      call(endpoint, { as: who, params, body });
    const refusedAll = async (who: Caller) => {
      for (const action of actions) {
        const refused = await act(who, action);
        expect(refused.status, action[0].path).toBe(403);
        expect(refused.body).toEqual({ success: false, message: 'Access denied' });
      }
    };
    try {
      // The shared teacher watches: the room, its record, no actions.
      expect((await snapshotOf(teacher2, id)).canAct).toBe(false);
      expect((await call(api.examRoom.events, { as: teacher2, params: { servingId: id } })).status).toBe(200);
      await refusedAll(teacher2);
      expect(await t.database.db.select().from(examRoomEvents).where(ofServing)).toEqual([]);
      expect(await pausedAt()).toBeNull();

      // While she teaches the cohort, the teacher who served it acts.
      expect((await snapshotOf(teacher1, id)).canAct).toBe(true);
      for (const action of [actions[0]!, actions[1]!, actions[2]!, actions[4]!]) {
        const done = await act(teacher1, action);
        expect(done.status, `${action[0].path} ${done.text}`).toBe(200);
      }

      // Taken off the cohort, she still opens the room (she owns the assessment) but runs it no more.
      await served.leave();
      const events = (await t.database.db.select().from(examRoomEvents).where(ofServing)).length;
      expect((await snapshotOf(teacher1, id)).canAct).toBe(false);
      await refusedAll(teacher1);
      expect(await pausedAt()).toBeNull();
      expect(await t.database.db.select().from(examRoomEvents).where(ofServing)).toHaveLength(events);

      // The cohort's own teacher (the school put her there) acts; an admin watches.
      expect((await snapshotOf(teacher3, id)).canAct).toBe(true);
      expect((await act(teacher3, actions[0]!)).status).toBe(200);
      expect((await act(teacher3, actions[1]!)).status).toBe(200);
      expect((await snapshotOf(admin, id)).canAct).toBe(false);
      expect((await act(admin, actions[0]!)).status).toBe(403);
    } finally {
      // Taken back as the tests after this one expect the school (a serving cannot be, through the API).
      await t.database.db.delete(examRoomEvents).where(ofServing);
      await t.database.db
        .delete(auditLog)
        .where(and(eq(auditLog.entityType, 'serving'), eq(auditLog.entityId, String(id))));
      await t.database.db.delete(servings).where(eq(servings.id, id));
    }
  });
});

describe(`exam room: snapshot and actions (${testDriver})`, () => {
  let attemptId: number;

  it('shows every student: not started, in progress with answered/total and time left, connected since', async () => {
    attemptId = await startAttempt(t, student, 1001);
    t.ctx.examPresence.seen(attemptId, t.clock.now().getTime(), 2);
    const snapshot = await snapshotOf(teacher1);
    expect(snapshot.room).toMatchObject({ servingId, assessmentId: 1001, pausedAt: null, totalQuestions: 6 });
    expect(snapshot.students).toHaveLength(9);
    expect(rowOf(snapshot, student.id)).toMatchObject({
      status: 'IN_PROGRESS',
      attemptId,
      answered: 0,
      total: 6,
      secondsLeft: 900,
      connected: true,
      since: t.clock.now().toISOString(),
      pending: 2,
    });
    expect(snapshot.summary).toMatchObject({
      students: 9,
      notStarted: 8,
      inProgress: 1,
      connected: 1,
      pendingAnswers: 2,
    });

    const heardAt = t.clock.now().toISOString();
    t.clock.advanceSeconds(30);
    const later = rowOf(await snapshotOf(teacher1), student.id);
    expect(later).toMatchObject({ connected: false, since: heardAt, secondsLeft: 870 });
  });

  it('extends one open attempt: minutes 1..max with a reason, recorded and audited', async () => {
    const extend = (as: Caller, body: object) =>
      call(api.examRoom.extendStudent, {
        as,
        params: { servingId, studentId: student.id },
        body: unchecked(body),
      });
    const before = await currentAttempt(t, servingId, student.id);
    for (const bad of [
      { minutes: 0, reason: 'x' },
      { minutes: MAX_EXTRA_TIME_MINUTES + 1, reason: 'x' },
      { minutes: 1.5, reason: 'x' },
      { minutes: 5 },
      { minutes: 5, reason: '   ' },
      { minutes: 5, reason: 'a\u0000b' },
      { minutes: '5', reason: 'x' },
    ]) {
      const response = await extend(teacher1, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
    expect((await currentAttempt(t, servingId, student.id))!.deadline).toEqual(before!.deadline);

    const response = await extend(teacher2, { minutes: 5, reason: 'Late bus' });
    expect(response.status, response.text).toBe(200);
    const after = await currentAttempt(t, servingId, student.id);
    expect(after!.deadline.getTime() - before!.deadline.getTime()).toBe(300_000);
    expect(after!.grantedSeconds).toBe(before!.grantedSeconds + 300);
    const [event] = await t.database.db
      .select()
      .from(examRoomEvents)
      .where(eq(examRoomEvents.kind, 'EXTEND'));
    expect(event).toMatchObject({
      studentId: student.id,
      attemptId,
      seconds: 300,
      reason: 'Late bus',
      actorId: teacher2.id,
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'exam.extend'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: teacher2.id,
      entityType: 'serving',
      entityId: String(servingId),
    });
  });

  it('refuses extra time for a student who has not started, one not in the room, and a completed attempt', async () => {
    const ananya = await userIdOf(t, 'ananya.gupta@pathshala.example');
    const meera = await userIdOf(t, 'meera.pillai@pathshala.example');
    const body = { minutes: 5, reason: 'x' };
    const notStarted = await call(api.examRoom.extendStudent, {
      as: teacher1,
      params: { servingId, studentId: ananya },
      body: body,
    });
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.message).toMatch(/not started/);
    expect(
      (
        await call(api.examRoom.extendStudent, {
          as: teacher1,
          params: { servingId, studentId: meera },
          body: body,
        })
      ).status,
    ).toBe(404);
    const served1002 = (await servingOf(t, 1002)).id;
    const done = await call(api.examRoom.extendStudent, {
      as: teacher1,
      params: { servingId: served1002, studentId: student.id },
      body: body,
    });
    expect(done.status).toBe(409);
    expect(done.body.message).toMatch(/already completed/);
  });

  it('pauses: clocks stop; a second pause is refused; resume adds the paused span to open attempts', async () => {
    const before = (await currentAttempt(t, servingId, student.id))!;
    const paused = await call(api.examRoom.pause, {
      as: teacher1,
      params: { servingId },
      body: { reason: 'Power cut' },
    });
    expect(paused.status, paused.text).toBe(200);
    const left = rowOf(await snapshotOf(teacher1), student.id).secondsLeft;
    t.clock.advanceSeconds(125);
    const frozen = await snapshotOf(teacher1);
    expect(frozen.room.pausedAt).not.toBeNull();
    expect(rowOf(frozen, student.id).secondsLeft).toBe(left);
    const again = await call(api.examRoom.pause, {
      as: teacher1,
      params: { servingId },
      body: { reason: 'again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The room is already paused');
    const noReason = { as: teacher1, params: { servingId }, body: unchecked({}) };
    expect((await call(api.examRoom.pause, noReason)).status).toBe(400);

    const resumed = await call(api.examRoom.resume, { as: teacher1, params: { servingId }, body: {} });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body).toMatchObject({ pausedSeconds: 125, attempts: 1 });
    const after = (await currentAttempt(t, servingId, student.id))!;
    expect(after.deadline.getTime() - before.deadline.getTime()).toBe(125_000);
    expect(after.grantedSeconds).toBe(before.grantedSeconds);
    expect(rowOf(await snapshotOf(teacher1), student.id).secondsLeft).toBe(left);
    const notPaused = await call(api.examRoom.resume, { as: teacher1, params: { servingId }, body: {} });
    expect(notPaused.status).toBe(409);
    expect(notPaused.body.message).toBe('The room is not paused');
    const kinds = (await t.database.db.select().from(examRoomEvents)).map((e) => [e.kind, e.seconds]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['PAUSE', null],
        ['RESUME', 125],
      ]),
    );
  });

  it('extends everyone: every open attempt, later starters (extraSeconds) and the closing time', async () => {
    const closesAt = new Date(t.clock.now().getTime() + 3_600_000);
    await t.database.db.update(servings).set({ closesAt }).where(eq(servings.id, servingId));
    const before = (await currentAttempt(t, servingId, student.id))!;
    const response = await call(api.examRoom.extendAll, {
      as: teacher1,
      params: { servingId },
      body: {
        minutes: 10,
        reason: 'Fire drill',
      },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.attempts).toBe(1);
    const after = (await currentAttempt(t, servingId, student.id))!;
    expect(after.deadline.getTime() - before.deadline.getTime()).toBe(600_000);
    const [serving] = await t.database.db.select().from(servings).where(eq(servings.id, servingId));
    expect(serving!.extraSeconds).toBe(600);
    expect(serving!.closesAt!.getTime()).toBe(closesAt.getTime() + 600_000);
    await t.database.db.update(servings).set({ closesAt: null }).where(eq(servings.id, servingId));
  });

  it('refuses to pause or extend a room whose window has closed', async () => {
    const closed = new Date(t.clock.now().getTime() - 1000);
    await t.database.db.update(servings).set({ closesAt: closed }).where(eq(servings.id, servingId));
    for (const [endpoint, body] of [
      [api.examRoom.pause, { reason: 'x' }],
      [api.examRoom.extendAll, { minutes: 5, reason: 'x' }],
    ] as Array<[Endpoint, object]>) {
      const response = await call(endpoint, { as: teacher1, params: { servingId }, body });
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/closed/);
    }
    await t.database.db.update(servings).set({ closesAt: null }).where(eq(servings.id, servingId));
  });

  it('logs an irregularity for a student or the whole room', async () => {
    const forStudent = await call(api.examRoom.irregularity, {
      as: teacher2,
      params: { servingId },
      body: {
        studentId: student.id,
        note: 'Phone on the desk',
      },
    });
    expect(forStudent.status, forStudent.text).toBe(200);
    expect(forStudent.body.event).toMatchObject({
      kind: 'IRREGULARITY',
      studentId: student.id,
      attemptId,
      reason: 'Phone on the desk',
    });
    const forRoom = await call(api.examRoom.irregularity, {
      as: teacher2,
      params: { servingId },
      body: { note: 'Noise outside' },
    });
    expect(forRoom.body.event).toMatchObject({ studentId: null, studentName: null });
    const meera = await userIdOf(t, 'meera.pillai@pathshala.example');
    const stranger = await call(api.examRoom.irregularity, {
      as: teacher2,
      params: { servingId },
      body: {
        studentId: meera,
        note: 'x',
      },
    });
    expect(stranger.status).toBe(404);
    expect(
      (await call(api.examRoom.irregularity, { as: teacher2, params: { servingId }, body: { note: '' } }))
        .status,
    ).toBe(400);
    const audits = await t.database.db.select().from(auditLog).where(like(auditLog.action, 'exam.%'));
    expect(audits.map((a) => a.action).sort()).toEqual(
      [
        'exam.extend',
        'exam.extend',
        'exam.irregularity',
        'exam.irregularity',
        'exam.pause',
        'exam.resume',
      ].sort(),
    );
  });

  it("exports the record as CSV with the server's own rows, formulas neutralised", async () => {
    await t.database.db.insert(examRoomEvents).values([
      {
        servingId,
        kind: 'LATE_SYNC',
        studentId: student.id,
        attemptId,
        seconds: 1,
        reason: '2 answers synced late',
        at: t.clock.now(),
      },
      {
        servingId,
        kind: 'FORGED_BATCH',
        studentId: student.id,
        attemptId,
        reason: '=HYPERLINK("x")',
        at: t.clock.now(),
      },
    ]);
    const events = (await call(api.examRoom.events, { as: teacher1, params: { servingId } })).body
      .events as Array<{
      kind: string;
    }>;
    expect(events.map((e) => e.kind)).toEqual([
      'EXTEND',
      'PAUSE',
      'RESUME',
      'EXTEND',
      'IRREGULARITY',
      'IRREGULARITY',
      'LATE_SYNC',
      'FORGED_BATCH',
    ]);
    const csv = await call(api.examRoom.eventsCsv, { as: admin, params: { servingId } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`exam-room-${servingId}-record.csv`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Event,Student,Attempt,Seconds,Reason or note,By');
    expect(lines).toHaveLength(9);
    // Words, not codes; times readable, in the zone the header names.
    expect(lines[7]).toContain('Answers synced late');
    expect(csv.text).not.toMatch(/LATE_SYNC|FORGED_BATCH|IRREGULARITY/);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Extra time,/);
    expect(lines[7]).toMatch(/,Server$/);
    expect(lines[8]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[6]).toContain('Whole room');

    // In the reader's zone: India is 5 h 30 min ahead of UTC.
    const utcTimes = lines.slice(1).map((line) => line.slice(0, 16));
    const local = await call(api.examRoom.eventsCsv, {
      as: admin,
      params: { servingId },
      query: { timeZone: 'Asia/Kolkata' },
    });
    const localLines = local.text.trim().split('\r\n');
    expect(localLines[0]).toMatch(/^Time \(Asia\/Kolkata\),/);
    const shifted = (utc: string) =>
      new Date(new Date(`${utc.replace(' ', 'T')}:00Z`).getTime() + 330 * 60_000)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
    expect(localLines.slice(1).map((line) => line.slice(0, 16))).toEqual(utcTimes.map(shifted));
    const bad = await call(api.examRoom.eventsCsv, {
      as: admin,
      params: { servingId },
      query: { timeZone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/time zone/);
  });

  it('shows a submitted attempt with its answers', async () => {
    const answered = await call(api.student.answerQuestion, {
      as: student,
      params: { studentId: student.id, assessmentId: 1001, seqNum: 1 },
      body: {
        answerId: 1,
        attemptId,
      },
    });
    expect(answered.status, answered.text).toBe(200);
    const done = await call(api.student.completeAttempt, {
      as: student,
      params: { studentId: student.id, assessmentId: 1001 },
      body: {
        attemptId,
      },
    });
    expect(done.status, done.text).toBe(200);
    const row = rowOf(await snapshotOf(teacher1), student.id);
    expect(row).toMatchObject({ status: 'SUBMITTED', answered: 1, lateAnswers: 0, secondsLeft: null });
    const extend = await call(api.examRoom.extendStudent, {
      as: teacher1,
      params: { servingId, studentId: student.id },
      body: {
        minutes: 1,
        reason: 'x',
      },
    });
    expect(extend.status).toBe(409);
  });
});

describe(`exam room: time up (${testDriver})`, () => {
  it('a student whose time ran out shows TIME_UP, the answers that synced late, and takes no more time', async () => {
    const kabir = await signInStudent(t, 'kabir.singh@pathshala.example');
    const kabirAttempt = await startAttempt(t, kabir, 1001);
    const paper = await call(api.student.attemptPaper, {
      as: kabir,
      params: { studentId: kabir.id, assessmentId: 1001 },
    });
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, kabirAttempt));
    t.clock.set(new Date(row!.deadline.getTime() + 60_000));
    expect(rowOf(await snapshotOf(teacher1), kabir.id)).toMatchObject({ status: 'TIME_UP', lateAnswers: 0 });
    // Answered offline a second after the paper came, arriving after the deadline: flagged late.
    const synced = await call(api.student.answerQuestions, {
      as: kabir,
      params: { studentId: kabir.id, assessmentId: 1001 },
      body: {
        attemptId: kabirAttempt,
        answers: [
          {
            seqNum: 1,
            answerId: 1,
            clock: paper.body.assessmentInfo.clock,
            sinceClockMs: 1000,
            clientSeq: 1,
          },
        ],
      },
    });
    expect(synced.status, synced.text).toBe(200);
    expect(rowOf(await snapshotOf(teacher1), kabir.id)).toMatchObject({
      status: 'TIME_UP',
      answered: 1,
      lateAnswers: 1,
    });
    const response = await call(api.examRoom.extendStudent, {
      as: teacher1,
      params: { servingId, studentId: kabir.id },
      body: {
        minutes: 5,
        reason: 'x',
      },
    });
    expect(response.status).toBe(409);
    expect(
      (
        await t.database.db
          .select()
          .from(attempts)
          .where(and(eq(attempts.id, kabirAttempt)))
      )[0]!.grantedSeconds,
    ).toBe(0);
  });
});
