import { api, type SchoolAnalytics } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { sessionUser, storeSession } from '../../../test/session-users';

const admin = sessionUser('admin', { name: 'Asha Admin' });

const figures = (
  students: number,
  activeByWeek: number[],
  served: number,
  done: number,
  average: number | null,
) => ({
  students,
  activeByWeek,
  assessmentsServed: served,
  attemptsCompleted: done,
  averageScore: average,
});

const analytics: SchoolAnalytics = {
  weeks: ['2026-11-02', '2026-11-09', '2026-11-16'],
  timeZone: 'Asia/Kolkata',
  school: figures(12, [4, 6, 9], 5, 20, 64.5),
  centers: [
    {
      id: 1,
      name: 'Sunrise Center',
      partnerName: 'Sunrise Trust',
      ...figures(12, [4, 6, 9], 5, 20, 64.5),
      cohorts: [
        {
          id: 7,
          name: 'Class 8A',
          curriculum: { id: 1, name: 'Class 8 Science' },
          ...figures(8, [3, 5, 7], 3, 14, 70),
          mostOpened: [
            { id: 1, name: 'Forces video', type: 'VID', openedBy: 7 },
            { id: 2, name: 'Energy notes', type: 'PDF', openedBy: 5 },
          ],
          leastOpened: [
            { id: 3, name: 'Magnets slides', type: 'PPT', openedBy: 0 },
            { id: 2, name: 'Energy notes', type: 'PDF', openedBy: 5 },
          ],
        },
        {
          id: 8,
          name: 'Class 8B',
          curriculum: { id: 1, name: 'Class 8 Science' },
          ...figures(4, [1, 1, 2], 2, 6, null),
          mostOpened: [],
          leastOpened: [],
        },
      ],
    },
  ],
};

function serve() {
  storeSession(admin);
  return fakeServer().on(api.schoolAnalytics.schoolAnalytics, () => ({
    message: 'School analytics loaded',
    data: analytics,
  }));
}

describe("The admin's school analytics", () => {
  it('shows the school’s figures, the weekly activity in words, a chart for the eye and the weeks as a table', async () => {
    const fake = serve();
    renderApp('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'School Analytics' })).toBeInTheDocument();
    const stats = await screen.findByTestId('analytics-stats');
    expect(stats).toHaveTextContent('Students12Active this week9Assessments served5Average score64.5 %');
    expect(screen.getByTestId('activity-summary')).toHaveTextContent(
      'Over 3 weeks, an average of 6.3 active a week; this week 9 of 12 students.',
    );
    expect(await screen.findByTestId('activity-chart')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show the weeks as a table' }));
    const weeks = screen.getByRole('table', { name: 'Active students per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(4);
    expect(within(weeks).getAllByRole('row')[3]).toHaveTextContent('Week of 16 Nov 20269');
    // The weeks asked for go with the reader's time zone.
    expect(fake.callsTo(api.schoolAnalytics.schoolAnalytics)[0]?.url).toMatch(/weeks=8&timeZone=/);
  }, 30_000); // the chart's code is transformed on first use: slow on a busy machine

  it('a cohort chosen shows its own figures and its content opened most and least', async () => {
    serve();
    renderApp('/admin/analytics');
    const content = await screen.findByTestId('content-opened');
    expect(content).toHaveTextContent('Choose a cohort above');
    await userEvent.selectOptions(screen.getByLabelText('Show figures for'), 'cohort:7');
    expect(screen.getByTestId('analytics-stats')).toHaveTextContent('Students8Active this week7');
    expect(within(content).getByTestId('most-opened')).toHaveTextContent(
      'Forces video: opened by 7 studentsEnergy notes: opened by 5 students',
    );
    expect(within(content).getByTestId('least-opened')).toHaveTextContent(
      'Magnets slides: opened by 0 students',
    );
    await userEvent.selectOptions(screen.getByLabelText('Show figures for'), 'cohort:8');
    expect(screen.getByTestId('analytics-stats')).toHaveTextContent('Average score—');
  });

  it('lists every center with its cohorts in a table', async () => {
    serve();
    renderApp('/admin/analytics');
    const table = await screen.findByRole('table', { name: 'Centers and cohorts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Sunrise Center · Sunrise Trust1296.352064.5 %');
    expect(rows[2]).toHaveTextContent('Class 8AClass 8 Science87531470 %');
    expect(rows[3]).toHaveTextContent('Class 8BClass 8 Science421.326—');
  });

  it("is linked from the admin's tools", async () => {
    serve().refuse(api.admin.dashboard, 503, 'down');
    renderApp('/admin');
    const tools = await screen.findByRole('region', { name: 'Administration Tools' });
    expect(within(tools).getByRole('link', { name: /School Analytics/ })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    expect(screen.getByTestId('coming-later').textContent).not.toMatch(/analytics/i);
  });
});
