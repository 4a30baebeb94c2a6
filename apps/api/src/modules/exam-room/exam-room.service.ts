import { examRoomMessages as m, type RoomSnapshot } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { controlRoom, openRoom } from './exam-room.policy';
import {
  presentEvent,
  presentRoomList,
  presentRoomState,
  presentRoomStudent,
  summarise,
} from './exam-room.presenter';
import * as repo from './exam-room.repository';

/** Who acts in which room (a serving). */
interface InRoom {
  actor: Actor;
  servingId: number;
}

interface Extend {
  minutes: number;
  reason: string;
}

/** The room's reads and the teacher's actions; each action is one transaction, recorded and audited. */
export function createExamRoomService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** A room's state now, for whoever may see it (canAct is the caller's). */
  async function buildSnapshot(
    executor: Executor,
    room: repo.RoomRow,
    canAct: boolean,
  ): Promise<RoomSnapshot> {
    const now = clock.now();
    const rows = await repo.findRoomStudents(executor, room.servingId, room.cohortId);
    const presence = await ctx.examPresence.of(
      rows.flatMap((row) => (row.attemptId === null ? [] : [row.attemptId])),
    );
    const students = rows.map((row) => presentRoomStudent(row, room, presence, now));
    return {
      serverTime: now.toISOString(),
      canAct,
      room: presentRoomState(room),
      summary: summarise(students),
      students,
    };
  }

  /** Records one action in the room's record and the audit log, in the action's transaction. */
  async function record(
    tx: Executor,
    actor: Actor,
    event: {
      servingId: number;
      kind: 'EXTEND' | 'PAUSE' | 'RESUME' | 'IRREGULARITY';
      studentId?: number | null;
      attemptId?: number | null;
      seconds?: number | null;
      reason?: string | null;
      details?: Record<string, unknown>;
    },
  ) {
    const at = clock.now();
    const id = await repo.insertEvent(tx, {
      servingId: event.servingId,
      kind: event.kind,
      studentId: event.studentId ?? null,
      attemptId: event.attemptId ?? null,
      seconds: event.seconds ?? null,
      reason: event.reason ?? null,
      actorId: actor.id,
      at,
    });
    const action = {
      EXTEND: 'exam.extend',
      PAUSE: 'exam.pause',
      RESUME: 'exam.resume',
      IRREGULARITY: 'exam.irregularity',
    } as const;
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: action[event.kind],
        entityType: 'serving',
        entityId: event.servingId,
        details: {
          eventId: id,
          studentId: event.studentId ?? null,
          attemptId: event.attemptId ?? null,
          seconds: event.seconds ?? null,
          reason: event.reason ?? null,
          ...event.details,
        },
      },
      at,
    );
    return id;
  }

  /** A room whose window has ended takes no more time or pauses (on the room's clock). */
  const hasClosed = (room: repo.RoomRow, clockNow: Date) =>
    room.closesAt !== null && room.closesAt.getTime() <= clockNow.getTime();

  return {
    buildSnapshot,

    async rooms({ actor }: { actor: Actor }) {
      const now = clock.now();
      const rows = await repo.listRooms(db, actor.type === 'admin' ? null : actor.id, now);
      return presentRoomList(rows, now);
    },

    async snapshot({ actor, servingId }: InRoom) {
      const { room, canAct } = await openRoom(db, actor, servingId);
      return buildSnapshot(db, room, canAct);
    },

    async extendStudent({
      actor,
      servingId,
      studentId,
      minutes,
      reason,
    }: InRoom & Extend & { studentId: number }) {
      return db.transaction(async (tx) => {
        const room = await controlRoom(tx, actor, servingId, { lock: true });
        if (!(await repo.isCohortStudent(tx, room.cohortId, studentId))) throw notFound(m.studentNotInRoom);
        const attempt = await repo.lockCurrentAttempt(tx, servingId, studentId);
        if (!attempt) throw conflict(m.notStarted);
        if (attempt.completedAt) throw conflict(m.alreadyCompleted);
        const clockNow = room.pausedAt ?? clock.now();
        if (attempt.deadline.getTime() <= clockNow.getTime()) throw conflict(m.timeAlreadyUp);
        const seconds = minutes * 60;
        const deadline = await repo.extendAttempt(tx, attempt.id, seconds);
        await record(tx, actor, {
          servingId,
          kind: 'EXTEND',
          studentId,
          attemptId: attempt.id,
          seconds,
          reason,
          details: { deadline: deadline.toISOString() },
        });
        return { deadline };
      });
    },

    async extendAll({ actor, servingId, minutes, reason }: InRoom & Extend) {
      return db.transaction(async (tx) => {
        const room = await controlRoom(tx, actor, servingId, { lock: true });
        const clockNow = room.pausedAt ?? clock.now();
        if (hasClosed(room, clockNow)) throw conflict(m.roomClosed);
        const seconds = minutes * 60;
        const moved = await repo.shiftOpenAttempts(tx, servingId, seconds, clockNow, true);
        await repo.updateServing(tx, servingId, {
          addExtraSeconds: seconds,
          ...(room.closesAt ? { shiftClosesSeconds: seconds } : {}),
        });
        await record(tx, actor, {
          servingId,
          kind: 'EXTEND',
          seconds,
          reason,
          details: { attempts: moved, everyone: true },
        });
        return { attempts: moved };
      });
    },

    async pause({ actor, servingId, reason }: InRoom & { reason: string }) {
      return db.transaction(async (tx) => {
        const room = await controlRoom(tx, actor, servingId, { lock: true });
        if (room.pausedAt) throw conflict(m.alreadyPaused);
        const now = clock.now();
        if (hasClosed(room, now)) throw conflict(m.roomClosed);
        await repo.updateServing(tx, servingId, { pausedAt: now });
        await record(tx, actor, { servingId, kind: 'PAUSE', reason });
        return { pausedAt: now };
      });
    },

    /** The paused span (whole seconds, rounded up: never short) goes on every open clock and the closing time. */
    async resume({ actor, servingId, reason }: InRoom & { reason: string | undefined }) {
      return db.transaction(async (tx) => {
        const room = await controlRoom(tx, actor, servingId, { lock: true });
        if (!room.pausedAt) throw conflict(m.notPaused);
        const now = clock.now();
        const seconds = Math.max(0, Math.ceil((now.getTime() - room.pausedAt.getTime()) / 1000));
        const moved =
          seconds > 0 ? await repo.shiftOpenAttempts(tx, servingId, seconds, room.pausedAt, false) : 0;
        await repo.updateServing(tx, servingId, {
          pausedAt: null,
          ...(room.closesAt && seconds > 0 ? { shiftClosesSeconds: seconds } : {}),
        });
        await record(tx, actor, {
          servingId,
          kind: 'RESUME',
          seconds,
          reason: reason ?? null,
          details: { attempts: moved, pausedAt: room.pausedAt.toISOString() },
        });
        return { pausedSeconds: seconds, attempts: moved };
      });
    },

    /** A note on the room, or on one of its students when studentId is given. */
    async irregularity({
      actor,
      servingId,
      studentId,
      note,
    }: InRoom & { studentId?: number | null; note: string }) {
      const id = await db.transaction(async (tx) => {
        const room = await controlRoom(tx, actor, servingId);
        let attemptId: number | null = null;
        if (studentId) {
          if (!(await repo.isCohortStudent(tx, room.cohortId, studentId))) {
            throw notFound(m.studentNotInRoom);
          }
          attemptId = (await repo.lockCurrentAttempt(tx, servingId, studentId))?.id ?? null;
        }
        return record(tx, actor, {
          servingId,
          kind: 'IRREGULARITY',
          studentId: studentId ?? null,
          attemptId,
          reason: note,
        });
      });
      const [row] = await repo.listEvents(db, servingId, id);
      return presentEvent(row!);
    },

    async events({ actor, servingId }: InRoom) {
      const { room } = await openRoom(db, actor, servingId);
      const rows = await repo.listEvents(db, servingId);
      return { room, events: rows.map(presentEvent) };
    },
  };
}
export type ExamRoomService = ReturnType<typeof createExamRoomService>;
