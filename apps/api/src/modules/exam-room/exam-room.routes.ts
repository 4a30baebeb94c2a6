import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { eventsToCsv } from './exam-room.presenter';
import { createExamRoomService } from './exam-room.service';
import { registerExamRoomStream } from './exam-room.stream';
import { lookUpReceipt } from './receipt-lookup';

/** The live exam room of a serving (issue 14): reads, the live stream, actions, the record, receipts. */
export function registerExamRoomRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createExamRoomService(ctx);
  const e = api.examRoom;

  registerExamRoomStream(app, ctx, service);

  defineRoute(app, e.rooms, async ({ actor }) => ({
    success: true as const,
    message: 'Exam rooms loaded',
    rooms: await service.rooms({ actor }),
  }));

  defineRoute(app, e.snapshot, async ({ actor, params }) => ({
    success: true as const,
    message: 'Exam room loaded',
    snapshot: await service.snapshot({ actor, servingId: params.servingId }),
  }));

  defineRoute(app, e.extendStudent, async ({ actor, params, body }) => {
    const { deadline } = await service.extendStudent({
      actor,
      servingId: params.servingId,
      studentId: params.studentId,
      minutes: body.minutes,
      reason: body.reason,
    });
    return {
      success: true as const,
      message: `${body.minutes} minutes added`,
      deadline: deadline.toISOString(),
    };
  });

  defineRoute(app, e.extendAll, async ({ actor, params, body }) => {
    const { attempts } = await service.extendAll({
      actor,
      servingId: params.servingId,
      minutes: body.minutes,
      reason: body.reason,
    });
    return { success: true as const, message: `${body.minutes} minutes added for everyone`, attempts };
  });

  defineRoute(app, e.pause, async ({ actor, params, body }) => {
    const { pausedAt } = await service.pause({ actor, servingId: params.servingId, reason: body.reason });
    return { success: true as const, message: 'The room is paused', pausedAt: pausedAt.toISOString() };
  });

  defineRoute(app, e.resume, async ({ actor, params, body }) => {
    const result = await service.resume({ actor, servingId: params.servingId, reason: body.reason });
    return { success: true as const, message: 'The room is running again', ...result };
  });

  defineRoute(app, e.irregularity, async ({ actor, params, body }) => ({
    success: true as const,
    message: 'Irregularity logged',
    event: await service.irregularity({
      actor,
      servingId: params.servingId,
      studentId: body.studentId,
      note: body.note,
    }),
  }));

  defineRoute(app, e.events, async ({ actor, params }) => ({
    success: true as const,
    message: 'Record loaded',
    events: (await service.events({ actor, servingId: params.servingId })).events,
  }));

  defineRoute(app, e.eventsCsv, async ({ actor, params, query, reply }) => {
    const { events } = await service.events({ actor, servingId: params.servingId });
    // A non-JSON content type makes Fastify send the string as it is.
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="exam-room-${params.servingId}-record.csv"`);
    return eventsToCsv(events, query.timeZone);
  });

  defineRoute(app, e.receipt, async ({ actor, params }) => ({
    success: true as const,
    message: 'Receipt found',
    receipt: await lookUpReceipt(ctx, actor, params.code),
  }));
}
