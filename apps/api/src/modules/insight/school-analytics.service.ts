import {
  ANALYTICS_WEEKS,
  type AnalyticsFigures,
  type CenterAnalytics,
  type CohortAnalytics,
  type SchoolAnalytics,
} from '@pathshala/contracts';
import type { AppContext } from '../../context';
import * as repo from './school-analytics.repository';

/** How many items each of a cohort's most and least opened lists holds. */
const OPENED_LIST_LENGTH = 3;

const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);

/** Sums of the figures that add up across cohorts (students and activity are counted distinct apart). */
interface Totals {
  served: number;
  completed: number;
  percentSum: number;
  percentCount: number;
}

const addTotals = (rows: readonly Totals[]): Totals => ({
  served: rows.reduce((sum, row) => sum + row.served, 0),
  completed: rows.reduce((sum, row) => sum + row.completed, 0),
  percentSum: rows.reduce((sum, row) => sum + row.percentSum, 0),
  percentCount: rows.reduce((sum, row) => sum + row.percentCount, 0),
});

/**
 * The school's view (issue 30, admins): a handful of aggregate statements (school-analytics.repository),
 * put together per center and cohort here.
 */
export function createSchoolAnalyticsService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    async schoolAnalytics(options: { weeks?: number; timeZone?: string }): Promise<SchoolAnalytics> {
      const window: repo.WeekWindow = {
        now: clock.now(),
        weeks: options.weeks ?? ANALYTICS_WEEKS.default,
        timeZone: options.timeZone ?? 'UTC',
      };
      const weeks = await repo.findWeeks(db, window);
      const [activity, cohorts, studentCounts, opened] = await Promise.all([
        repo.findWeeklyActivity(db, window, weeks[0]!.startsAt),
        repo.findCohortFigures(db),
        repo.findStudentCounts(db),
        repo.findOpenedContent(db, OPENED_LIST_LENGTH),
      ]);
      const weekIndex = new Map(weeks.map(({ week }, i) => [week, i]));
      const activeByWeek = new Map<string, number[]>();
      for (const row of activity) {
        const key = `${row.level}:${row.level === 'cohort' ? row.cohortId : row.level === 'center' ? row.centerId : ''}`;
        const i = weekIndex.get(row.week);
        if (i === undefined) continue; // a time ahead of the clock
        const series = activeByWeek.get(key) ?? weeks.map(() => 0);
        series[i] = row.active;
        activeByWeek.set(key, series);
      }
      const series = (key: string) => activeByWeek.get(key) ?? weeks.map(() => 0);
      const figures = (totals: Totals, students: number, activityKey: string): AnalyticsFigures => ({
        students,
        activeByWeek: series(activityKey),
        assessmentsServed: totals.served,
        attemptsCompleted: totals.completed,
        averageScore: average(totals.percentSum, totals.percentCount),
      });
      const studentsOf = new Map(studentCounts.map((row) => [row.centerId, row.students]));

      const openedOf = (cohortId: number) => {
        const rows = opened.filter((row) => row.cohortId === cohortId);
        const item = ({ id, name, type, openedBy }: (typeof rows)[number]) => ({ id, name, type, openedBy });
        return {
          mostOpened: rows
            .filter((row) => row.top <= OPENED_LIST_LENGTH)
            .sort((a, b) => a.top - b.top)
            .map(item),
          leastOpened: rows
            .filter((row) => row.bottom <= OPENED_LIST_LENGTH)
            .sort((a, b) => a.bottom - b.bottom)
            .map(item),
        };
      };

      const centers: CenterAnalytics[] = [];
      for (const row of cohorts) {
        let center = centers.at(-1);
        if (center?.id !== row.centerId) {
          const inCenter = cohorts.filter((cohort) => cohort.centerId === row.centerId);
          center = {
            id: row.centerId,
            name: row.centerName,
            partnerName: row.partnerName,
            ...figures(addTotals(inCenter), studentsOf.get(row.centerId) ?? 0, `center:${row.centerId}`),
            cohorts: [],
          };
          centers.push(center);
        }
        const cohort: CohortAnalytics = {
          id: row.id,
          name: row.name,
          curriculum: { id: row.curriculumId, name: row.curriculumName },
          ...figures(row, row.students, `cohort:${row.id}`),
          ...openedOf(row.id),
        };
        center.cohorts.push(cohort);
      }
      return {
        weeks: weeks.map(({ week }) => week),
        timeZone: window.timeZone,
        school: figures(addTotals(cohorts), studentsOf.get(null) ?? 0, 'school:'),
        centers,
      };
    },
  };
}

export type SchoolAnalyticsService = ReturnType<typeof createSchoolAnalyticsService>;
