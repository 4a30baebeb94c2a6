import { ANSWER_GRACE_SECONDS, messages, OFFLINE_SYNC_LIMIT_SECONDS } from '@pathshala/contracts';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { AnswerItem, StoredAnswer } from './answer-batch';
import type { AnswerOutcome } from './answers.service';
import { type AttemptCore, assertSelf, type KnownAttempt } from './attempt-core';
import type { AttemptWithAnswers, CurrentAttempt } from './attempts.repository';
import { recordRoomEvent, rightAnswersReleased } from './completion.repository';
import type { PaperQuestion } from './student-paper';
import { type CheckedAnswer, checkProofs, type ProvenAnswer, storedProofsOf } from './time-proof';

export interface BatchInput {
  actor: Actor;
  studentId: number;
  assessmentId: number;
  attemptId: number | undefined;
  answers: readonly ProvenAnswer[];
}

/** The answer step's shared parts (answers.service.ts). */
export interface AnswerSteps {
  store(
    known: KnownAttempt,
    studentId: number,
    entry: PaperQuestion,
    option: number,
    at: Pick<AnswerItem, 'answeredAt' | 'receivedAt' | 'clientSeq' | 'mayArriveLate' | 'afterRightAnswers'>,
  ): Promise<StoredAnswer>;
  outcome(known: KnownAttempt, entry: PaperQuestion, option: number, stored: StoredAnswer): AnswerOutcome;
  refusalFor(attempt: CurrentAttempt, now: Date): Promise<ReturnType<typeof conflict>>;
  currentWithPaper(
    studentId: number,
    assessmentId: number,
    attemptId: number | undefined,
    answers: boolean,
  ): Promise<AttemptWithAnswers & { known: KnownAttempt }>;
}

/**
 * Answers with a time proof: the runner's every answer, online or from the device's queue. In time,
 * checked against the attempt's proofs in memory and stored in one statement; otherwise (or when
 * that does not store them) checked against the attempt and its answers read afresh.
 */
export function createProofAnswers(
  core: AttemptCore,
  { store, outcome, refusalFor, currentWithPaper }: AnswerSteps,
) {
  const { db, clock, presence } = core;
  // Batches of one attempt are checked and stored one after another: each continues the last.
  const proofChains = new Map<number, Promise<unknown>>();

  /** What a batch's sender is told: per answer what is kept, and a fresh clock mark. */
  function batchResponse(
    known: KnownAttempt,
    answers: readonly CheckedAnswer[],
    stored: readonly StoredAnswer[],
    now: Date,
  ) {
    presence.seen(known.attemptId, now.getTime());
    const immediate = known.paper.settings.feedbackMode === 'IMMEDIATE';
    const last = stored[stored.length - 1];
    return {
      known,
      saved: answers.map((answer, index) => ({
        seqNum: answer.entry.position,
        ...outcome(known, answer.entry, answer.option, stored[index] as StoredAnswer),
      })),
      score: immediate ? (last?.score ?? null) : null,
      clock: core.marks.issue(known.attemptId, now),
    };
  }

  /**
   * The known attempt and its proofs in memory, when a batch may be checked without a read: the
   * answers were read (and every store since added), the deadline as last read has not passed, and
   * no other batch of the attempt is being checked.
   */
  function inMemory(input: BatchInput, now: Date) {
    const known = core.known(input.assessmentId, input.studentId);
    if (!known || (input.attemptId !== undefined && input.attemptId !== known.attemptId)) return undefined;
    if (proofChains.has(known.attemptId)) return undefined;
    const memory = core.proofsOf(known.attemptId);
    if (!memory || now.getTime() > memory.deadline.getTime() + ANSWER_GRACE_SECONDS * 1000) return undefined;
    return { known, memory };
  }

  /**
   * The runner's answers as they are normally sent: online, each with its time proof, in time. The
   * proof is checked against the attempt's proofs in memory, and the one statement of the turn checks
   * that the attempt is current, open, in time and not paused. Undefined when the check fails or an
   * answer is not stored (late, paused, closed, replaced): the full way decides (what this stored is
   * then a resend, counted once).
   */
  async function storeInTime(
    input: BatchInput,
    { known, memory }: NonNullable<ReturnType<typeof inMemory>>,
    now: Date,
  ) {
    const check = checkProofs({
      marks: core.marks,
      attemptId: known.attemptId,
      deadline: memory.deadline,
      now,
      paper: known.student,
      stored: memory,
      answers: input.answers,
    });
    if (!check.ok) return undefined;
    const stored = await Promise.all(
      check.answers.map((answer) =>
        store(known, input.studentId, answer.entry, answer.option, {
          answeredAt: answer.answeredAt,
          receivedAt: now,
          clientSeq: answer.clientSeq,
          mayArriveLate: false,
          afterRightAnswers: false,
        }),
      ),
    );
    if (stored.some((s) => s.selectedOption === null)) return undefined;
    return batchResponse(known, check.answers, stored, now);
  }

  async function checkAndStore(input: BatchInput, attemptId: number) {
    const now = clock.now();
    const { attempt, kept, known } = await currentWithPaper(
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
      stored: storedProofsOf(kept),
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
    // Arriving past the deadline and its grace, the answers are held (answer-batch.ts); the teacher
    // is told whether the right answers were out by then.
    const afterRightAnswers =
      now.getTime() > settled.deadline.getTime() + ANSWER_GRACE_SECONDS * 1000 &&
      known.paper.settings.feedbackMode !== 'NEVER' &&
      (await rightAnswersReleased(db, settled.servingId, now));
    const storeAll = () =>
      Promise.all(
        check.answers.map((answer) =>
          store(known, input.studentId, answer.entry, answer.option, {
            answeredAt: answer.answeredAt,
            receivedAt: now,
            clientSeq: answer.clientSeq,
            mayArriveLate: true,
            afterRightAnswers,
          }),
        ),
      );
    let stored = await storeAll();
    // A conflicting answer committed while the statement ran is invisible to it (PostgreSQL, read
    // committed): once more, on a fresh snapshot, shows what is kept (resends store nothing twice).
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
        reason: `${late} answer${late === 1 ? '' : 's'} claimed given in time reached the server after the deadline: held for the teacher`,
        at: now,
      });
    return batchResponse(known, check.answers, stored, now);
  }

  return {
    /**
     * Answers with a time proof (the device's queue, or one answer sent with its proof): checked as a
     * whole (time-proof.ts), in memory when in time (one statement), else against the attempt read
     * afresh; a forged batch changes nothing and is recorded in the room's log. Batches of one
     * attempt are checked one after another, each against what the last stored.
     */
    async answerWithProof(input: BatchInput) {
      assertSelf(input.actor, input.studentId);
      const now = clock.now();
      const fast = inMemory(input, now);
      if (fast) {
        const attemptId = fast.known.attemptId;
        const run = storeInTime(input, fast, now);
        proofChains.set(attemptId, run);
        try {
          const inTime = await run;
          if (inTime) return inTime;
        } finally {
          if (proofChains.get(attemptId) === run) proofChains.delete(attemptId);
        }
      }
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
