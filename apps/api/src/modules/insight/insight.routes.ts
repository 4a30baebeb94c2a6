import { api, insightMessages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createClassViewService } from './class-view.service';
import { createInsightService } from './insight.service';
import { createStudentReportService } from './student-report.service';

const ok = <T extends object>(rest: T) => ({
  success: true as const,
  message: insightMessages.masteryLoaded,
  ...rest,
});

/** Insight (issue 30): mastery for the student herself and per cohort for its teachers and admins. */
export function registerInsightRoutes(app: FastifyInstance, ctx: AppContext): void {
  const insight = createInsightService(ctx);

  defineRoute(app, api.insight.myMastery, async ({ actor }) =>
    ok({ data: { curricula: await insight.studentMastery({ actor }) } }),
  );

  defineRoute(app, api.insight.cohortMastery, async ({ actor, params }) =>
    ok({ data: await insight.cohortMastery({ actor, cohortId: params.cohortId }) }),
  );

  // The teacher's class view (its columns beside mastery) and the student page, with its CSV.
  const classView = createClassViewService(ctx);
  const studentReport = createStudentReportService(ctx);
  defineRoute(app, api.insight.cohortActivity, async ({ actor, params }) => ({
    success: true as const,
    message: insightMessages.classViewLoaded,
    data: await classView.cohortActivity({ actor, cohortId: params.cohortId }),
  }));
  defineRoute(app, api.insight.studentReport, async ({ actor, params }) => ({
    success: true as const,
    message: insightMessages.studentReportLoaded,
    data: await studentReport.studentReport({ actor, studentId: params.studentId }),
  }));
  defineRoute(app, api.insight.studentReportCsv, async ({ actor, params, query, reply }) => {
    const { fileName, csv } = await studentReport.studentReportCsv({
      actor,
      studentId: params.studentId,
      timeZone: query.timeZone,
    });
    // A non-JSON content type makes Fastify send the string as it is.
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);
    return csv;
  });
}
