import { MAX_ANSWERS_PER_BATCH, messages } from '@pathshala/contracts';
import { errorMessage } from '../../lib/api-client';
import {
  type AnswersSaved,
  answerQuestions,
  isConnectionError,
  isRefusal,
  type Paper,
  retryDelayMs,
} from './api';
import { type LocalAnswer, type StoredAttempt, saveAttempt, serverAnswers } from './attempt-store';

/** What the runner shows of the answers' journey to the server. */
export type SyncSnapshot = {
  record: StoredAttempt;
  /** The last send got no answer: offline, or the server cannot be reached. Answers wait on the device. */
  offline: boolean;
  /** The room is paused: the clock stands still and answers wait. */
  paused: boolean;
  /** The server says the attempt is over (time up, or completed elsewhere): nothing more is sent. */
  closed: boolean;
  /** Why the server refused answers, when it did. */
  refusedMessage: string | null;
};

type WireAnswer = Parameters<typeof answerQuestions>[1][number];

export type SyncOptions = {
  send?: (answers: WireAnswer[]) => Promise<AnswersSaved>;
  persist?: (record: StoredAttempt) => Promise<void>;
  /** The page's monotonic clock and the device's wall clock (injectable for tests). */
  perfNow?: () => number;
  wallNow?: () => number;
};

const MAX_SINCE_CLOCK_MS = 7 * 24 * 3600 * 1000;

/** The sync of each attempt a runner has open, so sign-out sends through it (never a second sender). */
const running = new Map<string, AttemptSync>();
const runningKey = (studentId: number, assessmentId: number) => `${studentId}:${assessmentId}`;

/** The sync a runner has open for this attempt, if any. */
export function openSync(studentId: number, assessmentId: number): AttemptSync | undefined {
  return running.get(runningKey(studentId, assessmentId));
}

/**
 * Keeps an attempt's answers on the device and sends them in the order given, through answerQuestions,
 * until the server holds each one: one path online and offline. Every answer is stored locally first
 * with its proof of time (the latest clock mark, the ms counted since it arrived, a running number).
 * The runner reads it through `subscribe`/`getSnapshot` (useSyncExternalStore).
 */
export class AttemptSync {
  private snapshot: SyncSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly send: (answers: WireAnswer[]) => Promise<AnswersSaved>;
  private readonly persist: (record: StoredAttempt) => Promise<void>;
  private readonly perfNow: () => number;
  private readonly wallNow: () => number;
  /** When the mark arrived on the page's monotonic clock; null when it came from storage (a reload). */
  private markAtPerf: number | null;
  private writes: Promise<void> = Promise.resolve();
  private flushing = false;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private drainWaiters: (() => void)[] = [];
  private readonly onOnline = () => {
    this.retries = 0;
    void this.flush();
  };

  constructor(record: StoredAttempt, options: SyncOptions & { freshMark: boolean }) {
    this.send = options.send ?? ((answers) => answerQuestions(record, answers));
    this.persist = options.persist ?? saveAttempt;
    this.perfNow = options.perfNow ?? (() => performance.now());
    this.wallNow = options.wallNow ?? (() => Date.now());
    this.markAtPerf = options.freshMark ? this.perfNow() : null;
    this.snapshot = {
      record,
      offline: false,
      paused: record.pausedSecondsLeft !== null,
      closed: false,
      refusedMessage: null,
    };
    globalThis.addEventListener?.('online', this.onOnline);
    running.set(runningKey(record.studentId, record.assessmentId), this);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  /** Answers kept on the device that the server does not hold yet. */
  pending(): number {
    return this.snapshot.record.answers.filter((answer) => answer.state === 'waiting').length;
  }

  /** Stores a new clock mark (every server response carries one). */
  receiveMark(clock: string): void {
    this.markAtPerf = this.perfNow();
    this.update({ record: { ...this.snapshot.record, mark: { clock, receivedAtMs: this.wallNow() } } });
  }

  /** The server's time left and whether the room is paused (paper and heartbeat report both). */
  receiveTime(remainingSeconds: number, paused: boolean): void {
    const record = {
      ...this.snapshot.record,
      deadlineAtMs: paused ? null : this.wallNow() + remainingSeconds * 1000,
      pausedSecondsLeft: paused ? remainingSeconds : null,
    };
    this.update({ record, paused });
    if (!paused) void this.flush();
  }

  /** A fresh paper for a resumed attempt: its mark, time and the answers the server holds. */
  receivePaper(paper: Paper): void {
    const record = this.snapshot.record;
    const nextClientSeq = Math.max(record.nextClientSeq, paper.assessmentInfo.lastClientSeq + 1);
    this.update({
      record: { ...record, paper, answers: serverAnswers(paper, record.answers), nextClientSeq },
    });
    this.receiveMark(paper.assessmentInfo.clock);
    this.receiveTime(paper.assessmentInfo.remainingSeconds, paper.assessmentInfo.paused);
  }

  toggleFlag(seqNum: number): void {
    const { flags } = this.snapshot.record;
    const next = flags.includes(seqNum) ? flags.filter((flag) => flag !== seqNum) : [...flags, seqNum];
    this.update({ record: { ...this.snapshot.record, flags: next } });
  }

  /**
   * Keeps an answer on the device with its proof of time, then sends what is waiting. An answer once
   * given is final: a second answer to the same question is ignored. Resolves once stored locally.
   */
  async answer(seqNum: number, answerId: number): Promise<void> {
    const { record } = this.snapshot;
    if (this.snapshot.closed || record.answers.some((answer) => answer.seqNum === seqNum)) return;
    const counted =
      this.markAtPerf !== null ? this.perfNow() - this.markAtPerf : this.wallNow() - record.mark.receivedAtMs; // across a reload: the wall clock since it was stored
    const previous = record.answers.at(-1);
    // Answers given in order claim times in order, whatever the wall clock did meanwhile.
    const floor = previous?.clock === record.mark.clock ? previous.sinceClockMs : 0;
    const sinceClockMs = Math.min(MAX_SINCE_CLOCK_MS, Math.max(floor, Math.round(counted)));
    const answer: LocalAnswer = {
      seqNum,
      answerId,
      clock: record.mark.clock,
      sinceClockMs,
      clientSeq: record.nextClientSeq,
      state: 'waiting',
      selected: null,
      isCorrect: null,
      marksAwarded: null,
      late: false,
      held: false,
    };
    this.update({
      record: { ...record, answers: [...record.answers, answer], nextClientSeq: record.nextClientSeq + 1 },
    });
    await this.writes;
    void this.flush();
  }

  /** Resolves once no answer waits on the device (all kept by the server, or refused), or the attempt is closed. */
  whenSent(): Promise<void> {
    if (this.pending() === 0 || this.snapshot.closed) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  /** Sends the waiting answers in order, a batch at a time, until none waits or the connection fails. */
  async flush(): Promise<void> {
    if (this.flushing || this.disposed || this.snapshot.closed) return;
    this.flushing = true;
    clearTimeout(this.retryTimer);
    try {
      for (;;) {
        const batch = this.snapshot.record.answers
          .filter((answer) => answer.state === 'waiting')
          .slice(0, MAX_ANSWERS_PER_BATCH);
        if (batch.length === 0 || this.disposed) return;
        let response: AnswersSaved;
        try {
          response = await this.send(
            batch.map(({ seqNum, answerId, clock, sinceClockMs, clientSeq }) => ({
              seqNum,
              answerId,
              clock,
              sinceClockMs,
              clientSeq,
            })),
          );
        } catch (error) {
          if (this.failed(error, batch) === 'stop') return;
          continue;
        }
        this.retries = 0;
        this.saved(response);
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Stops sending and storing (the page left, or the attempt is completed); resolves once writes are done. */
  dispose(): Promise<void> {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    globalThis.removeEventListener?.('online', this.onOnline);
    const key = runningKey(this.snapshot.record.studentId, this.snapshot.record.assessmentId);
    if (running.get(key) === this) running.delete(key);
    return this.writes;
  }

  private saved(response: AnswersSaved): void {
    const bySeq = new Map(response.saved.map((saved) => [saved.seqNum, saved]));
    const answers = this.snapshot.record.answers.map((answer): LocalAnswer => {
      const saved = answer.state === 'waiting' ? bySeq.get(answer.seqNum) : undefined;
      if (!saved) return answer;
      return {
        ...answer,
        state: 'saved',
        selected: saved.selected,
        isCorrect: saved.isCorrect,
        marksAwarded: saved.marksAwarded,
        late: saved.late,
        held: saved.held,
      };
    });
    this.update({ record: { ...this.snapshot.record, answers }, offline: false });
    this.receiveMark(response.clock);
  }

  /** What a failed send means: wait and try again, stop (the attempt is over), or go on (refused). */
  private failed(error: unknown, batch: readonly LocalAnswer[]): 'stop' | 'next' {
    if (isConnectionError(error)) {
      this.update({ offline: true });
      this.retryLater();
      return 'stop';
    }
    if (isRefusal(error, messages.quiz.paused)) {
      // Answers wait while the room is paused; the heartbeat learns when it resumes.
      this.update({ paused: true, offline: false });
      this.retryLater();
      return 'stop';
    }
    if (
      [messages.quiz.timeUp, messages.quiz.alreadyCompleted, messages.quiz.notCurrent].some((message) =>
        isRefusal(error, message),
      )
    ) {
      this.update({ closed: true, offline: false });
      return 'stop';
    }
    // A refused batch changes nothing on the server: keep the answers, marked, so completing can go on.
    const refused = new Set(batch.map((answer) => answer.seqNum));
    const answers = this.snapshot.record.answers.map((answer) =>
      refused.has(answer.seqNum) && answer.state === 'waiting'
        ? { ...answer, state: 'refused' as const }
        : answer,
    );
    this.update({
      record: { ...this.snapshot.record, answers },
      offline: false,
      refusedMessage: errorMessage(error),
    });
    return 'next';
  }

  private retryLater(): void {
    if (this.disposed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        void this.flush();
      },
      retryDelayMs(this.retries++),
    );
  }

  private update(change: Partial<SyncSnapshot>): void {
    const before = this.snapshot.record;
    this.snapshot = { ...this.snapshot, ...change };
    const { record } = this.snapshot;
    // Nothing is stored after dispose: a reply that lands later leaves its answer waiting, and the
    // next visit sends it again (the server answers a resend with what it holds).
    if (record !== before && !this.disposed) {
      this.writes = this.writes.then(() => this.persist(record)).catch(() => undefined);
    }
    if (this.pending() === 0 || this.snapshot.closed) {
      const waiters = this.drainWaiters;
      this.drainWaiters = [];
      for (const resolve of waiters) resolve();
    }
    for (const listener of this.listeners) listener();
  }
}
