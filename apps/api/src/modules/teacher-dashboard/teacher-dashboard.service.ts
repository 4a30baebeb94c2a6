import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { displayName } from '../auth/auth.presenter';
import { createServingService } from '../teacher-assessments/serving.service';
import { presentRecentActivity } from './teacher-dashboard.presenter';
import {
  countAttempts,
  countOwnAssessments,
  countTeacherCohorts,
  findPreviousSignIn,
  findProfile,
  findRecentAttempts,
  findRecentServings,
} from './teacher-dashboard.repository';

/** Lines of recent activity shown; a first sign-in counts what is new over the last week. */
const RECENT_ACTIVITY_LINES = 8;
const FIRST_VISIT_LOOKBACK_MS = 7 * 24 * 3_600_000;

export function createTeacherDashboardService(ctx: AppContext) {
  const { db, clock } = ctx;
  const serving = createServingService(ctx);
  return {
    async profile({ actor }: { actor: Actor }) {
      const row = await findProfile(db, actor.id);
      if (!row) throw notFound('Teacher not found');
      return {
        id: row.user.id,
        name: displayName(row.user),
        email: row.user.email ?? row.user.username,
        trainingCenter: row.trainingCenter,
      };
    },

    /** What is new since the last sign-in, the teacher's own drafts, and their cohorts' activity. */
    async overview({ actor }: { actor: Actor }) {
      const now = clock.now();
      const previousSignIn = await findPreviousSignIn(db, actor.id);
      const since = previousSignIn ?? new Date(now.getTime() - FIRST_VISIT_LOOKBACK_MS);
      const [attemptCounts, own, cohortCount, recentAttempts, recentServings] = await Promise.all([
        countAttempts(db, actor.id, since, now),
        countOwnAssessments(db, actor.id),
        countTeacherCohorts(db, actor.id),
        findRecentAttempts(db, actor.id, RECENT_ACTIVITY_LINES),
        findRecentServings(db, actor.id, RECENT_ACTIVITY_LINES),
      ]);
      return {
        since: previousSignIn?.toISOString() ?? null,
        ...attemptCounts,
        ...own,
        cohorts: cohortCount,
        recentActivity: presentRecentActivity(recentAttempts, recentServings, RECENT_ACTIVITY_LINES),
      };
    },

    /** My Cohorts: the cohorts this teacher teaches (serving owns how a cohort is shown). */
    cohorts: ({ actor }: { actor: Actor }) => serving.teacherCohorts({ actor }),
  };
}
