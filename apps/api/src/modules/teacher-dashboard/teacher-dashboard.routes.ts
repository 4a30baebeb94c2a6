import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createTeacherDashboardService } from './teacher-dashboard.service';

export function registerTeacherDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dashboard = createTeacherDashboardService(ctx);

  defineRoute(app, api.teacher.profile, async ({ actor }) => ({
    success: true as const,
    message: 'Profile loaded',
    profile: await dashboard.profile({ actor }),
  }));

  /** Overview: what is new since the last sign-in, the teacher's own drafts, and their cohorts' activity. */
  defineRoute(app, api.teacher.dashboard, async ({ actor }) => ({
    success: true as const,
    message: 'Overview loaded',
    data: await dashboard.overview({ actor }),
  }));

  /** My Cohorts: the cohorts this teacher teaches. */
  defineRoute(app, api.teacher.cohorts, async ({ actor }) => ({
    success: true as const,
    message: 'Cohorts loaded',
    cohorts: await dashboard.cohorts({ actor }),
  }));
}
