import { api, curriculumEditorMessages as m } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import {
  presentConcept,
  presentCourse,
  presentCurriculum,
  presentSubconcept,
  presentSummaries,
  presentTree,
} from './curriculum.presenter';
import { createCurriculumService } from './curriculum.service';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });
const c = api.curriculum;

/** Curriculum editing (admins): curricula, courses, concepts, subconcepts; create, edit, reorder, retire, restore. */
export function registerCurriculumRoutes(app: FastifyInstance, ctx: AppContext): void {
  const curriculum = createCurriculumService(ctx);

  defineRoute(app, c.list, async ({ query }) => {
    const { rows, ...page } = await curriculum.list(query);
    return ok('Curricula loaded', { data: { items: presentSummaries(rows), ...page } });
  });

  defineRoute(app, c.tree, async ({ params }) =>
    ok('Curriculum loaded', { data: presentTree(await curriculum.tree(params.curriculumId)) }),
  );

  // Curricula
  defineRoute(app, c.createCurriculum, async ({ actor, body }) =>
    ok(m.created('curriculum'), { data: presentCurriculum(await curriculum.createCurriculum(actor, body)) }),
  );
  defineRoute(app, c.updateCurriculum, async ({ actor, params, body }) =>
    ok(m.updated('curriculum'), {
      data: presentCurriculum(await curriculum.update(actor, 'curriculum', params.curriculumId, body)),
    }),
  );
  defineRoute(app, c.retireCurriculum, async ({ actor, params }) =>
    ok(m.retired('curriculum'), {
      data: presentCurriculum(await curriculum.retire(actor, 'curriculum', params.curriculumId)),
    }),
  );
  defineRoute(app, c.restoreCurriculum, async ({ actor, params }) =>
    ok(m.restored('curriculum'), {
      data: presentCurriculum(await curriculum.restore(actor, 'curriculum', params.curriculumId)),
    }),
  );

  // Courses
  defineRoute(app, c.createCourse, async ({ actor, params, body }) =>
    ok(m.created('course'), {
      data: presentCourse(await curriculum.createChild(actor, 'course', params.curriculumId, body)),
    }),
  );
  defineRoute(app, c.reorderCourses, async ({ actor, params, body }) =>
    ok(m.reordered, {
      data: { ids: await curriculum.reorder(actor, 'course', params.curriculumId, body.ids) },
    }),
  );
  defineRoute(app, c.updateCourse, async ({ actor, params, body }) =>
    ok(m.updated('course'), {
      data: presentCourse(await curriculum.update(actor, 'course', params.courseId, body)),
    }),
  );
  defineRoute(app, c.retireCourse, async ({ actor, params }) =>
    ok(m.retired('course'), {
      data: presentCourse(await curriculum.retire(actor, 'course', params.courseId)),
    }),
  );
  defineRoute(app, c.restoreCourse, async ({ actor, params }) =>
    ok(m.restored('course'), {
      data: presentCourse(await curriculum.restore(actor, 'course', params.courseId)),
    }),
  );

  // Concepts
  defineRoute(app, c.createConcept, async ({ actor, params, body }) =>
    ok(m.created('concept'), {
      data: presentConcept(await curriculum.createChild(actor, 'concept', params.courseId, body)),
    }),
  );
  defineRoute(app, c.reorderConcepts, async ({ actor, params, body }) =>
    ok(m.reordered, { data: { ids: await curriculum.reorder(actor, 'concept', params.courseId, body.ids) } }),
  );
  defineRoute(app, c.updateConcept, async ({ actor, params, body }) =>
    ok(m.updated('concept'), {
      data: presentConcept(await curriculum.update(actor, 'concept', params.conceptId, body)),
    }),
  );
  defineRoute(app, c.retireConcept, async ({ actor, params }) =>
    ok(m.retired('concept'), {
      data: presentConcept(await curriculum.retire(actor, 'concept', params.conceptId)),
    }),
  );
  defineRoute(app, c.restoreConcept, async ({ actor, params }) =>
    ok(m.restored('concept'), {
      data: presentConcept(await curriculum.restore(actor, 'concept', params.conceptId)),
    }),
  );

  // Subconcepts
  defineRoute(app, c.createSubconcept, async ({ actor, params, body }) =>
    ok(m.created('subconcept'), {
      data: presentSubconcept(await curriculum.createChild(actor, 'subconcept', params.conceptId, body)),
    }),
  );
  defineRoute(app, c.reorderSubconcepts, async ({ actor, params, body }) =>
    ok(m.reordered, {
      data: { ids: await curriculum.reorder(actor, 'subconcept', params.conceptId, body.ids) },
    }),
  );
  defineRoute(app, c.updateSubconcept, async ({ actor, params, body }) =>
    ok(m.updated('subconcept'), {
      data: presentSubconcept(await curriculum.update(actor, 'subconcept', params.subconceptId, body)),
    }),
  );
  defineRoute(app, c.retireSubconcept, async ({ actor, params }) =>
    ok(m.retired('subconcept'), {
      data: presentSubconcept(await curriculum.retire(actor, 'subconcept', params.subconceptId)),
    }),
  );
  defineRoute(app, c.restoreSubconcept, async ({ actor, params }) =>
    ok(m.restored('subconcept'), {
      data: presentSubconcept(await curriculum.restore(actor, 'subconcept', params.subconceptId)),
    }),
  );
}
