import { accommodationMessages, api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createAccommodationsService } from './accommodations.service';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** Extra time that lives on a student (issue 14), per scope (issue 27): an admin's school-wide, a teacher's own. */
export function registerAccommodationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const accommodations = createAccommodationsService(ctx);

  defineRoute(app, api.accommodations.cohorts, async ({ actor }) =>
    ok(accommodationMessages.cohortsLoaded, { data: await accommodations.cohorts({ actor }) }),
  );

  defineRoute(app, api.accommodations.cohortStudents, async ({ actor, params }) =>
    ok(accommodationMessages.studentsLoaded, {
      data: await accommodations.cohortStudents({ actor, cohortId: params.cohortId }),
    }),
  );

  defineRoute(app, api.accommodations.get, async ({ actor, params }) =>
    ok(accommodationMessages.loaded, {
      data: await accommodations.get({ actor, studentId: params.studentId }),
    }),
  );

  defineRoute(app, api.accommodations.set, async ({ actor, params, body }) => {
    const { message, data } = await accommodations.set({ actor, studentId: params.studentId, body });
    return ok(message, { data });
  });

  defineRoute(app, api.accommodations.remove, async ({ actor, params }) => {
    const { message, data } = await accommodations.remove({ actor, studentId: params.studentId });
    return ok(message, { data });
  });

  defineRoute(app, api.accommodations.removeTeacherRow, async ({ actor, params }) => {
    const { message, data } = await accommodations.removeTeacherRow({
      actor,
      studentId: params.studentId,
      teacherId: params.teacherId,
    });
    return ok(message, { data });
  });
}
