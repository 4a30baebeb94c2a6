import { api, type MasteryCurriculum, type MyScore, type StudyContent } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { storeSession } from '../../test/session-users';

const at = '2026-11-20T10:00:00.000Z';
const figure = (mastery: number | null, evidence: number) => ({
  mastery,
  evidence,
  lastAnsweredAt: evidence ? at : null,
});

/** One course: Fractions weak (its weakest subconcept has content), Decimals strong. */
const curricula: MasteryCurriculum[] = [
  {
    id: 1,
    name: 'Class 8 Mathematics',
    ...figure(0.6, 20),
    courses: [
      {
        id: 11,
        name: 'Numbers',
        ...figure(0.6, 20),
        concepts: [
          {
            id: 101,
            name: 'Fractions',
            ...figure(0.4, 8),
            subconcepts: [
              { id: 1011, name: 'Adding fractions', ...figure(0.6, 4) },
              { id: 1012, name: 'Equivalent fractions', ...figure(0.2, 4) },
            ],
          },
          {
            id: 102,
            name: 'Decimals',
            ...figure(0.9, 12),
            subconcepts: [{ id: 1021, name: 'Decimal places', ...figure(0.9, 12) }],
          },
        ],
      },
    ],
  },
];

const scores: MyScore[] = [
  {
    kind: 'practice',
    id: 1012,
    name: 'Equivalent fractions',
    at: '2026-11-02T10:00:00.000Z',
    percentage: 40,
  },
  { kind: 'assessment', id: 1002, name: 'Weekly Quiz', at: '2026-11-09T10:00:00.000Z', percentage: 71.4 },
  { kind: 'practice', id: 1021, name: 'Decimal places', at: '2026-11-16T10:00:00.000Z', percentage: 90 },
];
const studyContent: StudyContent[] = [
  { conceptId: 101, subconceptId: null, contentId: 7, name: 'Fractions video' },
  { conceptId: 101, subconceptId: 1012, contentId: 9, name: 'Equivalent fractions notes' },
];

function serve(answer: { scores: MyScore[]; studyContent: StudyContent[] } | 'fail') {
  storeSession();
  const fake = fakeServer().on(api.insight.myMastery, () => ({
    message: 'Mastery loaded',
    data: { curricula },
  }));
  if (answer === 'fail') fake.refuse(api.schoolAnalytics.myScores, 500, 'Internal server error');
  else fake.on(api.schoolAnalytics.myScores, () => ({ message: 'Scores loaded', data: answer }));
}

describe('Performance Analytics: scores over time and where to study', () => {
  it('says the scores in words, draws the chart for the eye only, and gives the same scores as a table', async () => {
    serve({ scores, studyContent });
    renderApp('/student/mastery');
    const section = await screen.findByTestId('scores-over-time');
    expect(within(section).getByRole('heading', { level: 2, name: 'Scores over time' })).toBeInTheDocument();
    expect(await within(section).findByTestId('scores-summary')).toHaveTextContent(
      '1 result and 2 practice quizzes. Latest: Practice quiz Decimal places, 90 %.',
    );
    // The lines are told apart in words and by shape, not by colour alone.
    expect(within(section).getByTestId('scores-key')).toHaveTextContent(
      'Assessments (solid line, circles)Practice quizzes (dashed line, squares)',
    );
    expect(await within(section).findByTestId('score-chart')).toHaveAttribute('aria-hidden', 'true');
    const toggle = within(section).getByRole('button', { name: 'Show the scores as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(section).getByRole('table', { name: 'Your scores, oldest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Equivalent fractionsPractice quiz40 %');
    expect(rows[2]).toHaveTextContent('Weekly QuizAssessment71.4 %');
    expect(rows[3]).toHaveTextContent('Decimal placesPractice quiz90 %');
    await userEvent.click(within(section).getByRole('button', { name: 'Hide the table' }));
    expect(within(section).queryByRole('table')).toBeNull();
  }, 30_000); // the chart's code is transformed on first use: slow on a busy machine

  it('links each concept to study next to its weakest subconcept’s content and practice; strengths listed apart', async () => {
    serve({ scores, studyContent });
    renderApp('/student/mastery');
    const studyNext = await screen.findByTestId('study-next');
    const study = await within(studyNext).findByRole('link', { name: 'Study Equivalent fractions notes' });
    expect(study).toHaveAttribute('href', '/student/learning/study/subconcept/1012/9');
    expect(within(studyNext).getByRole('link', { name: 'Practise Equivalent fractions' })).toHaveAttribute(
      'href',
      '/student/learning/quiz/subconcept/1012',
    );
    const strengths = screen.getByTestId('strengths');
    expect(within(strengths).getAllByRole('listitem')).toHaveLength(1);
    expect(strengths).toHaveTextContent('Decimals90 % · Strong');
  });

  it('with no scores yet says what will show there', async () => {
    serve({ scores: [], studyContent: [] });
    renderApp('/student/mastery');
    const section = await screen.findByTestId('scores-over-time');
    expect(
      await within(section).findByText(
        'Your results and practice quizzes will show here once you have some.',
      ),
    ).toBeInTheDocument();
  });

  it('a failed scores load is told, and the mastery still shows', async () => {
    serve('fail');
    renderApp('/student/mastery');
    expect(
      await screen.findByText('Your scores could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('study-next')).toBeInTheDocument();
  });
});
