import { api, type MasteryCurriculum } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
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
const sub = (id: number, name: string, mastery: number | null, evidence: number) => ({
  id,
  name,
  ...figure(mastery, evidence),
});
const concept = (
  id: number,
  name: string,
  mastery: number | null,
  evidence: number,
  subconcepts = [sub(id * 10, `${name} basics`, mastery, evidence)],
) => ({
  id,
  name,
  ...figure(mastery, evidence),
  subconcepts,
});

/** Two courses of one curriculum, as GET /api/insight/mastery answers (contract-shaped). */
const curricula: MasteryCurriculum[] = [
  {
    id: 1,
    name: 'Class 8 Mathematics',
    ...figure(0.62, 40),
    courses: [
      {
        id: 11,
        name: 'Numbers',
        ...figure(0.6, 27),
        concepts: [
          concept(101, 'Fractions', 0.456, 6, [
            sub(1011, 'Adding fractions', 0.7, 3),
            sub(1012, 'Equivalent fractions', 0.2, 3),
          ]),
          concept(102, 'Decimals', 0.91, 12),
          concept(103, 'Integers', 0.3, 2),
          concept(104, 'Ratios', 0.55, 4),
          concept(105, 'Percentages', 0.72, 3),
        ],
      },
      {
        id: 12,
        name: 'Geometry',
        ...figure(0.7, 13),
        concepts: [
          concept(201, 'Angles', 0.4, 9),
          concept(202, 'Triangles', 0.85, 4),
          concept(203, 'Circles', null, 0),
        ],
      },
    ],
  },
];

function serve(answer: MasteryCurriculum[]) {
  storeSession();
  return (
    fakeServer()
      .on(api.insight.myMastery, () => ({ message: 'Mastery loaded', data: { curricula: answer } }))
      // The page's other half, scores over time (my-scores.test.tsx): none yet.
      .on(api.schoolAnalytics.myScores, () => ({ data: { scores: [], studyContent: [] } }))
  );
}

const line = (scope: HTMLElement, name: string) =>
  within(scope)
    .getAllByTestId('mastery-line')
    .find((element) => within(element).queryByText(name) !== null)!;

describe("Performance Analytics (the student's own mastery)", () => {
  it('shows each concept by course with its figure, words and evidence; too few answers say so', async () => {
    serve(curricula);
    renderApp('/student/mastery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Performance Analytics' }),
    ).toBeInTheDocument();
    const [curriculum] = await screen.findAllByTestId('mastery-curriculum');
    expect(
      within(curriculum!).getByRole('heading', { level: 2, name: 'Class 8 Mathematics' }),
    ).toBeInTheDocument();
    const [numbers, geometry] = within(curriculum!).getAllByTestId('mastery-course');
    expect(within(numbers!).getByRole('heading', { level: 3, name: 'Numbers' })).toBeInTheDocument();
    expect(line(numbers!, 'Fractions')).toHaveTextContent('Fractions46 % · Needs practicefrom 6 answers');
    expect(line(numbers!, 'Decimals')).toHaveTextContent('91 % · Strong');
    expect(line(numbers!, 'Ratios')).toHaveTextContent('55 % · Getting there');
    expect(line(numbers!, 'Percentages')).toHaveTextContent('72 % · Getting therefrom 3 answers');
    // Two answers are too few for a figure: the words say so, the evidence stays, no bar.
    const integers = line(numbers!, 'Integers');
    expect(integers).toHaveTextContent('Not enough answers yetfrom 2 answers');
    expect(integers).not.toHaveTextContent('%');
    expect(line(geometry!, 'Circles')).toHaveTextContent(/^CirclesNo answers yet$/);
    expect(line(geometry!, 'Triangles')).toHaveTextContent('85 % · Strong');
    // The concepts are a list a screen reader counts.
    expect(within(numbers!).getByRole('list').children).toHaveLength(5);
  });

  it('lists the three weakest concepts with enough answers to study next, each linking to its practice', async () => {
    serve(curricula);
    renderApp('/student/mastery');
    const studyNext = await screen.findByTestId('study-next');
    const items = within(studyNext).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]!.textContent)).toEqual([
      'Angles',
      'Fractions',
      'Ratios',
    ]);
    // Integers (30 % from 2 answers) is weaker but rests on too little to say.
    expect(within(studyNext).queryByText('Integers')).toBeNull();
    // Practice opens on the concept's weakest answered subconcept.
    expect(within(items[1]!).getByRole('link', { name: 'Practise Equivalent fractions' })).toHaveAttribute(
      'href',
      '/student/learning/quiz/subconcept/1012',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Practise Angles basics' })).toHaveAttribute(
      'href',
      '/student/learning/quiz/subconcept/2010',
    );
    const strengths = screen.getByTestId('strengths');
    expect(
      within(strengths)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Decimals91 % · Strongfrom 12 answers', 'Triangles85 % · Strongfrom 4 answers']);
  });

  it('with no answers yet says what to do, with a link to practise', async () => {
    serve([{ ...curricula[0]!, ...figure(null, 0), courses: [] }]);
    renderApp('/student/mastery');
    const empty = await screen.findByTestId('mastery-empty');
    expect(within(empty).getByRole('heading', { name: 'No answers yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Take a practice quiz' })).toHaveAttribute(
      'href',
      '/student/learning',
    );
    expect(screen.queryByTestId('study-next')).toBeNull();
  });

  it('is linked from the student dashboard, no longer Coming Soon', async () => {
    // The rest of the dashboard: nothing waiting.
    serve(curricula)
      .on(api.student.listAssessments, () => ({ assessments: [] }))
      .on(api.practice.myPractice, () => ({ data: [] }));
    renderApp('/student');
    const link = await screen.findByRole('link', { name: 'Open Performance Analytics' });
    expect(link).toHaveAttribute('href', '/student/mastery');
    const card = link.closest('[data-testid="feature-card"]') as HTMLElement;
    expect(within(card).queryByText('Coming Soon')).toBeNull();
  });
});
