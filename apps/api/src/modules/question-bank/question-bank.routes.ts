import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createQuestionBankService } from './question-bank.service';
import { registerQuestionImageRoutes } from './question-images';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** The question bank: places, search, writing, versions, retiring, images (issue 13). */
export function registerQuestionBankRoutes(app: FastifyInstance, ctx: AppContext): void {
  const bank = createQuestionBankService(ctx);

  defineRoute(app, api.questionBank.places, async () =>
    ok('Places loaded', { curricula: await bank.places() }),
  );

  defineRoute(app, api.questionBank.authors, async () =>
    ok('Authors loaded', { authors: await bank.authors() }),
  );

  defineRoute(app, api.questionBank.listQuestions, async ({ actor, query }) =>
    ok('Questions loaded', await bank.list({ actor, query })),
  );

  defineRoute(app, api.questionBank.getQuestion, async ({ actor, params }) =>
    ok('Question loaded', await bank.get({ actor, questionId: params.id })),
  );

  defineRoute(app, api.questionBank.createQuestion, async ({ actor, body }) =>
    ok('Question created', { question: await bank.create({ actor, input: body }) }),
  );

  defineRoute(app, api.questionBank.updateQuestion, async ({ actor, params, body }) => {
    const updated = await bank.update({ actor, questionId: params.id, input: body });
    return ok(updated.newVersion ? 'Question saved as a new version' : 'Question saved', updated);
  });

  defineRoute(app, api.questionBank.duplicateQuestion, async ({ actor, params }) =>
    ok('Question duplicated', { question: await bank.duplicate({ actor, questionId: params.id }) }),
  );

  defineRoute(app, api.questionBank.retireQuestion, async ({ actor, params }) =>
    ok('Question retired', { question: await bank.retire({ actor, questionId: params.id }) }),
  );

  defineRoute(app, api.questionBank.restoreQuestion, async ({ actor, params }) =>
    ok('Question restored', { question: await bank.restore({ actor, questionId: params.id }) }),
  );

  defineRoute(app, api.questionBank.deleteQuestion, async ({ actor, params }) => {
    await bank.remove({ actor, questionId: params.id });
    return ok('Question deleted', {});
  });

  registerQuestionImageRoutes(app, ctx);
}
