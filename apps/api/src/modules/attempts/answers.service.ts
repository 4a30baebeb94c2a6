import { answerMarks, messages, OFFLINE_SYNC_LIMIT_SECONDS } from '@pathshala/contracts';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { StoredAnswer } from './answer-batch';
import { type AttemptCore, assertSelf, type KnownAttempt } from './attempt-core';
import type { CurrentAttempt } from './attempts.repository';
import { recordRoomEvent } from './completion.repository';
import { mapAnswer, type PaperQuestion, shownOptionOf } from './student-paper';
import { checkProofs, type ProvenAnswer } from './time-proof';

export interface AnswerInput {
  actor: Actor;
  studentId: number;
  assessmentId: number;
  seqNum: number;
  answerId: number;
  attemptId?: number | undefined;
}

export interface BatchInput {
  actor: Actor;
  studentId: number;
  assessmentId: number;
  attemptId: number | undefined;
  answers: readonly ProvenAnswer[];
}

/** An answer as its student is told: correctness, marks and score only when feedback is immediate. */
export interface AnswerOutcome {
  status: 'SAVED' | 'CONFLICT';
  /** The shown option held. */
  selected: number;
  isCorrect: boolean | null;
  marksAwarded: number | null;
  late: boolean;
}

/**
 * The answer step, one path for the spec's single answer and the offline batch: each answer is
 * mapped from this student's position and shown option to the bank's question and option, marked
 * by the server's key, and stored through one statement per event-loop turn (answer-batch.ts).
 */
export function createAnswerService(core: AttemptCore) {
  const { db, clock, presence } = core;
  // Batches of one attempt are checked and stored one after another: each continues the last.
  const proofChains = new Map<number, Promise<unknown>>();

  function store(
    known: KnownAttempt,
    studentId: number,
    entry: PaperQuestion,
    option: number,
    at: {
      answeredAt: Date;
      receivedAt: Date;
      clientSeq: number | null;
    },
  ) {
    const isCorrect = entry.question.correctOption === option;
    return core.storeAnswer({
      attemptId: known.attemptId,
      studentId,
      assessmentId: known.paper.assessmentId,
      servingId: known.servingId,
      position: entry.position,
      questionId: entry.question.questionId,
      selectedOption: option,
      isCorrect,
      marksAwarded: answerMarks(isCorrect, entry.question.marks, known.paper.settings.wrongMarks),
      ...at,
    });
  }

  function outcome(
    known: KnownAttempt,
    entry: PaperQuestion,
    option: number,
    stored: StoredAnswer,
  ): AnswerOutcome {
    const immediate = known.paper.settings.feedbackMode === 'IMMEDIATE';
    const held = stored.selectedOption as number;
    return {
      status: held === option ? 'SAVED' : 'CONFLICT',
      selected: shownOptionOf(entry, held),
      isCorrect: immediate ? stored.isCorrect : null,
      marksAwarded: immediate ? stored.marksAwarded : null,
      late: stored.syncedLate,
    };
  }

  /** Why nothing was stored for an attempt that exists (read afresh). */
  async function refusalFor(attempt: CurrentAttempt, now: Date) {
    const settled = await core.settle(attempt, now);
    if (settled.pausedAt && !settled.completedAt) return conflict(messages.quiz.paused);
    if (settled.completionReason === 'time_up') return conflict(messages.quiz.timeUp);
    if (settled.completedAt) return conflict(messages.quiz.alreadyCompleted);
    return conflict(messages.quiz.timeUp);
  }

  /** The student's current attempt, read afresh, and its paper; refusals for none or another. */
  async function currentWithPaper(
    studentId: number,
    assessmentId: number,
    attemptId: number | undefined,
    answers: boolean,
  ) {
    const found = await (answers ? core.findAttemptWithAnswers : core.findAttemptOnly)({
      assessmentId,
      studentId,
    });
    if (!found) throw await core.refusalWithoutAttempt(assessmentId, studentId);
    if (attemptId !== undefined && attemptId !== found.attempt.id) throw conflict(messages.quiz.notCurrent);
    return { ...found, known: await core.studentPaperOf(found.attempt) };
  }

  /** A single answer's response: a conflict is refused, a save or resend answers what is held. */
  function single(
    known: KnownAttempt,
    entry: PaperQuestion,
    option: number,
    stored: StoredAnswer,
    now: Date,
  ) {
    presence.seen(known.attemptId, now.getTime());
    const result = outcome(known, entry, option, stored);
    if (result.status === 'CONFLICT') throw conflict(messages.quiz.alreadyAnswered);
    const immediate = known.paper.settings.feedbackMode === 'IMMEDIATE';
    return {
      isCorrect: result.isCorrect,
      marksAwarded: result.marksAwarded,
      score: immediate ? stored.score : null,
      clock: core.marks.issue(known.attemptId, now),
    };
  }

  async function checkAndStore(input: BatchInput, attemptId: number) {
    const now = clock.now();
    const { attempt, held, known } = await currentWithPaper(
      input.studentId,
      input.assessmentId,
      attemptId,
      true,
    );
    const settled = await core.settle(attempt, now);
    if (settled.pausedAt && !settled.completedAt) throw conflict(messages.quiz.paused);
    if (settled.completedAt && settled.completionReason !== 'time_up')
      throw conflict(messages.quiz.alreadyCompleted);
    const check = checkProofs({
      marks: core.marks,
      attemptId,
      deadline: settled.deadline,
      now,
      paper: known.student,
      held,
      answers: input.answers,
    });
    if (!check.ok) {
      await recordRoomEvent(db, {
        servingId: settled.servingId,
        kind: 'FORGED_BATCH',
        studentId: input.studentId,
        attemptId,
        reason: check.reason,
        at: now,
      });
      throw badRequest(messages.quiz.forgedBatch);
    }
    if (now.getTime() > settled.deadline.getTime() + OFFLINE_SYNC_LIMIT_SECONDS * 1000)
      throw conflict(messages.quiz.syncTooLate);
    const storeAll = () =>
      Promise.all(
        check.answers.map((answer) =>
          store(known, input.studentId, answer.entry, answer.option, {
            answeredAt: answer.answeredAt,
            receivedAt: now,
            clientSeq: answer.clientSeq,
          }),
        ),
      );
    let stored = await storeAll();
    // A conflicting answer committed while the statement ran is invisible to it (PostgreSQL, read
    // committed): once more, on a fresh snapshot, shows what is held (resends store nothing twice).
    if (stored.some((s) => s.selectedOption === null)) {
      const first = stored;
      stored = (await storeAll()).map((s, i) => ({ ...s, fresh: s.fresh || Boolean(first[i]?.fresh) }));
    }
    if (stored.some((s) => s.selectedOption === null)) throw await refusalFor(settled, now);
    const late = stored.filter((s) => s.fresh && s.syncedLate).length;
    if (late > 0)
      await recordRoomEvent(db, {
        servingId: settled.servingId,
        kind: 'LATE_SYNC',
        studentId: input.studentId,
        attemptId,
        reason: `${late} answer${late === 1 ? '' : 's'} given in time reached the server after the deadline`,
        at: now,
      });
    presence.seen(attemptId, now.getTime());
    const immediate = known.paper.settings.feedbackMode === 'IMMEDIATE';
    const last = stored[stored.length - 1];
    return {
      known,
      saved: check.answers.map((answer, index) => ({
        seqNum: answer.entry.position,
        ...outcome(known, answer.entry, answer.option, stored[index] as StoredAnswer),
      })),
      score: immediate ? (last?.score ?? null) : null,
      clock: core.marks.issue(attemptId, now),
    };
  }

  return {
    /**
     * The spec's answer, without a time proof. The common case is one statement shared with the
     * answers of the same turn: a known attempt's paper is in memory, and the statement itself checks
     * that the attempt is current, open, in time and not paused. Anything else is explained after.
     */
    async answer(input: AnswerInput) {
      assertSelf(input.actor, input.studentId);
      const now = clock.now();
      const received = { answeredAt: now, receivedAt: now, clientSeq: null };
      const cached = core.known(input.assessmentId, input.studentId);
      if (cached && (input.attemptId === undefined || input.attemptId === cached.attemptId)) {
        const { entry, option } = mapAnswer(cached.student, input.seqNum, input.answerId);
        if (entry && option !== undefined) {
          const stored = await store(cached, input.studentId, entry, option, received);
          if (stored.selectedOption !== null) return single(cached, entry, option, stored, now);
        }
      }

      const { attempt, known } = await currentWithPaper(
        input.studentId,
        input.assessmentId,
        input.attemptId,
        false,
      );
      const { entry, option } = mapAnswer(known.student, input.seqNum, input.answerId);
      if (!entry) throw badRequest(messages.quiz.unknownQuestion(input.seqNum));
      if (option === undefined) throw badRequest('answerId must name one of the shown options');
      // Again even if the fast path tried: a conflicting answer committed while that statement ran
      // is invisible to it (PostgreSQL, read committed); a fresh statement sees what is held.
      const stored = await store(known, input.studentId, entry, option, received);
      if (stored.selectedOption !== null) return single(known, entry, option, stored, now);
      throw await refusalFor(attempt, now);
    },

    /**
     * Answers with a time proof (the device's queue, or one answer sent with its proof): checked as a
     * whole against the attempt read afresh (time-proof.ts); a forged batch changes nothing and is
     * recorded in the room's log. Then each answer goes the one path, in the same turn.
     */
    async answerWithProof(input: BatchInput) {
      assertSelf(input.actor, input.studentId);
      const first = await currentWithPaper(input.studentId, input.assessmentId, input.attemptId, false);
      const attemptId = first.attempt.id;
      const previous = proofChains.get(attemptId) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(() => checkAndStore(input, attemptId));
      proofChains.set(attemptId, run);
      try {
        return await run;
      } finally {
        if (proofChains.get(attemptId) === run) proofChains.delete(attemptId);
      }
    },
  };
}
