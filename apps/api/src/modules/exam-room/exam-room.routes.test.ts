import { MAX_EXTRA_TIME_MINUTES, type RoomSnapshot, type RoomStudent } from '@pathshala/contracts';
import { attempts, auditLog, cohortTeachers, examRoomEvents, servings } from '@pathshala/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  type Caller,
  call,
  currentAttempt,
  servingOf,
  signIn,
  signInStudent,
  startAttempt,
  userIdOf,
} from './exam-room.test-support';

let t: TestApp;
let teacher1: Caller;
let teacher2: Caller;
let teacher3: Caller;
let admin: Caller;
let student: Caller;
let servingId: number;

beforeAll(async () => {
  t = await createTestApp();
  teacher1 = await signIn(t, 'teacher1@pathshala.example', 'Teacher@123');
  teacher2 = await signIn(t, 'teacher2@pathshala.example', 'Teacher@123');
  teacher3 = await signIn(t, 'teacher3@pathshala.example', 'Teacher@123');
  admin = await signIn(t, 'admin', 'Admin@123');
  student = await signInStudent(t, 'student@pathshala.example');
  servingId = (await servingOf(t, 1001)).id;
});
afterAll(async () => t?.close());

const room = (id = servingId) => `/api/exam-rooms/${id}`;
const snapshotOf = async (who: Caller, id = servingId): Promise<RoomSnapshot> => {
  const response = await call(t, who, 'GET', room(id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().snapshot;
};
const rowOf = (snapshot: RoomSnapshot, studentId: number) =>
  snapshot.students.find((s) => s.studentId === studentId) as RoomStudent;
const eventCount = async () => (await t.database.db.select().from(examRoomEvents)).length;

describe(`exam room: who may open and act (${testDriver})`, () => {
  it('lists the rooms a teacher may open, current first, with counts; admins see every room', async () => {
    const mine = (await call(t, teacher1, 'GET', '/api/exam-rooms')).json().rooms as Array<
      Record<string, unknown>
    >;
    expect(mine.map((r) => r.assessmentId).sort()).toEqual([1001, 1002]);
    const served1002 = mine.find((r) => r.assessmentId === 1002)!;
    expect(served1002).toMatchObject({ students: 9, completed: 7, inProgress: 0, state: 'OPEN' });
    const stranger = (await call(t, teacher3, 'GET', '/api/exam-rooms')).json().rooms as unknown[];
    expect(stranger).toEqual([]);
    const all = (await call(t, admin, 'GET', '/api/exam-rooms')).json().rooms as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect((await call(t, student, 'GET', '/api/exam-rooms')).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/exam-rooms')).statusCode).toBe(401);
  });

  it('opens for the assessment owner, a teacher it is shared with (FULL) and the cohort teacher; not for others', async () => {
    // 1004 (owner teacher1, shared FULL with teacher2) served to teacher3's Jaipur cohort.
    const [jaipur] = await t.database.db
      .execute("select id from cohorts where name = 'Class 8 Mathematics'" as never)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    const [shared] = await t.database.db
      .insert(servings)
      .values({
        assessmentId: 1004,
        cohortId: Number(jaipur!.id),
        servedBy: teacher1.id,
        servedAt: t.clock.now(),
      })
      .returning();
    for (const who of [teacher1, teacher2, teacher3, admin]) {
      expect((await call(t, who, 'GET', room(shared!.id))).statusCode).toBe(200);
    }
    const teacher2Rooms = (await call(t, teacher2, 'GET', '/api/exam-rooms')).json().rooms as Array<{
      servingId: number;
    }>;
    expect(teacher2Rooms.map((r) => r.servingId)).toContain(shared!.id);
    // The room of 1001 is not teacher3's: the same 404 as a room that does not exist.
    const stranger = await call(t, teacher3, 'GET', room());
    const missing = await call(t, teacher1, 'GET', room(999_999));
    expect(stranger.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(stranger.json().message).toBe(missing.json().message);
    expect((await call(t, student, 'GET', room())).statusCode).toBe(403);
    expect((await call(t, teacher1, 'GET', '/api/exam-rooms/abc')).statusCode).toBe(400);
    await t.database.db.delete(servings).where(eq(servings.id, shared!.id));
  });

  it('refuses every action to students, admins, other teachers and unknown rooms, changing nothing', async () => {
    const studentId = await userIdOf(t, 'ananya.gupta@pathshala.example');
    const actions: Array<[string, unknown]> = [
      [`${room()}/students/${studentId}/extend`, { minutes: 5, reason: 'Power cut' }],
      [`${room()}/extend`, { minutes: 5, reason: 'Power cut' }],
      [`${room()}/pause`, { reason: 'Power cut' }],
      [`${room()}/resume`, {}],
      [`${room()}/irregularities`, { note: 'Phone seen' }],
    ];
    const before = await eventCount();
    for (const [url, body] of actions) {
      expect((await call(t, student, 'POST', url, body)).statusCode, url).toBe(403);
      expect((await call(t, admin, 'POST', url, body)).statusCode, url).toBe(403);
      expect((await call(t, teacher3, 'POST', url, body)).statusCode, url).toBe(404);
      expect(
        (await call(t, teacher1, 'POST', url.replace(room(), room(999_999)), body)).statusCode,
        url,
      ).toBe(404);
      expect((await call(t, null, 'POST', url, body)).statusCode, url).toBe(401);
    }
    for (const url of [`${room()}/events`, `${room()}/events.csv`]) {
      expect((await call(t, admin, 'GET', url)).statusCode, url).toBe(200);
      expect((await call(t, teacher3, 'GET', url)).statusCode, url).toBe(404);
      expect((await call(t, student, 'GET', url)).statusCode, url).toBe(403);
    }
    expect(await eventCount()).toBe(before);
    expect((await snapshotOf(admin)).canAct).toBe(false);
    expect((await snapshotOf(teacher2)).canAct).toBe(true);
  });

  it('acting is for the teachers of its cohort now: not the teacher who served it once she is off the cohort, not a teacher it is shared with', async () => {
    // 1004 (owner teacher1, shared FULL with teacher2) served by teacher1 to the Jaipur cohort, which
    // she taught then (teacher3 teaches it too).
    const [jaipur] = await t.database.db
      .execute("select id from cohorts where name = 'Class 8 Mathematics'" as never)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    const cohortId = Number(jaipur!.id);
    await t.database.db.insert(cohortTeachers).values({ cohortId, teacherId: teacher1.id });
    const teacher1OnJaipur = and(
      eq(cohortTeachers.cohortId, cohortId),
      eq(cohortTeachers.teacherId, teacher1.id),
    );
    const [served] = await t.database.db
      .insert(servings)
      .values({ assessmentId: 1004, cohortId, servedBy: teacher1.id, servedAt: t.clock.now() })
      .returning();
    const id = served!.id;
    const ofServing = eq(examRoomEvents.servingId, id);
    const pausedAt = async () =>
      (await t.database.db.select().from(servings).where(eq(servings.id, id)))[0]!.pausedAt;
    const actions: Array<[string, unknown]> = [
      [`${room(id)}/pause`, { reason: 'Power cut' }],
      [`${room(id)}/resume`, {}],
      [`${room(id)}/extend`, { minutes: 5, reason: 'Power cut' }],
      [`${room(id)}/students/${teacher3.id}/extend`, { minutes: 5, reason: 'Power cut' }],
      [`${room(id)}/irregularities`, { note: 'Phone seen' }],
    ];
    const refusedAll = async (who: Caller) => {
      for (const [url, body] of actions) {
        const refused = await call(t, who, 'POST', url, body);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual({ success: false, message: 'Access denied' });
      }
    };
    try {
      // The shared teacher watches: the room, its record, no actions.
      expect((await snapshotOf(teacher2, id)).canAct).toBe(false);
      expect((await call(t, teacher2, 'GET', `${room(id)}/events`)).statusCode).toBe(200);
      await refusedAll(teacher2);
      expect(await t.database.db.select().from(examRoomEvents).where(ofServing)).toEqual([]);
      expect(await pausedAt()).toBeNull();

      // While she teaches the cohort, the teacher who served it acts.
      expect((await snapshotOf(teacher1, id)).canAct).toBe(true);
      for (const [url, body] of [actions[0]!, actions[1]!, actions[2]!, actions[4]!]) {
        const done = await call(t, teacher1, 'POST', url, body);
        expect(done.statusCode, `${url} ${done.body}`).toBe(200);
      }

      // Taken off the cohort, she still opens the room (she owns the assessment) but runs it no more.
      await t.database.db.delete(cohortTeachers).where(teacher1OnJaipur);
      const events = (await t.database.db.select().from(examRoomEvents).where(ofServing)).length;
      expect((await snapshotOf(teacher1, id)).canAct).toBe(false);
      await refusedAll(teacher1);
      expect(await pausedAt()).toBeNull();
      expect(await t.database.db.select().from(examRoomEvents).where(ofServing)).toHaveLength(events);

      // The cohort's own teacher (the school put her there) acts; an admin watches.
      expect((await snapshotOf(teacher3, id)).canAct).toBe(true);
      expect((await call(t, teacher3, 'POST', ...actions[0]!)).statusCode).toBe(200);
      expect((await call(t, teacher3, 'POST', ...actions[1]!)).statusCode).toBe(200);
      expect((await snapshotOf(admin, id)).canAct).toBe(false);
      expect((await call(t, admin, 'POST', ...actions[0]!)).statusCode).toBe(403);
    } finally {
      await t.database.db.delete(cohortTeachers).where(teacher1OnJaipur);
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
    const url = `${room()}/students/${student.id}/extend`;
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
      const response = await call(t, teacher1, 'POST', url, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await currentAttempt(t, servingId, student.id))!.deadline).toEqual(before!.deadline);

    const response = await call(t, teacher2, 'POST', url, { minutes: 5, reason: 'Late bus' });
    expect(response.statusCode, response.body).toBe(200);
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
    const notStarted = await call(t, teacher1, 'POST', `${room()}/students/${ananya}/extend`, body);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toMatch(/not started/);
    expect((await call(t, teacher1, 'POST', `${room()}/students/${meera}/extend`, body)).statusCode).toBe(
      404,
    );
    const served1002 = (await servingOf(t, 1002)).id;
    const done = await call(t, teacher1, 'POST', `${room(served1002)}/students/${student.id}/extend`, body);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toMatch(/already completed/);
  });

  it('pauses: clocks stop; a second pause is refused; resume adds the paused span to open attempts', async () => {
    const before = (await currentAttempt(t, servingId, student.id))!;
    const paused = await call(t, teacher1, 'POST', `${room()}/pause`, { reason: 'Power cut' });
    expect(paused.statusCode, paused.body).toBe(200);
    const left = rowOf(await snapshotOf(teacher1), student.id).secondsLeft;
    t.clock.advanceSeconds(125);
    const frozen = await snapshotOf(teacher1);
    expect(frozen.room.pausedAt).not.toBeNull();
    expect(rowOf(frozen, student.id).secondsLeft).toBe(left);
    const again = await call(t, teacher1, 'POST', `${room()}/pause`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The room is already paused');
    expect((await call(t, teacher1, 'POST', `${room()}/pause`, {})).statusCode).toBe(400);

    const resumed = await call(t, teacher1, 'POST', `${room()}/resume`, {});
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ pausedSeconds: 125, attempts: 1 });
    const after = (await currentAttempt(t, servingId, student.id))!;
    expect(after.deadline.getTime() - before.deadline.getTime()).toBe(125_000);
    expect(after.grantedSeconds).toBe(before.grantedSeconds);
    expect(rowOf(await snapshotOf(teacher1), student.id).secondsLeft).toBe(left);
    const notPaused = await call(t, teacher1, 'POST', `${room()}/resume`, {});
    expect(notPaused.statusCode).toBe(409);
    expect(notPaused.json().message).toBe('The room is not paused');
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
    const response = await call(t, teacher1, 'POST', `${room()}/extend`, {
      minutes: 10,
      reason: 'Fire drill',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().attempts).toBe(1);
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
    for (const [url, body] of [
      [`${room()}/pause`, { reason: 'x' }],
      [`${room()}/extend`, { minutes: 5, reason: 'x' }],
    ] as const) {
      const response = await call(t, teacher1, 'POST', url, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/closed/);
    }
    await t.database.db.update(servings).set({ closesAt: null }).where(eq(servings.id, servingId));
  });

  it('logs an irregularity for a student or the whole room', async () => {
    const forStudent = await call(t, teacher2, 'POST', `${room()}/irregularities`, {
      studentId: student.id,
      note: 'Phone on the desk',
    });
    expect(forStudent.statusCode, forStudent.body).toBe(200);
    expect(forStudent.json().event).toMatchObject({
      kind: 'IRREGULARITY',
      studentId: student.id,
      attemptId,
      reason: 'Phone on the desk',
    });
    const forRoom = await call(t, teacher2, 'POST', `${room()}/irregularities`, { note: 'Noise outside' });
    expect(forRoom.json().event).toMatchObject({ studentId: null, studentName: null });
    const meera = await userIdOf(t, 'meera.pillai@pathshala.example');
    const stranger = await call(t, teacher2, 'POST', `${room()}/irregularities`, {
      studentId: meera,
      note: 'x',
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call(t, teacher2, 'POST', `${room()}/irregularities`, { note: '' })).statusCode).toBe(400);
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
    const events = (await call(t, teacher1, 'GET', `${room()}/events`)).json().events as Array<{
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
    const csv = await call(t, admin, 'GET', `${room()}/events.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`exam-room-${servingId}-record.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Event,Student,Attempt,Seconds,Reason or note,By');
    expect(lines).toHaveLength(9);
    // Words, not codes; times readable, in the zone the header names.
    expect(lines[7]).toContain('Answers synced late');
    expect(csv.body).not.toMatch(/LATE_SYNC|FORGED_BATCH|IRREGULARITY/);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Extra time,/);
    expect(lines[7]).toMatch(/,Server$/);
    expect(lines[8]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[6]).toContain('Whole room');

    // In the reader's zone: India is 5 h 30 min ahead of UTC.
    const utcTimes = lines.slice(1).map((line) => line.slice(0, 16));
    const local = await call(t, admin, 'GET', `${room()}/events.csv?timeZone=Asia%2FKolkata`);
    const localLines = local.body.trim().split('\r\n');
    expect(localLines[0]).toMatch(/^Time \(Asia\/Kolkata\),/);
    const shifted = (utc: string) =>
      new Date(new Date(`${utc.replace(' ', 'T')}:00Z`).getTime() + 330 * 60_000)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
    expect(localLines.slice(1).map((line) => line.slice(0, 16))).toEqual(utcTimes.map(shifted));
    const bad = await call(t, admin, 'GET', `${room()}/events.csv?timeZone=Mars%2FOlympus`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/time zone/);
  });

  it('shows a submitted attempt with its answers', async () => {
    const answered = await call(
      t,
      student,
      'POST',
      `/api/student/quiz/${student.id}/assessment/1001/question/1`,
      {
        answerId: 1,
        attemptId,
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const done = await call(t, student, 'POST', `/api/student/quiz/${student.id}/assessment/1001/complete`, {
      attemptId,
    });
    expect(done.statusCode, done.body).toBe(200);
    const row = rowOf(await snapshotOf(teacher1), student.id);
    expect(row).toMatchObject({ status: 'SUBMITTED', answered: 1, lateAnswers: 0, secondsLeft: null });
    const extend = await call(t, teacher1, 'POST', `${room()}/students/${student.id}/extend`, {
      minutes: 1,
      reason: 'x',
    });
    expect(extend.statusCode).toBe(409);
  });
});

describe(`exam room: time up (${testDriver})`, () => {
  it('a student whose time ran out shows TIME_UP, the answers that synced late, and takes no more time', async () => {
    const kabir = await signInStudent(t, 'kabir.singh@pathshala.example');
    const kabirAttempt = await startAttempt(t, kabir, 1001);
    const paper = await call(t, kabir, 'GET', `/api/student/quiz/${kabir.id}/assessment/1001`);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, kabirAttempt));
    t.clock.set(new Date(row!.deadline.getTime() + 60_000));
    expect(rowOf(await snapshotOf(teacher1), kabir.id)).toMatchObject({ status: 'TIME_UP', lateAnswers: 0 });
    // Answered offline a second after the paper came, arriving after the deadline: flagged late.
    const synced = await call(t, kabir, 'POST', `/api/student/quiz/${kabir.id}/assessment/1001/answers`, {
      attemptId: kabirAttempt,
      answers: [
        {
          seqNum: 1,
          answerId: 1,
          clock: paper.json().assessmentInfo.clock,
          sinceClockMs: 1000,
          clientSeq: 1,
        },
      ],
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(rowOf(await snapshotOf(teacher1), kabir.id)).toMatchObject({
      status: 'TIME_UP',
      answered: 1,
      lateAnswers: 1,
    });
    const response = await call(t, teacher1, 'POST', `${room()}/students/${kabir.id}/extend`, {
      minutes: 5,
      reason: 'x',
    });
    expect(response.statusCode).toBe(409);
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
