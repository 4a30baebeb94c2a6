import { answerMarks, countsInScore, messages } from '@pathshala/contracts';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { StoredAnswer } from './answer-batch';
import { type AttemptCore, assertSelf, type KnownAttempt } from './attempt-core';
import type { CurrentAttempt } from './attempts.repository';
import { createProofAnswers } from './proof-answers';
import { mapAnswer, type PaperQuestion, shownOptionOf } from './student-paper';

export interface AnswerInput {
  actor: Actor;
  studentId: number;
  assessmentId: number;
  seqNum: number;
  answerId: number;
  attemptId?: number | undefined;
}

/** An answer as its student is told: correctness, marks and score only when feedback is immediate. */
export interface AnswerOutcome {
  status: 'SAVED' | 'CONFLICT';
  /** The shown option kept. */
  selected: number;
  isCorrect: boolean | null;
  marksAwarded: number | null;
  late: boolean;
  /** Arrived after the deadline and its grace: kept, not scored; the teacher decides. */
  held: boolean;
}

/**
 * The answer step, one path for the spec's single answer and answers with a time proof
 * (proof-answers.ts): each answer is mapped from this student's position and shown option to the
 * bank's question and option, marked by the server's key, and stored through one statement per
 * event-loop turn (answer-batch.ts).
 */
export function createAnswerService(core: AttemptCore) {
  const { clock, presence } = core;

  function store(
    known: KnownAttempt,
    studentId: number,
    entry: PaperQuestion,
    option: number,
    at: {
      answeredAt: Date;
      receivedAt: Date;
      clientSeq: number | null;
      mayArriveLate: boolean;
      afterRightAnswers: boolean;
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
      fullMarks: entry.question.marks,
      wrongMarks: known.paper.settings.wrongMarks,
      ...at,
    });
  }

  function outcome(
    known: KnownAttempt,
    entry: PaperQuestion,
    option: number,
    stored: StoredAnswer,
  ): AnswerOutcome {
    // A late answer the teacher has not accepted counts for nothing: no correctness, no marks.
    const immediate = known.paper.settings.feedbackMode === 'IMMEDIATE' && countsInScore(stored.heldState);
    const kept = stored.selectedOption as number;
    return {
      status: kept === option ? 'SAVED' : 'CONFLICT',
      selected: shownOptionOf(entry, kept),
      isCorrect: immediate ? stored.isCorrect : null,
      marksAwarded: immediate ? stored.marksAwarded : null,
      late: stored.syncedLate,
      held: stored.heldState === 'held',
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

  /** A single answer's response: a conflict is refused, a save or resend answers what is kept. */
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

  return {
    ...createProofAnswers(core, { store, outcome, refusalFor, currentWithPaper }),

    /**
     * The spec's answer, without a time proof. The common case is one statement shared with the
     * answers of the same turn: a known attempt's paper is in memory, and the statement itself checks
     * that the attempt is current, open, in time and not paused. Anything else is explained after.
     */
    async answer(input: AnswerInput) {
      assertSelf(input.actor, input.studentId);
      const now = clock.now();
      const received = {
        answeredAt: now,
        receivedAt: now,
        clientSeq: null,
        mayArriveLate: false,
        afterRightAnswers: false,
      };
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
      // is invisible to it (PostgreSQL, read committed); a fresh statement sees what is kept.
      const stored = await store(known, input.studentId, entry, option, received);
      if (stored.selectedOption !== null) return single(known, entry, option, stored, now);
      throw await refusalFor(attempt, now);
    },
  };
}
