import {
  CONNECTED_WITHIN_SECONDS,
  csvCell,
  csvTime,
  csvTimeHeader,
  type ExamRoomEvent,
  type ExamRoomListItem,
  examRoomMessages,
  type RoomState,
  type RoomStudent,
  type RoomSummary,
} from '@pathshala/contracts';
import type { Presence } from '../../lib/exam-presence';
import type { EventRow, RoomListRow, RoomRow, RoomStudentRow } from './exam-room.repository';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

export function presentRoomState(room: RoomRow): RoomState {
  return {
    servingId: room.servingId,
    assessmentId: room.assessmentId,
    assessmentName: room.assessmentName,
    cohortName: room.cohortName,
    durationSeconds: room.durationSeconds,
    totalQuestions: room.totalQuestions,
    opensAt: iso(room.opensAt),
    closesAt: iso(room.closesAt),
    pausedAt: iso(room.pausedAt),
    extraSeconds: room.extraSeconds,
  };
}

/**
 * One student as the room shows them at `now`. The clock of a paused room stands at its pause:
 * time left is frozen and nobody's time runs out while it lasts.
 */
export function presentRoomStudent(
  row: RoomStudentRow,
  room: RoomRow,
  presence: ReadonlyMap<number, Presence>,
  now: Date,
): RoomStudent {
  const clockNow = (room.pausedAt ?? now).getTime();
  let status: RoomStudent['status'] = 'NOT_STARTED';
  let secondsLeft: number | null = null;
  if (row.attemptId !== null && row.deadline) {
    if (row.completedAt) status = row.completionReason === 'time_up' ? 'TIME_UP' : 'SUBMITTED';
    else if (row.deadline.getTime() > clockNow) {
      status = 'IN_PROGRESS';
      secondsLeft = Math.ceil((row.deadline.getTime() - clockNow) / 1000);
    } else status = 'TIME_UP';
  }
  const seen = row.attemptId === null ? undefined : presence.get(row.attemptId);
  // Connected means writing now: a completed attempt shows only when it was last heard from.
  const connected = Boolean(
    !row.completedAt && seen && now.getTime() - seen.lastSeenMs <= CONNECTED_WITHIN_SECONDS * 1000,
  );
  return {
    studentId: row.studentId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    username: row.username,
    status,
    attemptId: row.attemptId,
    answered: row.answered ?? 0,
    total: room.totalQuestions,
    startedAt: iso(row.startedAt),
    deadline: iso(row.deadline),
    secondsLeft,
    completedAt: iso(row.completedAt),
    connected,
    since: seen ? new Date(connected ? seen.connectedSinceMs : seen.lastSeenMs).toISOString() : null,
    pending: seen?.pending ?? 0,
    accommodationSeconds: row.accommodationSeconds ?? 0,
    grantedSeconds: row.grantedSeconds ?? 0,
    lateAnswers: row.late ?? 0,
  };
}

export function summarise(students: readonly RoomStudent[]): RoomSummary {
  const summary: RoomSummary = {
    students: students.length,
    notStarted: 0,
    inProgress: 0,
    submitted: 0,
    timeUp: 0,
    connected: 0,
    pendingAnswers: 0,
    lateAnswers: 0,
  };
  for (const student of students) {
    if (student.status === 'NOT_STARTED') summary.notStarted++;
    else if (student.status === 'IN_PROGRESS') summary.inProgress++;
    else if (student.status === 'SUBMITTED') summary.submitted++;
    else summary.timeUp++;
    if (student.connected) summary.connected++;
    summary.pendingAnswers += student.pending;
    summary.lateAnswers += student.lateAnswers;
  }
  return summary;
}

/** What identifies a change in a student's row: everything but the ticking time left. */
export function studentFingerprint(student: RoomStudent): string {
  const { secondsLeft: _ticking, ...rest } = student;
  return JSON.stringify(rest);
}

/** LIVE rooms first, then upcoming (soonest first), open, closed; newest serving first within each. */
export function presentRoomList(rows: readonly RoomListRow[], now: Date): ExamRoomListItem[] {
  const rank = { LIVE: 0, UPCOMING: 1, OPEN: 2, CLOSED: 3 } as const;
  const items = rows.map((row): ExamRoomListItem => {
    const state =
      row.pausedAt || row.inProgress > 0
        ? 'LIVE'
        : row.opensAt && row.opensAt > now
          ? 'UPCOMING'
          : row.closesAt && row.closesAt <= now
            ? 'CLOSED'
            : 'OPEN';
    return {
      servingId: row.servingId,
      assessmentId: row.assessmentId,
      assessmentName: row.assessmentName,
      cohortName: row.cohortName,
      servedAt: row.servedAt.toISOString(),
      opensAt: iso(row.opensAt),
      closesAt: iso(row.closesAt),
      pausedAt: iso(row.pausedAt),
      state,
      students: row.students,
      inProgress: row.inProgress,
      completed: row.completed,
    };
  });
  // Array sort is stable: rows arrive newest serving first.
  return items.sort((a, b) => {
    if (rank[a.state] !== rank[b.state]) return rank[a.state] - rank[b.state];
    if (a.state === 'UPCOMING') return (a.opensAt ?? '').localeCompare(b.opensAt ?? '');
    return 0;
  });
}

export function presentEvent(row: EventRow): ExamRoomEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    studentId: row.studentId,
    studentName: fullName(row.studentFirstName, row.studentLastName),
    attemptId: row.attemptId,
    seconds: row.seconds,
    reason: row.reason,
    actorName: fullName(row.actorFirstName, row.actorLastName),
  };
}

/**
 * The room's record as CSV, every cell by the one CSV rule (formulas neutralised, quoting), times in
 * the reader's zone and each event in words.
 */
export function eventsToCsv(events: readonly ExamRoomEvent[], timeZone = 'UTC'): string {
  const header = [
    csvTimeHeader('Time', timeZone),
    'Event',
    'Student',
    'Attempt',
    'Seconds',
    'Reason or note',
    'By',
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const event of events) {
    lines.push(
      [
        csvTime(event.at, timeZone),
        examRoomMessages.eventKinds[event.kind],
        event.studentName ?? 'Whole room',
        event.attemptId,
        event.seconds,
        event.reason,
        event.actorName ?? 'Server',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
