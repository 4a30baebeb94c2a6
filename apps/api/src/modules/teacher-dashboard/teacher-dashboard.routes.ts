import { api } from '@pathshala/contracts';
import { trainingCenters, users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../plugins/routes';
import { displayName } from '../auth/auth.presenter';
import { presentCohort } from '../teacher-assessments/teacher-assessments.presenter';
import { listTeacherCohorts } from '../teacher-assessments/teacher-assessments.repository';

export function registerTeacherDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, api.teacher.profile, async ({ actor }) => {
    const [row] = await ctx.db
      .select({ user: users, trainingCenter: trainingCenters.name })
      .from(users)
      .leftJoin(trainingCenters, eq(trainingCenters.id, users.trainingCenterId))
      .where(eq(users.id, actor.id));
    if (!row) throw notFound('Teacher not found');
    return {
      success: true as const,
      message: 'Profile loaded',
      profile: {
        id: row.user.id,
        name: displayName(row.user),
        email: row.user.email ?? row.user.username,
        trainingCenter: row.trainingCenter,
      },
    };
  });

  /** My Cohorts: the cohorts this teacher teaches. */
  defineRoute(app, api.teacher.cohorts, async ({ actor }) => {
    const cohorts = await listTeacherCohorts(ctx.db, actor.id);
    return {
      success: true as const,
      message: 'Cohorts loaded',
      cohorts: cohorts.map((row) => presentCohort(row)),
    };
  });
}
