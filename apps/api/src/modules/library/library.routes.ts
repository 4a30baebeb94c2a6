import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { type Actor, signContentLink } from '../../plugins/auth';
import { defineRoute } from '../../plugins/routes';
import { sendContentFile } from '../learning/content-file';
import { createContentStore } from './content-store';
import { assertPlaceLive, loadEditablePlace } from './library.policy';
import { presentLibraryItem, presentPlace } from './library.presenter';
import { createLibraryService, type LibraryDeps, type PlaceRef } from './library.service';
import { createUploadArea, registerTusRoutes, scheduleUploadSweep, type UploadArea } from './tus-uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The library's upload area; tests sweep it after moving the clock. */
    libraryUploads: UploadArea;
  }
}

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** Content library: uploads (tus), web links, replace, reorder, retire and restore (issue 12). */
export function registerLibraryRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: Partial<Pick<LibraryDeps, 'probe'>> = {},
): void {
  const uploads = createUploadArea(ctx);
  const store = createContentStore(ctx.config.dataDir, ctx.exclusive);
  const library = createLibraryService(ctx, { uploads, store, ...deps });
  app.decorate('libraryUploads', uploads);

  registerTusRoutes(app, uploads, async (actor, place) => {
    assertPlaceLive(await loadEditablePlace(ctx.db, actor, place));
  });
  scheduleUploadSweep(ctx.jobs, uploads);

  const signer = (actor: Actor) => (contentId: number) => signContentLink(app, ctx.clock, actor, contentId);
  const placeContent = async (actor: Actor, place: PlaceRef, message: string) => {
    const listed = await library.listPlace({ actor, place });
    return ok(message, {
      place: presentPlace(listed.place, listed.retired, listed.subconcepts),
      items: listed.items.map((item) => presentLibraryItem(item, signer(actor))),
    });
  };

  defineRoute(app, api.library.curricula, async ({ actor }) =>
    ok('Curricula loaded', { curricula: await library.listCurricula({ actor }) }),
  );

  defineRoute(app, api.library.conceptContent, async ({ actor, params }) =>
    placeContent(actor, { conceptId: params.conceptId }, 'Content loaded'),
  );

  defineRoute(app, api.library.subconceptContent, async ({ actor, params }) =>
    placeContent(actor, { subconceptId: params.subconceptId }, 'Content loaded'),
  );

  defineRoute(app, api.library.attachUpload, async ({ actor, body }) =>
    ok('Content added', {
      item: presentLibraryItem(await library.attachUpload({ actor, body }), signer(actor)),
    }),
  );

  defineRoute(app, api.library.addConceptLink, async ({ actor, params, body }) => {
    const { item, webCheck } = await library.addWebLink({
      actor,
      place: { conceptId: params.conceptId },
      body,
    });
    return ok('Web link added', { item: presentLibraryItem(item, signer(actor)), webCheck });
  });

  defineRoute(app, api.library.addSubconceptLink, async ({ actor, params, body }) => {
    const { item, webCheck } = await library.addWebLink({
      actor,
      place: { subconceptId: params.subconceptId },
      body,
    });
    return ok('Web link added', { item: presentLibraryItem(item, signer(actor)), webCheck });
  });

  defineRoute(app, api.library.update, async ({ actor, params, body }) =>
    ok('Content updated', {
      item: presentLibraryItem(
        await library.update({ actor, contentId: params.contentId, body }),
        signer(actor),
      ),
    }),
  );

  defineRoute(app, api.library.replaceFile, async ({ actor, params, body }) =>
    ok('File replaced', {
      item: presentLibraryItem(
        await library.replaceFile({ actor, contentId: params.contentId, body }),
        signer(actor),
      ),
    }),
  );

  defineRoute(app, api.library.file, async ({ actor, params, request, reply }) =>
    sendContentFile(request, reply, await library.file({ actor, contentId: params.contentId })),
  );

  defineRoute(app, api.library.reorderConcept, async ({ actor, params, body }) => {
    await library.reorder({ actor, place: { conceptId: params.conceptId }, contentIds: body.contentIds });
    return placeContent(actor, { conceptId: params.conceptId }, 'Order saved');
  });

  defineRoute(app, api.library.reorderSubconcept, async ({ actor, params, body }) => {
    await library.reorder({
      actor,
      place: { subconceptId: params.subconceptId },
      contentIds: body.contentIds,
    });
    return placeContent(actor, { subconceptId: params.subconceptId }, 'Order saved');
  });

  defineRoute(app, api.library.retire, async ({ actor, params }) =>
    ok('Content retired', {
      item: presentLibraryItem(await library.retire({ actor, contentId: params.contentId }), signer(actor)),
    }),
  );

  defineRoute(app, api.library.restore, async ({ actor, params }) =>
    ok('Content restored', {
      item: presentLibraryItem(await library.restore({ actor, contentId: params.contentId }), signer(actor)),
    }),
  );
}
