import { ANSWER_GRACE_SECONDS, messages } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { batchPerTick } from '../../lib/batch';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { type ExamPaper, ExamPaperCache, type KeyedQuestion } from './answer-key';
import {
  type AttemptKey,
  type AttemptRow,
  type AttemptStart,
  completeAttempt,
  completeExpiredAttempts,
  findAnswer,
  findCurrentAttempt,
  findCurrentAttemptsWithAnswers,
  insertAttemptsIfServed,
  isServedTo,
  listAnswers,
  listServedAssessments,
  storeAnswer,
} from './attempts.repository';

const GRACE_MS = ANSWER_GRACE_SECONDS * 1000;

/** A student acts only as themselves: another student's id in a path is refused. */
function assertSelf(actor: Actor, studentId: number): void {
  if (actor.id !== studentId) throw forbidden(messages.api.forbidden);
}

interface AnswerInput {
  actor: Actor;
  studentId: number;
  assessmentId: number;
  seqNum: number;
  answerId: number;
  attemptId: number | undefined;
}

export function createAttemptService(ctx: AppContext) {
  const { db, clock } = ctx;
  const papers = new ExamPaperCache(db);
  // Exam day: a class starts together and then loads its questions together; each becomes one
  // statement per event-loop turn instead of one per student. Answers stay one statement each: the
  // integrity path stays simple, and PGlite already takes about three times a real exam's pace.
  const startAttempt = batchPerTick((starts: readonly AttemptStart[]) => insertAttemptsIfServed(db, starts));
  const findAttemptWithAnswers = batchPerTick((keys: readonly AttemptKey[]) =>
    findCurrentAttemptsWithAnswers(db, keys),
  );

  const isPastGrace = (attempt: AttemptRow, now: Date) =>
    attempt.deadline.getTime() + GRACE_MS < now.getTime();

  /** Completes an attempt whose time ran out (on read, before the sweeper gets to it). */
  async function settle(attempt: AttemptRow | undefined, now: Date): Promise<AttemptRow | undefined> {
    if (attempt && !attempt.completedAt && isPastGrace(attempt, now)) {
      return (
        (await completeAttempt(db, attempt.id, now)) ??
        (await findCurrentAttempt(db, attempt.assessmentId, attempt.studentId))
      );
    }
    return attempt;
  }

  /** The paper an attempt was served (never loaded for anyone who has no attempt). */
  async function paperFor(attempt: AttemptRow): Promise<ExamPaper> {
    const paper = await papers.forAttempt(attempt);
    if (!paper) throw notFound(messages.quiz.notServed);
    return paper;
  }

  /**
   * Why a student without a current attempt is refused: one answer for an unknown id, a draft and
   * another cohort's assessment, so nothing can be learnt by probing them.
   */
  async function refusalWithoutAttempt(assessmentId: number, studentId: number) {
    return (await isServedTo(db, assessmentId, studentId))
      ? conflict(messages.quiz.notStarted)
      : notFound(messages.quiz.notServed);
  }

  /** One statement: stores the answer if the student's open attempt took this paper; the result, or undefined. */
  async function store(paper: ExamPaper, question: KeyedQuestion, input: AnswerInput, now: Date) {
    const isCorrect = question.correctOption === input.answerId;
    const marksAwarded = isCorrect ? question.marks : 0;
    const score = await storeAnswer(db, {
      assessmentId: input.assessmentId,
      studentId: input.studentId,
      attemptId: input.attemptId,
      servingIds: paper.servingIds,
      seqNum: input.seqNum,
      questionId: question.questionId,
      selectedOption: input.answerId,
      isCorrect,
      marksAwarded,
      at: now,
    });
    return score === undefined ? undefined : { isCorrect, marksAwarded, score };
  }

  /** The asked question, if the chosen option is one of its own. */
  function questionOf(paper: ExamPaper, seqNum: number, answerId: number): KeyedQuestion | undefined {
    const question = paper.questionsBySeq.get(seqNum);
    // An option may be an image alone: it is as answerable as a written one.
    const index = answerId - 1;
    return question && (question.options[index] || question.optionImages[index]) ? question : undefined;
  }

  return {
    papers,

    async list(actor: Actor, studentId: number) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const rows = await listServedAssessments(db, studentId);
      return Promise.all(
        rows.map(async ({ assessment, attempt }) => ({
          assessment,
          attempt: await settle(attempt ?? undefined, now),
        })),
      );
    },

    /**
     * Starts an attempt (deadline = now + duration) or resumes the open one; a completed one is refused.
     * The common case, a first start, is one statement (shared with the starts made together).
     */
    async start(actor: Actor, studentId: number, assessmentId: number) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const createdId = await startAttempt({ assessmentId, studentId, startedAt: now });
      if (createdId !== undefined) return { attemptId: createdId, resumed: false };
      const existing = await settle(await findCurrentAttempt(db, assessmentId, studentId), now);
      if (!existing) throw notFound(messages.quiz.notServed);
      if (existing.completedAt) throw conflict(messages.quiz.alreadyCompleted);
      return { attemptId: existing.id, resumed: true };
    },

    /** The attempt's questions without the key, and the time the server says is left. */
    async questions(actor: Actor, studentId: number, assessmentId: number) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const current = await findAttemptWithAnswers({ assessmentId, studentId });
      const attempt = await settle(current?.attempt, now);
      if (!attempt) throw await refusalWithoutAttempt(assessmentId, studentId);
      if (attempt.completedAt) throw conflict(messages.quiz.alreadyCompleted);
      const paper = await paperFor(attempt);
      const remainingSeconds = Math.max(0, Math.ceil((attempt.deadline.getTime() - now.getTime()) / 1000));
      return { attempt, paper, answered: new Set(current?.answered), remainingSeconds };
    },

    /**
     * Stores one answer. The same answer again returns the stored result (a retry); a different one
     * is refused and never changes the score. Correctness comes from the server's key, never the client.
     */
    async answer(input: AnswerInput) {
      assertSelf(input.actor, input.studentId);
      const now = clock.now();
      // Fast path, one statement: a paper already cached; the statement itself checks that the
      // student's open attempt came through one of that paper's servings.
      const cached = await papers.peek(input.assessmentId);
      const cachedQuestion = cached && questionOf(cached, input.seqNum, input.answerId);
      if (cached && cachedQuestion) {
        const stored = await store(cached, cachedQuestion, input, now);
        if (stored) return stored;
      }

      // Otherwise find the attempt and its paper, then store or say exactly why not.
      const attempt = await settle(await findCurrentAttempt(db, input.assessmentId, input.studentId), now);
      if (!attempt) throw await refusalWithoutAttempt(input.assessmentId, input.studentId);
      if (input.attemptId !== undefined && input.attemptId !== attempt.id)
        throw conflict(messages.quiz.notCurrent);
      const paper = await paperFor(attempt);
      const question = paper.questionsBySeq.get(input.seqNum);
      if (!question) throw badRequest(messages.quiz.unknownQuestion(input.seqNum));
      if (!questionOf(paper, input.seqNum, input.answerId))
        throw badRequest('answerId must name one of the shown options');
      if (paper !== cached || question !== cachedQuestion) {
        const stored = await store(paper, question, input, now);
        if (stored) return stored;
      }
      const given = await findAnswer(db, attempt.id, input.seqNum);
      if (given) {
        if (given.selectedOption !== input.answerId) throw conflict(messages.quiz.alreadyAnswered);
        return { isCorrect: given.isCorrect, marksAwarded: given.marksAwarded, score: attempt.score };
      }
      if (attempt.completionReason === 'time_up') throw conflict(messages.quiz.timeUp);
      throw conflict(messages.quiz.alreadyCompleted);
    },

    /** Completes the attempt once; a second call (or a race) answers the same result. */
    async complete(actor: Actor, studentId: number, assessmentId: number, attemptId: number | undefined) {
      assertSelf(actor, studentId);
      const now = clock.now();
      const current = await findCurrentAttempt(db, assessmentId, studentId);
      if (!current) throw await refusalWithoutAttempt(assessmentId, studentId);
      if (attemptId !== undefined && attemptId !== current.id) throw conflict(messages.quiz.notCurrent);
      const attempt =
        (await completeAttempt(db, current.id, now)) ??
        (await findCurrentAttempt(db, assessmentId, studentId)) ??
        current;
      return { attempt, paper: await paperFor(attempt) };
    },

    /** The result of a completed attempt: per question only whether the student was right. */
    async result(actor: Actor, studentId: number, assessmentId: number) {
      assertSelf(actor, studentId);
      const attempt = await settle(await findCurrentAttempt(db, assessmentId, studentId), clock.now());
      if (!attempt && !(await isServedTo(db, assessmentId, studentId)))
        throw notFound(messages.quiz.notServed);
      if (!attempt?.completedAt) throw conflict('This assessment has not been completed yet.');
      const [paper, given] = await Promise.all([paperFor(attempt), listAnswers(db, attempt.id)]);
      return { attempt, paper, given };
    },

    sweep: () => completeExpiredAttempts(db, clock.now()),
  };
}

export type AttemptService = ReturnType<typeof createAttemptService>;
