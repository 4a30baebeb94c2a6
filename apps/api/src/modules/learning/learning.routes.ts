import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { type Actor, signContentLink } from '../../plugins/auth';
import { defineRoute } from '../../plugins/routes';
import { sendContentFile } from './content-file';
import {
  presentConcepts,
  presentContentItem,
  presentContentSummary,
  presentCurricula,
  presentPracticeQuestion,
  presentPracticeResult,
  presentSubconcepts,
} from './learning.presenter';
import { createLearningService } from './learning.service';

const ok = (message: string) => ({ success: true as const, message });

/** How often the server forgets syncIds older than any record a device may still send. */
const SYNC_ID_SWEEP_MS = 60 * 60 * 1000;

/** The student's curriculum, content (with file serving), progress, bookmarks and practice quizzes (issue: students study). */
export function registerLearningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const learning = createLearningService(ctx);

  ctx.jobs.add({ name: 'sync-id-sweep', everyMs: SYNC_ID_SWEEP_MS, run: () => learning.forgetOldSyncIds() });

  defineRoute(app, api.student.curriculum, async ({ actor }) => ({
    ...ok('Curriculum loaded'),
    curricula: presentCurricula(await learning.listCurricula({ actor })),
  }));

  defineRoute(app, api.student.courseConcepts, async ({ actor, params }) => ({
    ...ok('Concepts loaded'),
    concepts: presentConcepts(await learning.listConcepts({ actor, courseId: params.courseId })),
  }));

  defineRoute(app, api.student.conceptSubconcepts, async ({ actor, params }) => ({
    ...ok('Subconcepts loaded'),
    subconcepts: presentSubconcepts(await learning.listSubconcepts({ actor, conceptId: params.conceptId })),
  }));

  defineRoute(app, api.content.conceptContent, async ({ actor, params }) => ({
    ...ok('Content loaded'),
    content: (await learning.listContent({ actor, scope: { conceptId: params.conceptId } })).map(
      presentContentSummary,
    ),
  }));

  defineRoute(app, api.content.subconceptContent, async ({ actor, params }) => ({
    ...ok('Content loaded'),
    content: (await learning.listContent({ actor, scope: { subconceptId: params.subconceptId } })).map(
      presentContentSummary,
    ),
  }));

  const linkSigner = (actor: Actor) => (contentId: number) =>
    signContentLink(app, ctx.clock, actor, contentId);

  defineRoute(app, api.content.conceptContentItem, async ({ actor, params }) => ({
    ...ok('Content loaded'),
    content: presentContentItem(
      await learning.getContent({
        actor,
        scope: { conceptId: params.conceptId },
        contentId: params.contentId,
      }),
      linkSigner(actor),
    ),
  }));

  defineRoute(app, api.content.subconceptContentItem, async ({ actor, params }) => ({
    ...ok('Content loaded'),
    content: presentContentItem(
      await learning.getContent({
        actor,
        scope: { subconceptId: params.subconceptId },
        contentId: params.contentId,
      }),
      linkSigner(actor),
    ),
  }));

  defineRoute(app, api.content.progress, async ({ actor, body }) => {
    await learning.recordProgress({ actor, report: body });
    return ok('Progress saved');
  });

  defineRoute(app, api.content.bookmark, async ({ actor, params, body }) => {
    await learning.saveBookmark({ actor, contentId: params.contentId, bookmark: body });
    return ok('Bookmark saved');
  });

  defineRoute(app, api.content.webCheck, async ({ actor, params }) => {
    const reason = await learning.checkWebContent({ actor, contentId: params.contentId });
    return {
      ...ok(reason ? 'The page cannot be shown here' : 'The page can be shown'),
      embeddable: !reason,
      reason,
    };
  });

  defineRoute(app, api.content.serve, async ({ actor, params, request, reply }) =>
    sendContentFile(request, reply, await learning.contentFile({ actor, contentId: params.contentId })),
  );

  defineRoute(app, api.student.practiceQuiz, async ({ actor, params, query }) => {
    const draw = await learning.drawPractice({
      actor,
      subconceptId: params.subconceptId,
      count: query.count,
    });
    return {
      ...ok(draw.questions.length > 0 ? 'Practice quiz ready' : 'No practice questions available'),
      questions: draw.questions.map((question) => presentPracticeQuestion(question, draw.images)),
      subconceptInfo: { SC_Name: draw.subconcept.name, CN_Name: draw.conceptName },
    };
  });

  defineRoute(app, api.student.practiceHistory, async ({ actor, params }) => ({
    ...ok('Practice results loaded'),
    results: (await learning.practiceHistory({ actor, subconceptId: params.subconceptId })).map(
      ({ createdAt, ...result }) => ({
        ...result,
        answeredAt: createdAt.toISOString(),
      }),
    ),
  }));

  defineRoute(app, api.student.submitPractice, async ({ actor, params, body }) => ({
    ...ok('Practice quiz marked'),
    results: presentPracticeResult(
      await learning.submitPractice({
        actor,
        subconceptId: params.subconceptId,
        answers: body.answers,
        sync: body,
      }),
    ),
  }));
}
