import { api, messages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import {
  percentage,
  presentAttemptResult,
  presentQuizQuestions,
  presentStudentAssessment,
} from './attempts.presenter';
import { createAttemptService } from './attempts.service';

/** How often the server completes attempts whose time ran out, when nobody reads them. */
const SWEEP_INTERVAL_MS = 5_000;

/** Students taking timed assessments under the exam-integrity rules. */
export function registerAttemptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const attempts = createAttemptService(ctx);
  const endpoints = api.student;

  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      attempts.sweep().catch((error: unknown) => app.log.error({ err: error }, 'attempt sweep failed'));
    }, SWEEP_INTERVAL_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  defineRoute(app, endpoints.listAssessments, async ({ actor, params }) => {
    const rows = await attempts.list(actor, params.studentId);
    return {
      success: true as const,
      message: rows.length ? 'Assessments loaded' : 'No assessments have been assigned to you yet.',
      assessments: rows.map(({ assessment, attempt }) => presentStudentAssessment(assessment, attempt)),
    };
  });

  defineRoute(app, endpoints.startAttempt, async ({ actor, params }) => {
    const { attemptId, resumed } = await attempts.start(actor, params.studentId, params.assessmentId);
    return {
      success: true as const,
      message: resumed ? messages.quiz.resumed : messages.quiz.started,
      attemptId,
    };
  });

  defineRoute(app, endpoints.attemptPaper, async ({ actor, params }) => {
    const { attempt, paper, answered, remainingSeconds } = await attempts.questions(
      actor,
      params.studentId,
      params.assessmentId,
    );
    return {
      success: true as const,
      message: 'Questions loaded',
      questions: presentQuizQuestions(paper, answered),
      assessmentInfo: {
        AM_Name: paper.name,
        AM_Duration: paper.durationSeconds,
        AM_TotMarks: paper.totalMarks,
        attemptId: attempt.id,
        remainingSeconds,
        deadline: attempt.deadline.toISOString(),
        score: attempt.score,
      },
    };
  });

  defineRoute(app, endpoints.answerQuestion, async ({ actor, params, body }) => {
    const result = await attempts.answer({
      actor,
      studentId: params.studentId,
      assessmentId: params.assessmentId,
      seqNum: params.seqNum,
      answerId: body.answerId,
      attemptId: body.attemptId,
    });
    return { success: true as const, message: 'Answer saved', ...result };
  });

  defineRoute(app, endpoints.completeAttempt, async ({ actor, params, body }) => {
    const { attempt, paper } = await attempts.complete(
      actor,
      params.studentId,
      params.assessmentId,
      body?.attemptId,
    );
    const timeUp = attempt.completionReason === 'time_up';
    return {
      success: true as const,
      message: timeUp ? messages.quiz.timeUp : messages.quiz.completed,
      score: attempt.score,
      totalMarks: paper.totalMarks,
      percentage: percentage(attempt.score, paper.totalMarks),
      timeUp,
    };
  });

  defineRoute(app, endpoints.attemptResult, async ({ actor, params }) => {
    const { attempt, paper, given } = await attempts.result(actor, params.studentId, params.assessmentId);
    return {
      success: true as const,
      message: 'Result loaded',
      result: presentAttemptResult(attempt, paper, given),
    };
  });
}
