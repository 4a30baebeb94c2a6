import { examRoomMessages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { findRoom, isActiveUser, type RoomRow, teacherMayOpenRoom } from './exam-room.repository';

/**
 * Who may open a room: admins, and teachers of the serving's cohort, the assessment's owner and
 * teachers it is shared with (FULL). Anyone else gets the same 404 as a room that does not exist,
 * so an id reveals nothing. Acting (extend, pause, resume, irregularity) is for those teachers only:
 * the routes' access lists keep admins and students out before this runs.
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
  return { room, canAct: true };
}

/** Whether a viewer who opened the room may still watch it: still active, and still allowed in. */
export async function mayStillWatch(db: Executor, actor: Actor, servingId: number): Promise<boolean> {
  if (!(await isActiveUser(db, actor.id))) return false;
  if (actor.type === 'admin') return (await findRoom(db, servingId)) !== undefined;
  return actor.type === 'teacher' && teacherMayOpenRoom(db, actor.id, servingId);
}
