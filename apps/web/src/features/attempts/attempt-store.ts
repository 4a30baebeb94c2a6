import { createStore, del, delMany, get, getMany, keys, set, type UseStore } from 'idb-keyval';
import type { AttemptRef, Paper } from './api';

/**
 * An attempt kept on the device (IndexedDB through idb-keyval) from the moment it started online until
 * it is completed: the paper, the latest clock mark, the deadline and every answer with its time proof.
 * A reload, a closed tab or a restarted phone resumes from here, online or not.
 */

/** Where an answer stands: on the device only, kept by the server, or refused by it. */
export type AnswerState = 'waiting' | 'saved' | 'refused';

export type LocalAnswer = {
  seqNum: number;
  /** The shown option chosen (1-4). */
  answerId: number;
  /** The proof of when it was given (AnswerProof): the mark it had, ms counted since, running number. */
  clock: string;
  sinceClockMs: number;
  clientSeq: number;
  state: AnswerState;
  /** What the server holds for the question once saved (another device may have answered first). */
  selected: number | null;
  isCorrect: boolean | null;
  marksAwarded: number | null;
  /** Reached the server after the deadline but given in time: flagged for the teacher. */
  late: boolean;
  /** Reached it after the deadline and its grace: kept, not scored; the teacher decides (absent: no). */
  held?: boolean;
};

export type StoredAttempt = {
  version: 1;
  studentId: number;
  assessmentId: number;
  attemptId: number;
  paper: Paper;
  /** The latest clock mark and the device's wall-clock time when it arrived (to count across a reload). */
  mark: { clock: string; receivedAtMs: number };
  /** The deadline on the device's wall clock, from the server's time left; null while paused. */
  deadlineAtMs: number | null;
  /** Seconds left when the room was paused (the clock stands still). */
  pausedSecondsLeft: number | null;
  answers: LocalAnswer[];
  /** The next answer's running number. */
  nextClientSeq: number;
  /** Questions flagged for review (free navigation). */
  flags: number[];
};

/** A new record from a paper just received online; answers the server already holds count as saved. */
export function recordFromPaper(ref: AttemptRef, paper: Paper, wallNow = Date.now()): StoredAttempt {
  const info = paper.assessmentInfo;
  const answers = serverAnswers(paper, []);
  return {
    version: 1,
    ...ref,
    paper,
    mark: { clock: info.clock, receivedAtMs: wallNow },
    deadlineAtMs: info.paused ? null : wallNow + info.remainingSeconds * 1000,
    pausedSecondsLeft: info.paused ? info.remainingSeconds : null,
    answers,
    // Another device (or this one before its storage was lost) numbered answers: continue after them.
    nextClientSeq: Math.max(answers.length, info.lastClientSeq) + 1,
    flags: [],
  };
}

/** The device's answers updated with what the paper says the server holds. */
export function serverAnswers(paper: Paper, local: readonly LocalAnswer[]): LocalAnswer[] {
  const bySeq = new Map(local.map((answer) => [answer.seqNum, answer]));
  for (const question of paper.questions) {
    if (!question.answered) continue;
    const mine = bySeq.get(question.AS_SeqNum);
    const selected = question.selected ?? mine?.answerId ?? null;
    bySeq.set(question.AS_SeqNum, {
      seqNum: question.AS_SeqNum,
      answerId: mine?.answerId ?? selected ?? 0,
      clock: mine?.clock ?? '',
      sinceClockMs: mine?.sinceClockMs ?? 0,
      clientSeq: mine?.clientSeq ?? 0,
      isCorrect: mine?.isCorrect ?? null,
      marksAwarded: mine?.marksAwarded ?? null,
      late: mine?.late ?? false,
      held: mine?.held ?? false,
      state: 'saved',
      selected,
    });
  }
  return [...bySeq.values()].sort((a, b) => a.clientSeq - b.clientSeq);
}

let store: UseStore | null = null;
function attemptsStore(): UseStore {
  store ??= createStore('pathshala-attempts', 'attempts');
  return store;
}

const keyOf = (studentId: number, assessmentId: number) => `attempt:${studentId}:${assessmentId}`;

/** The attempt this student keeps on the device for this assessment, if any (null when storage fails). */
export async function loadAttempt(studentId: number, assessmentId: number): Promise<StoredAttempt | null> {
  try {
    const record = await get<StoredAttempt>(keyOf(studentId, assessmentId), attemptsStore());
    return record?.version === 1 ? record : null;
  } catch {
    return null;
  }
}

export function saveAttempt(record: StoredAttempt): Promise<void> {
  return set(keyOf(record.studentId, record.assessmentId), record, attemptsStore());
}

/** The answers kept in `record` that the server does not hold yet. */
export const waitingAnswers = (record: StoredAttempt) =>
  record.answers.filter((answer) => answer.state === 'waiting').length;

/** Every attempt this student keeps on the device (none when storage fails). */
export async function keptAttempts(studentId: number): Promise<StoredAttempt[]> {
  try {
    const prefix = `attempt:${studentId}:`;
    const mine = (await keys(attemptsStore())).map(String).filter((key) => key.startsWith(prefix));
    const records = await getMany<StoredAttempt | undefined>(mine, attemptsStore());
    return records.filter((record): record is StoredAttempt => record?.version === 1);
  } catch {
    return [];
  }
}

/**
 * On sign-out: forgets every attempt of the student whose answers the server holds (the paper comes
 * back from the server at the next sign-in). One with answers still waiting stays, under this
 * student's id only: forgetting it would lose answers given in time. Answers how many wait.
 */
export async function forgetSentAttempts(studentId: number): Promise<number> {
  const kept = await keptAttempts(studentId);
  const sent = kept.filter((record) => waitingAnswers(record) === 0);
  try {
    await delMany(
      sent.map((record) => keyOf(studentId, record.assessmentId)),
      attemptsStore(),
    );
  } catch {
    // storage gone: nothing left to forget
  }
  return kept.reduce((sum, record) => sum + waitingAnswers(record), 0);
}

/** Forgets the attempt once the server has completed it. */
export async function removeAttempt(studentId: number, assessmentId: number): Promise<void> {
  try {
    await del(keyOf(studentId, assessmentId), attemptsStore());
  } catch {
    // Nothing kept, or storage gone: either way nothing is left to resume.
  }
}

/**
 * Loads every image of the paper once, so the browser's cache holds them (served immutable) before
 * the connection may drop; the questions shown later then still have their images offline.
 */
export function warmPaperImages(paper: Paper): void {
  if (typeof Image === 'undefined') return;
  for (const question of paper.questions) {
    for (const url of [question.CQ_Image, ...question.CQ_OptionImages]) {
      if (url) new Image().src = url;
    }
  }
}
