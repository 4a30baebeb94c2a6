import { api, type CohortActivity, type CohortMastery } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aTeacher, storeSession } from '../../../test/session-users';

const fig = (mastery: number | null, evidence: number) => ({
  mastery,
  evidence,
  lastAnsweredAt: evidence ? '2026-11-20T10:00:00.000Z' : null,
});
const numbers = { id: 11, name: 'Numbers' };
const geometry = { id: 12, name: 'Geometry' };

/** Three students x three concepts of two courses, as GET .../mastery answers. */
const grid: CohortMastery = {
  cohort: { id: 5, name: 'Class 8A Mathematics', curriculum: { id: 1, name: 'Mathematics' } },
  concepts: [
    { id: 101, name: 'Fractions', course: numbers },
    { id: 102, name: 'Decimals', course: numbers },
    { id: 201, name: 'Angles', course: geometry },
  ],
  students: [
    {
      id: 1,
      firstName: 'Kabir',
      lastName: 'Singh',
      username: 'kabir',
      overall: fig(0.62, 20),
      concepts: [
        { conceptId: 101, ...fig(0.3, 8) },
        { conceptId: 102, ...fig(0.9, 10) },
        { conceptId: 201, ...fig(0.5, 2) },
      ],
    },
    {
      id: 2,
      firstName: 'Ananya',
      lastName: 'Gupta',
      username: 'ananya',
      overall: fig(0.85, 12),
      concepts: [
        { conceptId: 101, ...fig(0.8, 6) },
        { conceptId: 102, ...fig(0.55, 3) },
        { conceptId: 201, ...fig(null, 0) },
      ],
    },
    {
      id: 3,
      firstName: 'Diya',
      lastName: 'Patel',
      username: 'diya',
      overall: fig(0.4, 2),
      concepts: [
        { conceptId: 101, ...fig(0.4, 2) },
        { conceptId: 102, ...fig(null, 0) },
        { conceptId: 201, ...fig(null, 0) },
      ],
    },
  ],
};

const activity: CohortActivity = {
  cohort: grid.cohort,
  students: [
    {
      id: 1,
      firstName: 'Kabir',
      lastName: 'Singh',
      username: 'kabir',
      study: { completed: 3, total: 12 },
      practice: { quizzes: 4, correct: 15, total: 20 },
      assessments: { completed: 2, average: 0.675 },
      lastActiveAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 2,
      firstName: 'Ananya',
      lastName: 'Gupta',
      username: 'ananya',
      study: { completed: 12, total: 12 },
      practice: { quizzes: 0, correct: 0, total: 0 },
      assessments: { completed: 0, average: null },
      lastActiveAt: '2026-11-21T08:00:00.000Z',
    },
    {
      id: 3,
      firstName: 'Diya',
      lastName: 'Patel',
      username: 'diya',
      study: { completed: 0, total: 12 },
      practice: { quizzes: 1, correct: 1, total: 5 },
      assessments: { completed: 1, average: 0.9 },
      lastActiveAt: null,
    },
  ],
};

function serve() {
  storeSession(aTeacher);
  return fakeServer()
    .on(api.teacher.cohorts, () => ({
      cohorts: [
        {
          CH_id: 5,
          CH_Name: 'Class 8A Mathematics',
          name: 'Class 8A Mathematics',
          semester: null,
          studentCount: 3,
          student_count: 3,
          curriculum: 'Mathematics',
          trainingCenter: 'Pune',
          TC_id: 1,
          TP_id: 1,
          is_served: false,
          served_date: null,
        },
      ],
    }))
    .on(api.insight.cohortMastery, ({ params }) => {
      expect(params.cohortId).toBe(5);
      return { data: grid };
    })
    .on(api.insight.cohortActivity, ({ params }) => {
      expect(params.cohortId).toBe(5);
      return { data: activity };
    });
}

const names = () =>
  screen.getAllByTestId('class-row').map((row) => within(row).getAllByRole('link')[0]!.textContent);
const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe("the teacher's class view", () => {
  it('reads without colour: each cell says its figure, its band in words and its evidence', async () => {
    serve();
    renderApp('/teacher/class/5');
    const table = await screen.findByRole('table', { name: /Students and concepts/ });
    await within(table).findAllByText('75 %');
    const kabir = within(table)
      .getByRole('rowheader', { name: /Kabir Singh/ })
      .closest('tr')!;
    const cells = within(kabir).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '62 % · Getting therefrom 20 answers',
      '25 %3 of 12 items',
      '75 %15 of 20 right',
      '68 %2 completed',
      expect.stringMatching(/2026/),
      '30 % · Needs practicefrom 8 answers',
      '90 % · Strongfrom 10 answers',
      'Too few answersfrom 2 answers',
    ]);
    const diya = within(table)
      .getByRole('rowheader', { name: /Diya Patel/ })
      .closest('tr')!;
    expect(
      within(diya)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Too few answersfrom 2 answers',
      '0 %0 of 12 items',
      '20 %1 of 5 right',
      '90 %1 completed',
      'Not yet',
      'Too few answersfrom 2 answers',
      'No answers',
      'No answers',
    ]);
    // The band is also data, for the tint and the edge; the words above never depend on it.
    expect(cells[5]).toHaveAttribute('data-band', 'needsPractice');
    // Each student opens her page.
    expect(within(table).getByRole('link', { name: "Open Ananya Gupta's page" })).toHaveAttribute(
      'href',
      '/teacher/students/2',
    );
    // The grid scrolls in a named region the keyboard reaches.
    const region = screen.getByRole('region', { name: /Students and concepts/ });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('sorts by name, overall, any concept and the activity columns; figures with too few answers go last', async () => {
    serve();
    renderApp('/teacher/class/5');
    await screen.findByRole('table', { name: /Students and concepts/ });
    await screen.findAllByText('75 %');
    expect(names()).toEqual(['Ananya Gupta', 'Diya Patel', 'Kabir Singh']);
    expect(header(/^Student/)).toHaveAttribute('aria-sort', 'ascending');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('sort-overall'));
    expect(names()).toEqual(['Kabir Singh', 'Ananya Gupta', 'Diya Patel']);
    expect(header(/^Overall mastery/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Student/)).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByTestId('sort-overall'));
    expect(names()).toEqual(['Ananya Gupta', 'Kabir Singh', 'Diya Patel']);
    expect(header(/^Overall mastery/)).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByTestId('sort-concept:102'));
    expect(names()).toEqual(['Ananya Gupta', 'Kabir Singh', 'Diya Patel']);
    await user.click(screen.getByTestId('sort-practice'));
    expect(names()).toEqual(['Diya Patel', 'Kabir Singh', 'Ananya Gupta']);
    await user.click(screen.getByTestId('sort-lastActive'));
    expect(names()).toEqual(['Ananya Gupta', 'Kabir Singh', 'Diya Patel']);
  });

  it('filters the concept columns by course and by concept', async () => {
    serve();
    renderApp('/teacher/class/5');
    const table = await screen.findByRole('table', { name: /Students and concepts/ });
    const conceptHeaders = () =>
      within(table)
        .getAllByRole('columnheader')
        .slice(6)
        .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    expect(conceptHeaders()).toEqual(['FractionsNumbers', 'DecimalsNumbers', 'AnglesGeometry']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.click(await screen.findByRole('option', { name: 'Geometry', hidden: true }));
    expect(conceptHeaders()).toEqual(['AnglesGeometry']);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.click(await screen.findByRole('option', { name: 'All courses', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Concept' }));
    await user.click(await screen.findByRole('option', { name: 'Decimals', hidden: true }));
    expect(conceptHeaders()).toEqual(['DecimalsNumbers']);
  });

  it("is a card on the teacher's tools; Students and Progress are no longer 'coming later'", async () => {
    // The dashboard's overview: a quiet week.
    serve().on(api.teacher.dashboard, () => ({
      data: {
        since: null,
        newAttempts: 0,
        inProgress: 0,
        drafts: 0,
        readyToServe: 0,
        cohorts: 1,
        recentActivity: [],
      },
    }));
    renderApp('/teacher');
    await userEvent.click(await screen.findByRole('tab', { name: 'Teaching Tools' }));
    expect(screen.getByRole('link', { name: 'Open Class View' })).toHaveAttribute('href', '/teacher/class');
    const later = screen.getByText(/^Coming in a later release: /).textContent ?? '';
    expect(later).not.toMatch(/Students|Progress/);
  });
});
