import { api, CurriculumLevel, type Endpoint, curriculumEditorMessages as m } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
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
import { type CurriculumService, createCurriculumService, type ItemChanges } from './curriculum.service';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });
const c = api.curriculum;

type ChildLevel = Exclude<CurriculumLevel, 'curriculum'>;
/** An item as the service answers it. */
type ItemRow = Awaited<ReturnType<CurriculumService['update']>>;

/** A call whose path names one item by one id: the item's own, or its parent's for adding and ordering. */
type ItemCall<Body = unknown> = Endpoint<z.ZodType<Record<string, number>>, z.ZodType, z.ZodType<Body>>;

/** What every level has: edit, retire, restore, and how its row is shown. */
interface LevelCalls {
  present: (row: ItemRow) => object;
  update: ItemCall<ItemChanges>;
  retire: ItemCall;
  restore: ItemCall;
}
/** A level below the curriculum is also added to, and ordered within, its parent. */
interface ChildLevelCalls extends LevelCalls {
  create: ItemCall<ItemChanges & { name: string }>;
  reorder: ItemCall<{ ids: number[] }>;
}

/** The table: each level's calls; the routes below are the same for every level. */
const CALLS: { curriculum: LevelCalls } & Record<ChildLevel, ChildLevelCalls> = {
  curriculum: {
    present: presentCurriculum,
    update: c.updateCurriculum,
    retire: c.retireCurriculum,
    restore: c.restoreCurriculum,
  },
  course: {
    present: presentCourse,
    create: c.createCourse,
    reorder: c.reorderCourses,
    update: c.updateCourse,
    retire: c.retireCourse,
    restore: c.restoreCourse,
  },
  concept: {
    present: presentConcept,
    create: c.createConcept,
    reorder: c.reorderConcepts,
    update: c.updateConcept,
    retire: c.retireConcept,
    restore: c.restoreConcept,
  },
  subconcept: {
    present: presentSubconcept,
    create: c.createSubconcept,
    reorder: c.reorderSubconcepts,
    update: c.updateSubconcept,
    retire: c.retireSubconcept,
    restore: c.restoreSubconcept,
  },
};

/** The one id in the path of an ItemCall. */
function pathId(params: Record<string, number>): number {
  const [id] = Object.values(params);
  if (id === undefined) throw new Error('An item call without an id in its path');
  return id;
}

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

  // A curriculum has no parent: it is created on its own.
  defineRoute(app, c.createCurriculum, async ({ actor, body }) =>
    ok(m.created('curriculum'), {
      data: presentCurriculum(await curriculum.createCurriculum({ actor, body })),
    }),
  );

  for (const level of CurriculumLevel.options) {
    const calls: LevelCalls = CALLS[level];
    if (level !== 'curriculum') {
      const child = CALLS[level];
      defineRoute(app, child.create, async ({ actor, params, body }) =>
        ok(m.created(level), {
          data: child.present(await curriculum.createChild({ actor, level, parentId: pathId(params), body })),
        }),
      );
      defineRoute(app, child.reorder, async ({ actor, params, body }) =>
        ok(m.reordered, {
          data: {
            ids: await curriculum.reorder({ actor, level, parentId: pathId(params), childIds: body.ids }),
          },
        }),
      );
    }
    defineRoute(app, calls.update, async ({ actor, params, body }) =>
      ok(m.updated(level), {
        data: calls.present(await curriculum.update({ actor, level, itemId: pathId(params), changes: body })),
      }),
    );
    defineRoute(app, calls.retire, async ({ actor, params }) =>
      ok(m.retired(level), {
        data: calls.present(await curriculum.retire({ actor, level, itemId: pathId(params) })),
      }),
    );
    defineRoute(app, calls.restore, async ({ actor, params }) =>
      ok(m.restored(level), {
        data: calls.present(await curriculum.restore({ actor, level, itemId: pathId(params) })),
      }),
    );
  }
}
