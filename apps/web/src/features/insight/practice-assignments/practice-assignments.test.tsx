import {
  api,
  type PracticeAssignmentDetail,
  type RecommendedPractice,
  type SessionUser,
} from '@pathshala/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp, renderWithMantine } from '../../../test/render';
import { aStudent, aTeacher, storeSession } from '../../../test/session-users';
import { RecommendedContext, RecommendedMarker } from '../../learning/components/recommended-marker';

const recommended: RecommendedPractice[] = [
  {
    id: 1,
    teacher: 'Meera Iyer',
    note: 'Before Friday',
    dueAt: '2026-11-20T18:29:00.000Z',
    overdue: true,
    subconcepts: [
      { id: 211, name: 'Reflection', concept: { id: 21, name: 'Light' }, done: true },
      { id: 212, name: 'Refraction', concept: { id: 21, name: 'Light' }, done: false },
    ],
  },
];

const detail: PracticeAssignmentDetail = {
  id: 1,
  cohort: { id: 5, name: 'Class 8A Science' },
  teacher: 'Meera Iyer',
  subconcepts: [{ id: 211, name: 'Reflection', concept: { id: 21, name: 'Light' } }],
  dueAt: '2026-11-20T18:29:00.000Z',
  createdAt: '2026-11-13T09:00:00.000Z',
  withdrawnAt: null,
  note: null,
  studentCount: 2,
  doneCount: 1,
  overdue: true,
  students: [
    {
      id: 11,
      firstName: 'Asha',
      lastName: 'S',
      username: 'asha',
      current: true,
      doneAt: '2026-11-14T10:00:00.000Z',
      before: { mastery: 0.25, evidence: 8 },
      now: { mastery: 0.6, evidence: 12 },
    },
    {
      id: 12,
      firstName: 'Ravi',
      lastName: 'S',
      username: 'ravi',
      current: false,
      doneAt: null,
      before: { mastery: null, evidence: 0 },
      now: { mastery: null, evidence: 0 },
    },
  ],
};

function serve(user: SessionUser) {
  storeSession(user);
  return fakeServer()
    .on(api.practice.myPractice, () => ({ data: recommended }))
    .on(api.practice.practiceAssignment, ({ params }) => {
      expect(params.assignmentId).toBe(1);
      return { data: detail };
    })
    .on(api.practice.withdrawPractice, () => ({ message: 'Practice withdrawn' }));
}

describe("'Recommended for you' (student)", () => {
  it('shows the practice her teacher set on the dashboard: due, overdue, done, and a link to each quiz', async () => {
    // The rest of the dashboard: nothing waiting.
    serve(aStudent).on(api.student.listAssessments, () => ({ assessments: [] }));
    renderApp('/student');
    const card = await screen.findByTestId('recommended-card');
    expect(within(card).getByRole('heading', { level: 2, name: 'Recommended for you' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Overdue');
    expect(card).toHaveTextContent('From Meera Iyer');
    expect(card).toHaveTextContent('Before Friday');
    expect(within(card).getByText('Done')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Practise Refraction' })).toHaveAttribute(
      'href',
      '/student/learning/quiz/subconcept/212',
    );
    expect(within(card).queryByRole('link', { name: 'Practise Reflection' })).toBeNull();
  });

  it('marks recommended concepts and subconcepts in the journey', () => {
    renderWithMantine(
      <RecommendedContext.Provider value={{ conceptIds: new Set([21]), subconceptIds: new Set([212]) }}>
        <RecommendedMarker conceptId={21} />
        <RecommendedMarker subconceptId={212} />
        <RecommendedMarker subconceptId={211} />
        <RecommendedMarker conceptId={22} />
      </RecommendedContext.Provider>,
    );
    expect(screen.getAllByText('Recommended')).toHaveLength(2);
  });
});

describe('one practice assignment (teacher)', () => {
  it('shows who did it, when, and mastery then and now; withdraws after a confirm', async () => {
    const fake = serve(aTeacher);
    renderApp('/teacher/practice/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflection' })).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Who did it and how their mastery moved' });
    const [asha, ravi] = within(table).getAllByTestId('practice-student');
    expect(asha).toHaveTextContent(/Asha S.*Done .*25 % from 8 answers60 % from 12 answers \(up 35 points\)/);
    expect(ravi).toHaveTextContent('Ravi S (left the class)Not yetno answersno answers');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this practice?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Practice withdrawn.')).toBeInTheDocument();
    expect(fake.callsTo(api.practice.withdrawPractice).map((call) => call.params)).toEqual([
      { assignmentId: '1' },
    ]);
  });
});
