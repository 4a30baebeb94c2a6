import {
  type AnalyticsFigures,
  csvCell,
  type OpenedContent,
  type SchoolAnalytics,
} from '@pathshala/contracts';

const opened = (items: readonly OpenedContent[]) =>
  items.map((item) => `${item.name} (${item.openedBy})`).join('; ');

/**
 * The school analytics as CSV: a row for the school, then each center followed by its cohorts. Every
 * cell goes through csvCell (formula neutralising): names are typed by people.
 */
export function schoolAnalyticsCsv(analytics: SchoolAnalytics): string {
  const header = [
    'Level',
    'Training center',
    'Training partner',
    'Cohort',
    'Curriculum',
    'Students',
    ...analytics.weeks.map((week) => `Active week of ${week}`),
    'Assessments served',
    'Completed attempts',
    'Average score (%)',
    'Most opened content (students)',
    'Least opened content (students)',
  ];
  const figures = (row: AnalyticsFigures) => [
    row.students,
    ...row.activeByWeek,
    row.assessmentsServed,
    row.attemptsCompleted,
    row.averageScore,
  ];
  const rows: Array<Array<string | number | null>> = [
    ['School', '', '', '', '', ...figures(analytics.school), '', ''],
  ];
  for (const center of analytics.centers) {
    rows.push(['Center', center.name, center.partnerName, '', '', ...figures(center), '', '']);
    for (const cohort of center.cohorts)
      rows.push([
        'Cohort',
        center.name,
        center.partnerName,
        cohort.name,
        cohort.curriculum.name,
        ...figures(cohort),
        opened(cohort.mostOpened),
        opened(cohort.leastOpened),
      ]);
  }
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
