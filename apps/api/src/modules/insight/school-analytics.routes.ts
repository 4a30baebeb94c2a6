import { api, schoolAnalyticsMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createMyScoresService } from './my-scores.service';
import { schoolAnalyticsCsv } from './school-analytics.csv';
import { createSchoolAnalyticsService } from './school-analytics.service';

/** The school's view for admins, and the student's own scores over time (issue 30). */
export function registerSchoolAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const school = createSchoolAnalyticsService(ctx);
  const myScores = createMyScoresService(ctx);
  const calls = api.schoolAnalytics;

  defineRoute(app, calls.schoolAnalytics, async ({ query }) => ({
    success: true as const,
    message: schoolAnalyticsMessages.analyticsLoaded,
    data: await school.schoolAnalytics({ weeks: query.weeks, timeZone: query.timeZone }),
  }));

  defineRoute(app, calls.schoolAnalyticsCsv, async ({ query, reply }) => {
    const analytics = await school.schoolAnalytics({ weeks: query.weeks, timeZone: query.timeZone });
    const day = analytics.weeks.at(-1) ?? 'now';
    // A non-JSON content type makes Fastify send the string as it is.
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="school-analytics-${day}.csv"`);
    return schoolAnalyticsCsv(analytics);
  });

  defineRoute(app, calls.myScores, async ({ actor }) => ({
    success: true as const,
    message: schoolAnalyticsMessages.scoresLoaded,
    data: await myScores.myScores({ actor }),
  }));
}
