import { countsInScore, messages } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { batchPerTick } from '../../lib/batch';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { regradeNotes } from '../insight/regrade.service';
import { createAnswerService } from './answers.service';
import { assertSelf, createAttemptCore } from './attempt-core';
import { attemptTotal, remainingSeconds, startRefusal } from './attempt-window';
import {
  type AttemptStart,
  findCurrentAttempt,
  findServingsOf,
  insertAttemptsIfServed,
  isServedTo,
  listAnswers,
  listServedAssessments,
  markResultShown,
} from './attempts.repository';
import {
  completeAttempt,
  completeExpiredAttempts,
  countOpenAttempts,
  rightAnswersReleased,
  storeReceipt,
} from './completion.repository';
import { computeReceipt } from './receipt';

/** Who acts (the student herself: assertSelf), whose attempt, at which assessment. */
interface StudentAssessment {
  actor: Actor;
  studentId: number;
  assessmentId: number;
}

/** The steps of an attempt: start, paper, answer, heartbeat, complete, result (and the list). */
export function createAttemptService(ctx: AppContext) {
  const core = createAttemptCore(ctx);
  const { db, clock, presence } = core;
  const answers = createAnswerService(core);
  const startAttempt = batchPerTick((starts: readonly AttemptStart[]) => insertAttemptsIfServed(db, starts));

  /** The current attempt (afresh, settled), refused when there is none or the caller names another. */
  async function current(studentId: number, assessmentId: number, attemptId: number | undefined, now: Date) {
    const found = await core.findAttemptOnly({ assessmentId, studentId });
    if (!found) throw await core.refusalWithoutAttempt(assessmentId, studentId);
    if (attemptId !== undefined && attemptId !== found.attempt.id) throw conflict(messages.quiz.notCurrent);
    return core.settle(found.attempt, now);
  }

  return {
    papers: core.papers,
    ...answers,

    async list({ actor, studentId }: { actor: Actor; studentId: number }) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const rows = await listServedAssessments(db, studentId);
      return Promise.all(
        rows.map(async (row) => {
          const attempt = row.attempt
            ? await core.settle(
                {
                  ...row.attempt,
                  pausedAt: row.serving.id === row.attempt.servingId ? row.serving.pausedAt : null,
                  opensAt: row.serving.opensAt,
                  closesAt: row.serving.closesAt,
                },
                now,
              )
            : undefined;
          return { ...row, attempt, now };
        }),
      );
    },

    /**
     * Starts an attempt or resumes the open one; a completed one is refused, and so is a start outside
     * the window or while the room is paused. The common case, a first start, is one statement
     * (shared with the starts made in the same turn).
     */
    async start({ actor, studentId, assessmentId }: StudentAssessment) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const createdId = await startAttempt({ assessmentId, studentId, startedAt: now });
      if (createdId !== undefined) return { attemptId: createdId, resumed: false };
      const existing = await core.settle(await findCurrentAttempt(db, assessmentId, studentId), now);
      if (!existing) {
        const found = await findServingsOf(db, assessmentId, studentId);
        if (found.length === 0) throw notFound(messages.quiz.notServed);
        throw startRefusal(found, now);
      }
      if (existing.completedAt) throw conflict(messages.quiz.alreadyCompleted);
      return { attemptId: existing.id, resumed: true };
    },

    /** The attempt's paper as this student gets it (no key), what they answered, and the time left. */
    async paper({ actor, studentId, assessmentId }: StudentAssessment) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const found = await core.findAttemptWithAnswers({ assessmentId, studentId });
      const attempt = await core.settle(found?.attempt, now);
      if (!attempt) throw await core.refusalWithoutAttempt(assessmentId, studentId);
      if (attempt.completedAt) throw conflict(messages.quiz.alreadyCompleted);
      const known = await core.studentPaperOf(attempt);
      presence.seen(attempt.id, now.getTime());
      return {
        attempt,
        known,
        kept: new Map(found?.kept.map((answer) => [answer.position, answer.selectedOption])),
        lastClientSeq: Math.max(0, ...(found?.kept ?? []).map((answer) => answer.clientSeq ?? 0)),
        remainingSeconds: remainingSeconds(attempt.deadline, attempt.pausedAt, now),
        clock: core.marks.issue(attempt.id, now),
      };
    },

    /** The runner is here: presence (with what waits on the device), and the time left. */
    async heartbeat({
      actor,
      studentId,
      assessmentId,
      body,
    }: StudentAssessment & { body: { attemptId?: number; pending?: number } | undefined }) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const attempt = await current(studentId, assessmentId, body?.attemptId, now);
      if (!attempt.completedAt) presence.seen(attempt.id, now.getTime(), body?.pending);
      return {
        remainingSeconds: attempt.completedAt ? 0 : remainingSeconds(attempt.deadline, attempt.pausedAt, now),
        deadline: attempt.deadline.toISOString(),
        paused: attempt.pausedAt !== null,
        completed: attempt.completedAt !== null,
        clock: core.marks.issue(attempt.id, now),
      };
    },

    /**
     * Completes the attempt once; a second call (or a race) answers the same result. The receipt is
     * computed over the answers kept, and again on a later call if answers synced late since.
     */
    async complete({
      actor,
      studentId,
      assessmentId,
      attemptId,
    }: StudentAssessment & { attemptId: number | undefined }) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const open = await current(studentId, assessmentId, attemptId, now);
      if (!open.completedAt && open.pausedAt) throw conflict(messages.quiz.paused);
      const attempt =
        (open.completedAt ? undefined : await completeAttempt(db, open.id, now)) ??
        (await findCurrentAttempt(db, assessmentId, studentId)) ??
        open;
      const [paper, kept] = await Promise.all([core.paperFor(attempt), listAnswers(db, attempt.id)]);
      const receipt = computeReceipt(core.secret, attempt.id, kept);
      if (attempt.receipt !== receipt) await storeReceipt(db, attempt.id, receipt);
      // Presence stays: the room shows when a student who submitted was last heard from.
      presence.seen(attempt.id, now.getTime());
      // Every answer kept is reported (held late ones too); the score counts only those in it.
      const scored = kept.filter((answer) => countsInScore(answer.heldState)).length;
      return { attempt: { ...attempt, receipt }, paper, answered: kept.length, scored };
    },

    /** A completed attempt's result, in the student's order, with what they may be shown. */
    async result({ actor, studentId, assessmentId }: StudentAssessment) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const attempt = await core.settle(await findCurrentAttempt(db, assessmentId, studentId), now);
      if (!attempt && !(await isServedTo(db, assessmentId, studentId)))
        throw notFound(messages.quiz.notServed);
      if (!attempt?.completedAt) throw conflict('This assessment has not been completed yet.');
      const [known, given, rightAnswersShown] = await Promise.all([
        core.studentPaperOf(attempt),
        listAnswers(db, attempt.id),
        rightAnswersReleased(db, attempt.servingId, now),
      ]);
      // Answers arriving after this moment are told apart for the teacher (held-answers).
      if (known.paper.settings.feedbackMode !== 'NEVER' && !attempt.resultShownAt)
        await markResultShown(db, attempt.id, now);
      const scored = given.filter((answer) => countsInScore(answer.heldState));
      const regrades = await regradeNotes(db, {
        paper: known.paper,
        student: known.student,
        runningScore: attempt.score,
        answers: given.map((answer) => ({ ...answer, counts: countsInScore(answer.heldState) })),
        total: (runningScore) =>
          attemptTotal(known.paper.settings, runningScore, scored.length, known.paper.questionCount),
      });
      return { attempt, known, given, rightAnswersShown, regrades };
    },

    sweep: () => completeExpiredAttempts(db, clock.now()),
    countOpen: () => countOpenAttempts(db),
  };
}

export type AttemptService = ReturnType<typeof createAttemptService>;
