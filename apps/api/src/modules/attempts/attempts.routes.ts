import { api, messages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/errors';
import { defineRoute } from '../../plugins/routes';
import { examRules } from './attempt-window';
import {
  presentAttemptResult,
  presentQuizQuestions,
  presentStudentAssessment,
  studentTotal,
} from './attempts.presenter';
import { createAttemptService } from './attempts.service';

/** How often the server completes attempts whose time ran out, when nobody reads them. */
const SWEEP_INTERVAL_MS = 5_000;

/** Students taking timed assessments under the exam-integrity rules. */
export function registerAttemptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const attempts = createAttemptService(ctx);
  const endpoints = api.student;

  ctx.jobs.add({ name: 'attempt-sweep', everyMs: SWEEP_INTERVAL_MS, run: () => attempts.sweep() });
  ctx.metrics.countOpenAttemptsWith(() => attempts.countOpen());

  defineRoute(app, endpoints.listAssessments, async ({ actor, params }) => {
    const rows = await attempts.list({ actor, studentId: params.studentId });
    return {
      success: true as const,
      message: rows.length ? 'Assessments loaded' : 'No assessments have been assigned to you yet.',
      assessments: rows.map(presentStudentAssessment),
    };
  });

  defineRoute(app, endpoints.startAttempt, async ({ actor, params }) => {
    const { attemptId, resumed } = await attempts.start({
      actor,
      studentId: params.studentId,
      assessmentId: params.assessmentId,
    });
    return {
      success: true as const,
      message: resumed ? messages.quiz.resumed : messages.quiz.started,
      attemptId,
    };
  });

  defineRoute(app, endpoints.attemptPaper, async ({ actor, params }) => {
    const { attempt, known, kept, lastClientSeq, remainingSeconds, clock } = await attempts.paper({
      actor,
      studentId: params.studentId,
      assessmentId: params.assessmentId,
    });
    const { paper } = known;
    return {
      success: true as const,
      message: 'Questions loaded',
      questions: presentQuizQuestions(known, kept),
      assessmentInfo: {
        AM_Name: paper.name,
        AM_Duration: paper.durationSeconds,
        AM_TotMarks: paper.totalMarks,
        attemptId: attempt.id,
        remainingSeconds,
        deadline: attempt.deadline.toISOString(),
        score: paper.settings.feedbackMode === 'IMMEDIATE' ? attempt.score : null,
        rules: examRules(paper.settings, attempt, attempt.accommodationSeconds),
        paused: attempt.pausedAt !== null,
        clock,
        lastClientSeq,
      },
    };
  });

  defineRoute(app, endpoints.answerQuestion, async ({ actor, params, body }) => {
    const { clock, sinceClockMs, clientSeq, ...answer } = body;
    const input = { actor, studentId: params.studentId, assessmentId: params.assessmentId };
    const proofParts = [clock, sinceClockMs, clientSeq].filter((part) => part !== undefined).length;
    if (proofParts === 0) {
      const result = await attempts.answer({ ...input, ...answer, seqNum: params.seqNum });
      return { success: true as const, message: messages.quiz.answerSaved, ...result };
    }
    if (proofParts !== 3) throw badRequest('A time proof needs clock, sinceClockMs and clientSeq together.');
    const batch = await attempts.answerWithProof({
      ...input,
      attemptId: answer.attemptId,
      answers: [
        {
          seqNum: params.seqNum,
          answerId: answer.answerId,
          clock: clock as string,
          sinceClockMs: sinceClockMs as number,
          clientSeq: clientSeq as number,
        },
      ],
    });
    const [saved] = batch.saved;
    if (saved?.status !== 'SAVED') throw conflict(messages.quiz.alreadyAnswered);
    return {
      success: true as const,
      message: saved.held ? messages.quiz.answersHeld(1) : messages.quiz.answerSaved,
      isCorrect: saved.isCorrect,
      marksAwarded: saved.marksAwarded,
      score: batch.score,
      clock: batch.clock,
    };
  });

  defineRoute(app, endpoints.answerQuestions, async ({ actor, params, body }) => {
    const batch = await attempts.answerWithProof({
      actor,
      studentId: params.studentId,
      assessmentId: params.assessmentId,
      attemptId: body.attemptId,
      answers: body.answers,
    });
    const count = batch.saved.filter((s) => s.status === 'SAVED').length;
    // Late answers are kept but not scored: the student is told the teacher decides.
    const held = batch.saved.filter((s) => s.status === 'SAVED' && s.held).length;
    return {
      success: true as const,
      message: held > 0 ? messages.quiz.answersHeld(held) : messages.quiz.answersSaved(count),
      saved: batch.saved.map(({ status: savedStatus, ...rest }) => ({ status: savedStatus, ...rest })),
      score: batch.score,
      clock: batch.clock,
    };
  });

  defineRoute(app, endpoints.attemptHeartbeat, async ({ actor, params, body }) => {
    const beat = await attempts.heartbeat({
      actor,
      studentId: params.studentId,
      assessmentId: params.assessmentId,
      body,
    });
    return { success: true as const, message: 'Heartbeat received', ...beat };
  });

  defineRoute(app, endpoints.completeAttempt, async ({ actor, params, body }) => {
    const { attempt, paper, answered, scored } = await attempts.complete({
      actor,
      studentId: params.studentId,
      assessmentId: params.assessmentId,
      attemptId: body?.attemptId,
    });
    const timeUp = attempt.completionReason === 'time_up';
    return {
      success: true as const,
      message: timeUp ? messages.quiz.timeUp : messages.quiz.completed,
      ...studentTotal(attempt, paper, scored),
      totalMarks: paper.totalMarks,
      timeUp,
      feedbackMode: paper.settings.feedbackMode,
      receipt: attempt.receipt,
      answered,
    };
  });

  defineRoute(app, endpoints.attemptResult, async ({ actor, params }) => {
    const { attempt, known, given, rightAnswersShown, regrades } = await attempts.result({
      actor,
      studentId: params.studentId,
      assessmentId: params.assessmentId,
    });
    return {
      success: true as const,
      message: 'Result loaded',
      result: presentAttemptResult(attempt, known, given, rightAnswersShown, regrades),
    };
  });
}
