import fastifySse from '@fastify/sse';
import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authorizeRequest } from '../../plugins/auth';
import { RoomLive } from './exam-room.live';
import { openRoom } from './exam-room.policy';
import { findRoom } from './exam-room.repository';
import type { ExamRoomService } from './exam-room.service';

/** A comment line this often keeps proxies and the browser from dropping a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /api/exam-rooms/:servingId/stream: server-sent events through @fastify/sse (the Fastify team's
 * plugin). Authorised like every call (bearer header, same access list, the room's 404), then a
 * `snapshot` event, then `changes` from the room's poller. The stream ends when the client goes
 * and when the app closes (before the server waits for its connections).
 */
export function registerExamRoomStream(
  app: FastifyInstance,
  ctx: AppContext,
  service: ExamRoomService,
): void {
  const endpoint = api.examRoom.stream;
  const live = new RoomLive(
    async (servingId) => {
      const room = await findRoom(ctx.db, servingId);
      // canAct is per viewer and sent with each viewer's own snapshot; changes never carry it.
      return room ? service.buildSnapshot(ctx.db, room, false) : undefined;
    },
    (error) => app.log.error({ err: error }, 'exam room poll failed'),
  );
  app.addHook('preClose', async () => live.closeAll());

  // The plugin is scoped to this child context, so only this route is a stream.
  app.register(async (scope) => {
    await scope.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS });
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'GET',
      url: endpoint.path,
      sse: 'only',
      schema: {
        summary: endpoint.summary,
        tags: ['exam-rooms'],
        security: [{ bearerAuth: [] }],
        params: endpoint.params,
        querystring: endpoint.query,
      },
      onRequest: async (request) => authorizeRequest(request, endpoint),
      handler: async (request, reply) => {
        const { servingId } = request.params as { servingId: number };
        const { room, canAct } = await openRoom(ctx.db, request.user, servingId);
        const snapshot = await service.buildSnapshot(ctx.db, room, canAct);
        reply.sse.keepAlive();
        await reply.sse.send({ event: 'snapshot', data: snapshot });
        const stop = live.watch(
          servingId,
          {
            send: (event, data) => {
              if (reply.sse.isConnected) reply.sse.send({ event, data }).catch(() => {});
            },
            close: () => reply.sse.close(),
          },
          snapshot,
        );
        reply.sse.onClose(stop);
        if (!reply.sse.isConnected) stop();
      },
    });
  });

  app.decorate('examRoomLive', live);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The exam rooms being watched (read by tests: a closed stream stops its room's polling). */
    examRoomLive: RoomLive;
  }
}
