import { api } from '@pathshala/contracts';
import { trainingCenters, users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../plugins/routes';
import { displayName } from '../auth/auth.presenter';
import { presentCohort } from '../teacher-assessments/serving.presenter';
import { listTeacherCohorts } from '../teacher-assessments/serving.repository';
import { presentRecentActivity } from './teacher-dashboard.presenter';
import {
  countAttempts,
  countOwnAssessments,
  countTeacherCohorts,
  findPreviousSignIn,
  findRecentAttempts,
  findRecentServings,
} from './teacher-dashboard.repository';

/** Lines of recent activity shown; a first sign-in counts what is new over the last week. */
const RECENT_ACTIVITY_LINES = 8;
const FIRST_VISIT_LOOKBACK_MS = 7 * 24 * 3_600_000;

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

  /** Overview: what is new since the last sign-in, the teacher's own drafts, and their cohorts' activity. */
  defineRoute(app, api.teacher.dashboard, async ({ actor }) => {
    const now = ctx.clock.now();
    const previousSignIn = await findPreviousSignIn(ctx.db, actor.id);
    const since = previousSignIn ?? new Date(now.getTime() - FIRST_VISIT_LOOKBACK_MS);
    const [attemptCounts, own, cohortCount, recentAttempts, recentServings] = await Promise.all([
      countAttempts(ctx.db, actor.id, since, now),
      countOwnAssessments(ctx.db, actor.id),
      countTeacherCohorts(ctx.db, actor.id),
      findRecentAttempts(ctx.db, actor.id, RECENT_ACTIVITY_LINES),
      findRecentServings(ctx.db, actor.id, RECENT_ACTIVITY_LINES),
    ]);
    return {
      success: true as const,
      message: 'Overview loaded',
      data: {
        since: previousSignIn?.toISOString() ?? null,
        ...attemptCounts,
        ...own,
        cohorts: cohortCount,
        recentActivity: presentRecentActivity(recentAttempts, recentServings, RECENT_ACTIVITY_LINES),
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
