import { examRoomMessages, messages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import {
  findRoom,
  isActiveUser,
  type RoomRow,
  teacherMayOpenRoom,
  teachesCohort,
} from './exam-room.repository';

/**
 * Who may open a room (watch it): admins, and teachers of the serving's cohort, the assessment's
 * owner and teachers it is shared with (FULL). Anyone else gets the same 404 as a room that does not
 * exist, so an id reveals nothing. Acting (extend, pause, resume, irregularity) is narrower: the
 * teachers of its cohort now (the school's grant: it put them with those students). Only a cohort
 * teacher may serve, so the teacher who served it acts while she teaches the cohort and no longer once
 * she is taken off it. Sharing an assessment, or owning it, lets a teacher watch another cohort's
 * room, not run it. Admins watch every room; the routes' access lists keep them and students from
 * acting before this runs.
 */
export async function openRoom(
  db: Executor,
  actor: Actor,
  servingId: number,
  options: { lock?: boolean } = {},
): Promise<{ room: RoomRow; canAct: boolean }> {
  const room = await findRoom(db, servingId, options);
  if (!room) throw notFound(examRoomMessages.roomNotFound);
  if (actor.type === 'admin') return { room, canAct: false };
  if (actor.type !== 'teacher' || !(await teacherMayOpenRoom(db, actor.id, servingId))) {
    throw notFound(examRoomMessages.roomNotFound);
  }
  const canAct = await teachesCohort(db, actor.id, room.cohortId);
  return { room, canAct };
}

/** A room the caller may act in (404 as openRoom when they may not open it, 403 when they may only watch). */
export async function controlRoom(
  db: Executor,
  actor: Actor,
  servingId: number,
  options: { lock?: boolean } = {},
): Promise<RoomRow> {
  const { room, canAct } = await openRoom(db, actor, servingId, options);
  if (!canAct) throw forbidden(messages.api.forbidden);
  return room;
}

/** Whether a viewer who opened the room may still watch it: still active, and still allowed in. */
export async function mayStillWatch(db: Executor, actor: Actor, servingId: number): Promise<boolean> {
  if (!(await isActiveUser(db, actor.id))) return false;
  if (actor.type === 'admin') return (await findRoom(db, servingId)) !== undefined;
  return actor.type === 'teacher' && teacherMayOpenRoom(db, actor.id, servingId);
}
