import fastifyMultipart from '@fastify/multipart';
import {
  api,
  BULK_MAX_FILE_BYTES,
  cohortMessages,
  MEMBER_LIST_MAX_ENTRIES,
  type MembersChanged,
  parseMemberList,
} from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { defineRoute } from '../../plugins/routes';
import { createCohortsService } from './cohorts.service';
import { readMemberFile, readMemberUpload } from './member-file';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });
const changedMessage = (data: MembersChanged) =>
  cohortMessages.summary(data.change, data.changed.length, data.unchanged.length, data.problems.length);

/** Cohorts: teachers and students, rename, add and remove members. */
export function registerCohortRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cohorts = createCohortsService(ctx);

  defineRoute(app, api.cohorts.list, async ({ query }) => {
    const { page, pageSize, ...filters } = query;
    return ok('Cohorts loaded', { data: await cohorts.list({ filters, page, pageSize }) });
  });

  defineRoute(app, api.cohorts.get, async ({ params }) =>
    ok('Cohort loaded', { data: await cohorts.get(params.cohortId) }),
  );

  defineRoute(app, api.cohorts.students, async ({ params, query }) =>
    ok('Students loaded', {
      data: await cohorts.students({
        cohortId: params.cohortId,
        q: query.q,
        page: query.page,
        pageSize: query.pageSize,
      }),
    }),
  );

  defineRoute(app, api.cohorts.create, async ({ actor, body }) => {
    const cohortId = await cohorts.create({ actor, body });
    return ok('Cohort created successfully', { data: { cohortId } });
  });

  defineRoute(app, api.cohorts.update, async ({ actor, params, body }) =>
    ok('Cohort updated', { data: await cohorts.update({ actor, cohortId: params.cohortId, body }) }),
  );

  defineRoute(app, api.cohorts.addMembers, async ({ actor, params, body }) => {
    const data = await cohorts.changeMembersByIds({ actor, cohortId: params.cohortId, change: 'add', body });
    return ok(changedMessage(data), { data });
  });

  defineRoute(app, api.cohorts.removeMembers, async ({ actor, params, body }) => {
    const data = await cohorts.changeMembersByIds({
      actor,
      cohortId: params.cohortId,
      change: 'remove',
      body,
    });
    return ok(changedMessage(data), { data });
  });

  defineRoute(app, api.cohorts.changeMembersFromList, async ({ actor, params, body }) => {
    const entries = parseMemberList(body.list);
    if (entries.length === 0) throw badRequest(cohortMessages.listRequired);
    if (entries.length > MEMBER_LIST_MAX_ENTRIES) {
      throw new AppError(413, cohortMessages.listTooManyEntries(MEMBER_LIST_MAX_ENTRIES));
    }
    const data = await cohorts.changeMembersByEntries({
      actor,
      cohortId: params.cohortId,
      change: body.change,
      role: body.role,
      entries,
      source: 'list',
    });
    return ok(changedMessage(data), { data });
  });

  // Multipart only for the file call, with the bulk upload's caps: one file of at most 5 MB.
  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: BULK_MAX_FILE_BYTES, files: 1, fields: 5, parts: 8, fieldSize: 1024 },
    });
    defineRoute(
      uploads,
      api.cohorts.changeMembersFromFile,
      async ({ actor, params, request }) => {
        await cohorts.assertExists(params.cohortId);
        const upload = await readMemberUpload(request);
        const entries = await readMemberFile(upload.fileName, upload.bytes);
        const data = await cohorts.changeMembersByEntries({
          actor,
          cohortId: params.cohortId,
          change: upload.change,
          role: upload.role,
          entries,
          source: 'file',
        });
        return ok(changedMessage(data), { data });
      },
      { bodyLimit: BULK_MAX_FILE_BYTES + 64 * 1024 },
    );
  });
}
