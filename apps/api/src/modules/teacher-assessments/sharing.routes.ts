import { api, messages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { ok } from './route-answer';
import { createSharingService } from './sharing.service';

/** Sharing: the spec's teacher search, authorizations, authorize and revoke. */
export function registerSharingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createSharingService(ctx);
  const t = api.teacher;

  defineRoute(app, t.teacherSearch, async ({ actor, query }) =>
    ok('Teachers found', { teachers: await service.searchTeachers({ actor, email: query.email }) }),
  );
  defineRoute(app, t.authorizations, async ({ actor, params }) =>
    ok('Authorizations loaded', {
      authorizations: await service.listShares({ actor, assessmentId: params.id }),
    }),
  );
  defineRoute(app, t.authorize, async ({ actor, body }) =>
    ok(messages.teacher.granted, { authorization: await service.share({ actor, body }) }),
  );
  defineRoute(app, t.revoke, async ({ actor, params }) => {
    await service.stopSharing({ actor, shareId: params.authId });
    return ok(messages.teacher.revoked, {});
  });
}
