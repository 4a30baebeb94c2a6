import { api, practiceMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createNeedsHelpService } from './needs-help.service';
import { createPracticeAssignmentService } from './practice-assignments.service';

const ok = <T extends object>(message: string, rest: T) => ({ success: true as const, message, ...rest });

/** Acting on mastery (issue 30): who needs help in a cohort, and practice set from it. */
export function registerPracticeAssignmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const needsHelp = createNeedsHelpService(ctx);
  const practice = createPracticeAssignmentService(ctx);

  defineRoute(app, api.practice.needsHelp, async ({ actor, params, query }) =>
    ok(practiceMessages.needsHelpLoaded, {
      data: await needsHelp.needsHelp({ actor, cohortId: params.cohortId, threshold: query.threshold }),
    }),
  );

  defineRoute(app, api.practice.assignPractice, async ({ actor, params, body }) =>
    ok(practiceMessages.assigned, {
      data: await practice.assign({ actor, cohortId: params.cohortId, body }),
    }),
  );

  defineRoute(app, api.practice.practiceAssignments, async ({ actor, query }) =>
    ok(practiceMessages.assignmentsLoaded, {
      data: await practice.list({ actor, cohortId: query.cohortId }),
    }),
  );

  defineRoute(app, api.practice.practiceAssignment, async ({ actor, params }) =>
    ok(practiceMessages.assignmentsLoaded, {
      data: await practice.detail({ actor, assignmentId: params.assignmentId }),
    }),
  );

  defineRoute(app, api.practice.withdrawPractice, async ({ actor, params }) => {
    await practice.withdraw({ actor, assignmentId: params.assignmentId });
    return ok(practiceMessages.withdrawn, {});
  });

  defineRoute(app, api.practice.myPractice, async ({ actor }) =>
    ok(practiceMessages.assignmentsLoaded, { data: await practice.mine({ actor }) }),
  );
}
