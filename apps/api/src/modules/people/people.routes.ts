import { api, peopleMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { presentPersonDetails, presentPersonOption, presentPersonSummary } from './people.presenter';
import { createPeopleService } from './people.service';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** Students and teachers: browse, search, edit, deactivate, reset; search-as-you-type pickers. */
export function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const people = createPeopleService(ctx);
  const detailsOf = (found: Awaited<ReturnType<typeof people.get>>) =>
    presentPersonDetails(found.person, found);
  // An ended sign-in's access tokens stop here at once (other processes learn within seconds).
  const endSessions = (sessionIds: string[]) => {
    for (const sessionId of sessionIds) app.revokedSessions.add(sessionId);
  };

  defineRoute(app, api.people.search, async ({ query }) =>
    ok('People found', { data: (await people.search(query)).map(presentPersonOption) }),
  );

  defineRoute(app, api.people.colleagues, async ({ actor, query }) =>
    ok('Teachers found', {
      data: (await people.colleagues({ actor, text: query.q, limit: query.limit })).map(presentPersonOption),
    }),
  );

  defineRoute(app, api.people.list, async ({ query }) => {
    const { items, total } = await people.list(query);
    return ok('People loaded', {
      data: {
        items: items.map((item) => presentPersonSummary(item.row, item.center, item.cohorts)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      },
    });
  });

  defineRoute(app, api.people.get, async ({ params }) =>
    ok('Person loaded', { data: detailsOf(await people.get(params.id)) }),
  );

  defineRoute(app, api.people.update, async ({ actor, params, body }) =>
    ok(peopleMessages.updated, { data: detailsOf(await people.update({ actor, userId: params.id, body })) }),
  );

  defineRoute(app, api.people.deactivate, async ({ actor, params }) => {
    endSessions(await people.deactivate({ actor, userId: params.id }));
    return ok(peopleMessages.deactivated, { data: detailsOf(await people.get(params.id)) });
  });

  defineRoute(app, api.people.reactivate, async ({ actor, params }) => {
    await people.reactivate({ actor, userId: params.id });
    return ok(peopleMessages.reactivated, { data: detailsOf(await people.get(params.id)) });
  });

  defineRoute(app, api.people.resetPassword, async ({ actor, params }) => {
    const { temporaryPassword, ended } = await people.resetPassword({ actor, userId: params.id });
    endSessions(ended);
    return ok(peopleMessages.passwordReset, { data: { temporaryPassword } });
  });
}
