import fastifySse from '@fastify/sse';
import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { type Actor, authorizeRequest } from '../../plugins/auth';
import { RoomLive } from './exam-room.live';
import { mayStillWatch, openRoom } from './exam-room.policy';
import { findRoom } from './exam-room.repository';
import type { ExamRoomService } from './exam-room.service';

/** A comment line this often keeps proxies and the browser from dropping a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** How often a stream asks whether its sign-in has ended (a lookup in memory: see revoked-sessions.ts). */
const SESSION_CHECK_MS = 1_000;
/** How often (on the app's clock) a stream reads again whether its viewer is active and may open the room. */
const ACCESS_RECHECK_SECONDS = 15;

/**
 * GET /api/exam-rooms/:servingId/stream: server-sent events through @fastify/sse (the Fastify team's
 * plugin). Authorised like every call (bearer header, same access list, the room's 404), then a
 * `snapshot` event, then `changes` from the room's poller. The stream ends when the client goes,
 * when the app closes (before the server waits for its connections), when its sign-in ends (checked
 * every second) and when its viewer is no longer active or allowed in the room (read every 15 s).
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
        const endWithSession = watchSession(app, ctx, request.user, servingId, () => reply.sse.close());
        reply.sse.onClose(() => {
          endWithSession();
          stop();
        });
        if (!reply.sse.isConnected) {
          endWithSession();
          stop();
        }
      },
    });
  });

  app.decorate('examRoomLive', live);
}

/**
 * Ends an open stream (`end`) once the sign-in it was opened with has ended, or its viewer is no
 * longer active or allowed in the room: an access token is only checked when a request starts, and
 * a stream is one request that lasts. Returns the stop.
 */
function watchSession(
  app: FastifyInstance,
  ctx: AppContext,
  actor: Actor,
  servingId: number,
  end: () => void,
): () => void {
  let accessReadAt = ctx.clock.now().getTime();
  let checking = false;
  const check = async () => {
    if (await app.revokedSessions.has(actor.sessionId)) return false;
    const now = ctx.clock.now().getTime();
    if (now - accessReadAt < ACCESS_RECHECK_SECONDS * 1000) return true;
    accessReadAt = now;
    return mayStillWatch(ctx.db, actor, servingId);
  };
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    check()
      .then((allowed) => {
        if (!allowed) end();
      })
      .catch((error) => app.log.error({ err: error }, 'exam room session check failed'))
      .finally(() => {
        checking = false;
      });
  }, SESSION_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The exam rooms being watched (read by tests: a closed stream stops its room's polling). */
    examRoomLive: RoomLive;
  }
}
