import { api, assessmentQuestionMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createAssessmentQuestionService } from './assessment-questions.service';
import { ok } from './route-answer';

/** The questions of an assessment: step 3's bank list and placing, then replace, reorder, remove. */
export function registerAssessmentQuestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createAssessmentQuestionService(ctx);
  const t = api.teacher;

  defineRoute(app, t.courseQuestions, async ({ params, query }) => {
    const { _t, ...filters } = query;
    return ok('Questions loaded', await service.courseQuestions({ courseId: params.id, filters }));
  });
  defineRoute(app, t.addQuestion, async ({ actor, body }) =>
    ok('Question added', { question: await service.addQuestion({ actor, body }) }),
  );
  defineRoute(app, t.assessmentQuestions, async ({ actor, params }) =>
    ok('Questions loaded', {
      questions: await service.assessmentQuestions({ actor, assessmentId: params.id }),
    }),
  );
  defineRoute(app, t.replaceQuestion, async ({ actor, params, body }) =>
    ok(assessmentQuestionMessages.replaced, {
      question: await service.replaceQuestion({
        actor,
        assessmentId: params.id,
        questionId: params.questionId,
        newQuestionId: body.CQ_Id,
      }),
    }),
  );
  defineRoute(app, t.reorderQuestions, async ({ actor, params, body }) =>
    ok(assessmentQuestionMessages.reordered, {
      questions: await service.reorderQuestions({ actor, assessmentId: params.id, questionIds: body.CQ_Ids }),
    }),
  );
  defineRoute(app, t.removeQuestion, async ({ actor, params }) => {
    await service.removeQuestion({ actor, assessmentId: params.id, questionId: params.questionId });
    return ok(assessmentQuestionMessages.removed, {});
  });
}
