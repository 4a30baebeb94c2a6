import { z } from 'zod';
import { MAX_EXTRA_TIME_MINUTES } from '../exam';
import { messages } from '../messages';
import { CacheBust, endpoint, Id } from './endpoint';
import { examRoomMessages } from './exam-room.messages';
import { CsvQuery, hasControlCharacters } from './fields';
import { MAX_DB_ID, ok } from './teacher-common';

/**
 * The live exam room of one serving (issue 14): each student's state, live, and the teacher's actions
 * (extend time, pause and resume, log an irregularity), each recorded and exportable; and a receipt
 * looked up. Teachers of the serving's cohort, the assessment's owner and teachers it is shared with
 * open and act; admins open rooms, read the record and look up receipts.
 */

const ROOM_READERS = ['teacher', 'admin'] as const;
const ROOM_ACTORS = ['teacher'] as const;

/** A reason or note a teacher typed: trimmed, 1..max characters, no control characters. */
const TypedText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `At most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), messages.api.controlCharacters);

export const ExtendBody = z.object({
  minutes: z
    .number({ error: examRoomMessages.minutes })
    .int(examRoomMessages.minutes)
    .min(1, examRoomMessages.minutes)
    .max(MAX_EXTRA_TIME_MINUTES, examRoomMessages.minutes),
  reason: TypedText(examRoomMessages.reasonRequired, 500),
});
export const PauseBody = z.object({ reason: TypedText(examRoomMessages.reasonRequired, 500) });
export const ResumeBody = z.object({
  reason: TypedText(examRoomMessages.reasonRequired, 500).optional(),
});
export const IrregularityBody = z.object({
  /** The student it concerns; null or absent for the whole room. */
  studentId: z.number().int().positive().max(MAX_DB_ID).nullable().optional(),
  note: TypedText(examRoomMessages.noteRequired, 1000),
});

export const RoomStudentStatus = z.enum(['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'TIME_UP']);
export type RoomStudentStatus = z.infer<typeof RoomStudentStatus>;

/** One student of the room, as the server sees them now. */
export const RoomStudent = z.object({
  studentId: z.number().int(),
  name: z.string(),
  username: z.string(),
  status: RoomStudentStatus,
  attemptId: z.number().int().nullable(),
  answered: z.number().int(),
  total: z.number().int(),
  startedAt: z.string().nullable(),
  /** The deadline on the server's clock (moves with extra time and with a resume). */
  deadline: z.string().nullable(),
  /** Time left at the snapshot's serverTime (frozen while the room is paused); null unless in progress. */
  secondsLeft: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  /** Heard from within CONNECTED_WITHIN_SECONDS (a heartbeat, an answer). */
  connected: z.boolean(),
  /** Connected: since when without a gap; not connected: when last heard from (null: never). */
  since: z.string().nullable(),
  /** Answers waiting on the device, as it last said. */
  pending: z.number().int(),
  /** Extra time in this attempt: the student's accommodation and time granted in the room (seconds). */
  accommodationSeconds: z.number().int(),
  grantedSeconds: z.number().int(),
  /** Answers that arrived after the deadline though given in time (offline). */
  lateAnswers: z.number().int(),
});
export type RoomStudent = z.infer<typeof RoomStudent>;

export const RoomState = z.object({
  servingId: z.number().int(),
  assessmentId: z.number().int(),
  assessmentName: z.string(),
  cohortName: z.string(),
  durationSeconds: z.number().int(),
  totalQuestions: z.number().int(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  /** Time the room gave everyone (seconds): later starters get it too. */
  extraSeconds: z.number().int(),
});
export type RoomState = z.infer<typeof RoomState>;

export const RoomSummary = z.object({
  students: z.number().int(),
  notStarted: z.number().int(),
  inProgress: z.number().int(),
  submitted: z.number().int(),
  timeUp: z.number().int(),
  connected: z.number().int(),
  pendingAnswers: z.number().int(),
  lateAnswers: z.number().int(),
});
export type RoomSummary = z.infer<typeof RoomSummary>;

export const RoomSnapshot = z.object({
  serverTime: z.string(),
  /** Whether the caller may act (extend, pause, resume, irregularity): teachers of the room, not admins. */
  canAct: z.boolean(),
  room: RoomState,
  summary: RoomSummary,
  students: z.array(RoomStudent),
});
export type RoomSnapshot = z.infer<typeof RoomSnapshot>;

/**
 * The live stream's events (server-sent events, `event:` names): `snapshot` once on connecting (a
 * RoomSnapshot), then `changes` at most about once a second with only what changed.
 */
export const RoomChanges = z.object({
  serverTime: z.string(),
  room: RoomState.optional(),
  summary: RoomSummary.optional(),
  students: z.array(RoomStudent),
});
export type RoomChanges = z.infer<typeof RoomChanges>;

export const ExamRoomListItem = z.object({
  servingId: z.number().int(),
  assessmentId: z.number().int(),
  assessmentName: z.string(),
  cohortName: z.string(),
  servedAt: z.string(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  /** LIVE: someone is writing or the room is paused; UPCOMING: not open yet; OPEN; CLOSED. */
  state: z.enum(['LIVE', 'UPCOMING', 'OPEN', 'CLOSED']),
  students: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
});
export type ExamRoomListItem = z.infer<typeof ExamRoomListItem>;

export const EXAM_ROOM_EVENT_KIND = z.enum([
  'EXTEND',
  'PAUSE',
  'RESUME',
  'IRREGULARITY',
  'LATE_SYNC',
  'FORGED_BATCH',
]);

export const ExamRoomEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: EXAM_ROOM_EVENT_KIND,
  studentId: z.number().int().nullable(),
  studentName: z.string().nullable(),
  attemptId: z.number().int().nullable(),
  seconds: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** Who acted; null for the server itself. */
  actorName: z.string().nullable(),
});
export type ExamRoomEvent = z.infer<typeof ExamRoomEvent>;

export const ReceiptLookup = z.object({
  receipt: z.string(),
  /** The code recomputed from the answers the server holds now equals the one given. */
  matches: z.boolean(),
  attemptId: z.number().int(),
  servingId: z.number().int(),
  student: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  assessment: z.object({ id: z.number().int(), name: z.string() }),
  cohortName: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  completionReason: z.enum(['submitted', 'time_up']).nullable(),
  answers: z.array(
    z.object({
      questionId: z.number().int(),
      question: z.string(),
      chosenOption: z.number().int(),
      chosenText: z.string(),
      answeredAt: z.string(),
      syncedLate: z.boolean(),
    }),
  ),
});
export type ReceiptLookup = z.infer<typeof ReceiptLookup>;

const RoomParams = z.object({ servingId: Id });

export const examRoomEndpoints = {
  rooms: endpoint({
    method: 'GET',
    path: '/api/exam-rooms',
    summary: 'The exam rooms the caller may open: current and upcoming first, with counts',
    access: ROOM_READERS,
    query: CacheBust,
    response: ok({ rooms: z.array(ExamRoomListItem) }),
  }),
  snapshot: endpoint({
    method: 'GET',
    path: '/api/exam-rooms/:servingId',
    summary: "A room's students and state now",
    access: ROOM_READERS,
    params: RoomParams,
    query: CacheBust,
    response: ok({ snapshot: RoomSnapshot }),
  }),
  /** Server-sent events (text/event-stream): `snapshot`, then `changes`. Bearer header as every call. */
  stream: endpoint({
    method: 'GET',
    path: '/api/exam-rooms/:servingId/stream',
    summary: "A room's live updates (server-sent events: snapshot, then changes)",
    access: ROOM_READERS,
    params: RoomParams,
    query: CacheBust,
    response: z.string(),
  }),
  extendStudent: endpoint({
    method: 'POST',
    path: '/api/exam-rooms/:servingId/students/:studentId/extend',
    summary: "Extra time for one student's open attempt",
    access: ROOM_ACTORS,
    params: z.object({ servingId: Id, studentId: Id }),
    body: ExtendBody,
    response: ok({ deadline: z.string() }),
  }),
  extendAll: endpoint({
    method: 'POST',
    path: '/api/exam-rooms/:servingId/extend',
    summary: 'Extra time for everyone: every open attempt, later starters and the closing time',
    access: ROOM_ACTORS,
    params: RoomParams,
    body: ExtendBody,
    response: ok({ attempts: z.number().int() }),
  }),
  pause: endpoint({
    method: 'POST',
    path: '/api/exam-rooms/:servingId/pause',
    summary: 'Pause the room: every clock of the serving stops on the server',
    access: ROOM_ACTORS,
    params: RoomParams,
    body: PauseBody,
    response: ok({ pausedAt: z.string() }),
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/exam-rooms/:servingId/resume',
    summary: 'Resume the room: the paused span is added to every open attempt and to the closing time',
    access: ROOM_ACTORS,
    params: RoomParams,
    body: ResumeBody,
    response: ok({ pausedSeconds: z.number().int(), attempts: z.number().int() }),
  }),
  irregularity: endpoint({
    method: 'POST',
    path: '/api/exam-rooms/:servingId/irregularities',
    summary: 'Log an irregularity for a student or the room',
    access: ROOM_ACTORS,
    params: RoomParams,
    body: IrregularityBody,
    response: ok({ event: ExamRoomEvent }),
  }),
  events: endpoint({
    method: 'GET',
    path: '/api/exam-rooms/:servingId/events',
    summary: "The room's record: actions and what the server saw, oldest first",
    access: ROOM_READERS,
    params: RoomParams,
    query: CacheBust,
    response: ok({ events: z.array(ExamRoomEvent) }),
  }),
  eventsCsv: endpoint({
    method: 'GET',
    path: '/api/exam-rooms/:servingId/events.csv',
    summary: "The room's record as CSV",
    access: ROOM_READERS,
    params: RoomParams,
    query: CsvQuery,
    response: z.string(),
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/api/exam-receipts/:code',
    summary: 'A receipt looked up: the attempt, the answers held, and whether the code still matches',
    access: ROOM_READERS,
    params: z.object({ code: z.string().max(40) }),
    query: CacheBust,
    response: ok({ receipt: ReceiptLookup }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './exam-room.messages';
