import { ANSWER_GRACE_SECONDS, messages } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { batchPerTick } from '../../lib/batch';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { type AnswerItem, storeAnswers } from './answer-batch';
import { type ExamPaper, ExamPaperCache } from './answer-key';
import {
  type AttemptKey,
  type AttemptRow,
  type CurrentAttempt,
  findCurrentAttempt,
  findCurrentAttemptsWithAnswers,
  isServedTo,
} from './attempts.repository';
import { ClockMarks } from './clock-mark';
import { completeAttempt } from './completion.repository';
import { ProofMemories } from './proof-memory';
import { type StudentPaper, StudentPaperCache } from './student-paper';

const GRACE_MS = ANSWER_GRACE_SECONDS * 1000;
/** Attempts remembered for the answer's fast path (oldest forgotten first). */
const KNOWN_ATTEMPTS_LIMIT = 20_000;

/** What the answer's fast path needs to know of a student's current attempt, without a query. */
export interface KnownAttempt {
  attemptId: number;
  servingId: number;
  paper: ExamPaper;
  student: StudentPaper;
}

/** A student acts only as themselves: another student's id in a path is refused. */
export function assertSelf(actor: Actor, studentId: number): void {
  if (actor.id !== studentId) throw forbidden(messages.api.forbidden);
}

/** What the steps of an attempt share: caches, batched statements, and the rules of time. */
export function createAttemptCore(ctx: AppContext) {
  const { db } = ctx;
  const papers = new ExamPaperCache(db);
  const studentPapers = new StudentPaperCache();
  const marks = new ClockMarks(ctx.config.jwtSecret);
  const known = new Map<string, KnownAttempt>();
  const proofs = new ProofMemories(KNOWN_ATTEMPTS_LIMIT);
  // Exam day: a class starts, loads its paper and answers together; each becomes one statement
  // per event-loop turn instead of one per student.
  const readWithAnswers = batchPerTick((keys: readonly AttemptKey[]) =>
    findCurrentAttemptsWithAnswers(db, keys),
  );
  const readOnly = batchPerTick((keys: readonly AttemptKey[]) =>
    findCurrentAttemptsWithAnswers(db, keys, false),
  );
  const storeBatched = batchPerTick((items: readonly AnswerItem[]) => storeAnswers(db, items));
  // Every read and store of an attempt keeps its proofs in memory up to date (proof-memory.ts).
  const findAttemptWithAnswers = (key: AttemptKey) => proofs.read(key, () => readWithAnswers(key));
  const findAttemptOnly = async (key: AttemptKey) => {
    const found = await readOnly(key);
    if (found) proofs.seen(found.attempt);
    return found;
  };
  const storeAnswer = async (item: AnswerItem) => {
    const stored = await storeBatched(item);
    proofs.stored(item, stored);
    if (stored.selectedOption !== null) ctx.metrics.answerAcknowledged();
    return stored;
  };

  const isPastGrace = (attempt: AttemptRow, now: Date) =>
    attempt.deadline.getTime() + GRACE_MS < now.getTime();

  /** The paper an attempt was served (never loaded for anyone who has no attempt). */
  async function paperFor(attempt: AttemptRow): Promise<ExamPaper> {
    const paper = await papers.forAttempt(attempt);
    if (!paper) throw notFound(messages.quiz.notServed);
    return paper;
  }

  return {
    db,
    clock: ctx.clock,
    presence: ctx.examPresence,
    secret: ctx.config.jwtSecret,
    papers,
    marks,
    storeAnswer,
    findAttemptWithAnswers,
    findAttemptOnly,
    paperFor,
    keyOf: (assessmentId: number, studentId: number) => `${assessmentId}:${studentId}`,

    /** The fast path's memory of a current attempt (checked again by every statement that uses it). */
    known: (assessmentId: number, studentId: number) => known.get(`${assessmentId}:${studentId}`),

    /** A known attempt's stored proofs and deadline, if its answers were read (for answers in time). */
    proofsOf: (attemptId: number) => proofs.get(attemptId),

    /** This student's paper for an attempt, remembered for the answers that follow. */
    async studentPaperOf(attempt: AttemptRow): Promise<KnownAttempt> {
      const paper = await paperFor(attempt);
      const entry: KnownAttempt = {
        attemptId: attempt.id,
        servingId: attempt.servingId,
        paper,
        student: studentPapers.get(attempt.id, paper, attempt.seed),
      };
      const key = `${attempt.assessmentId}:${attempt.studentId}`;
      known.delete(key);
      known.set(key, entry);
      if (known.size > KNOWN_ATTEMPTS_LIMIT) {
        const oldest = known.keys().next().value;
        if (oldest !== undefined) known.delete(oldest);
      }
      return entry;
    },

    /** Completes an attempt whose time ran out (on read, before the sweeper); a paused room's waits. */
    async settle<T extends CurrentAttempt | undefined>(attempt: T, now: Date): Promise<CurrentAttempt | T> {
      if (attempt && !attempt.completedAt && !attempt.pausedAt && isPastGrace(attempt, now)) {
        const done = await completeAttempt(db, attempt.id, now);
        if (done) return { ...attempt, ...done };
        return (await findCurrentAttempt(db, attempt.assessmentId, attempt.studentId)) ?? attempt;
      }
      return attempt;
    },

    /**
     * Why a student without a current attempt is refused: one answer for an unknown id, a draft and
     * another cohort's assessment, so nothing can be learnt by probing them.
     */
    async refusalWithoutAttempt(assessmentId: number, studentId: number) {
      return (await isServedTo(db, assessmentId, studentId))
        ? conflict(messages.quiz.notStarted)
        : notFound(messages.quiz.notServed);
    },
  };
}

export type AttemptCore = ReturnType<typeof createAttemptCore>;
