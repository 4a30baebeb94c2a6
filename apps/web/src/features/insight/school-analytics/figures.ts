import type { AnalyticsFigures, CohortAnalytics, SchoolAnalytics } from '@pathshala/contracts';

/** Students active in an average week of the window, to one decimal. */
export function averageActive(row: AnalyticsFigures): number {
  if (row.activeByWeek.length === 0) return 0;
  const sum = row.activeByWeek.reduce((total, n) => total + n, 0);
  return Math.round((sum / row.activeByWeek.length) * 10) / 10;
}

/** What the page shows figures for: the school, a center or a cohort (a select's value). */
export type Selection = 'school' | `center:${number}` | `cohort:${number}`;

export interface Selected {
  figures: AnalyticsFigures;
  cohort: CohortAnalytics | null;
}

/** The figures of the selection; the whole school when it names a center or cohort no longer there. */
export function selected(analytics: SchoolAnalytics, selection: Selection): Selected {
  const [kind, id] = selection.split(':');
  for (const center of analytics.centers) {
    if (kind === 'center' && center.id === Number(id)) return { figures: center, cohort: null };
    const cohort = center.cohorts.find((c) => kind === 'cohort' && c.id === Number(id));
    if (cohort) return { figures: cohort, cohort };
  }
  return { figures: analytics.school, cohort: null };
}
