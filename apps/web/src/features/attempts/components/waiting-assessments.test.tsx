import { api, type StudentAssessment } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aStudent, storeSession } from '../../../test/session-users';

const assessment = (
  id: number,
  name: string,
  status: StudentAssessment['status'],
  closesAt: string | null = null,
) =>
  ({
    AM_id: id,
    AM_Name: name,
    AM_Description: null,
    AM_Duration: 1800,
    AM_TotQns: 10,
    AM_TotMarks: 10,
    isCompleted: status === 'COMPLETED' ? 1 : 0,
    completionDate: status === 'COMPLETED' ? '2026-11-20T10:00:00Z' : null,
    score: null,
    status,
    remainingSeconds: status === 'IN_PROGRESS' ? 600 : null,
    rules: {
      feedbackMode: 'IMMEDIATE',
      freeNavigation: false,
      shuffleQuestions: false,
      shuffleOptions: false,
      wrongMarks: 0,
      skippedMarks: 0,
      allowNegativeTotal: false,
      opensAt: null,
      closesAt,
      extraSeconds: 0,
    },
  }) satisfies StudentAssessment;

function serve(assessments: StudentAssessment[]) {
  storeSession(aStudent);
  fakeServer()
    .on(api.setup.status, () => ({ data: { setupNeeded: false, schoolName: 'Vidya' } }))
    .on(api.student.listAssessments, ({ params }) => {
      expect(params.studentId).toBe(aStudent.id);
      return { assessments };
    })
    .on(api.practice.myPractice, () => ({ data: [] }));
}

describe("the student's dashboard says an assessment is waiting (issue 28)", () => {
  it('counts the ones to take (to do and in progress), names the first with its Resume or Start', async () => {
    serve([
      assessment(1, 'Done already', 'COMPLETED'),
      assessment(2, 'Fractions test', 'TODO', '2026-12-01T10:30:00Z'),
      assessment(3, 'Opens next week', 'UPCOMING'),
      assessment(4, 'Algebra test', 'IN_PROGRESS'),
    ]);
    renderApp('/student');
    const card = await screen.findByTestId('waiting-assessments');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      '2 assessments are waiting for you',
    );
    // The one in progress first: it is the one whose clock runs.
    expect(card).toHaveTextContent('Algebra test');
    expect(card).toHaveTextContent('In Progress');
    expect(within(card).getByRole('link', { name: 'Resume: Algebra test' })).toHaveAttribute(
      'href',
      '/student/quiz/4',
    );
  });

  it('one to do: says so, when it closes, and Start', async () => {
    serve([assessment(2, 'Fractions test', 'TODO', '2026-12-01T10:30:00Z')]);
    renderApp('/student');
    const card = await screen.findByTestId('waiting-assessments');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'An assessment is waiting for you',
    );
    expect(card).toHaveTextContent(/Closes 1 Dec 2026/);
    expect(within(card).getByRole('link', { name: 'Start Assessment: Fractions test' })).toHaveAttribute(
      'href',
      '/student/quiz/2',
    );
  });

  it('says nothing when none is waiting', async () => {
    serve([assessment(1, 'Done already', 'COMPLETED'), assessment(3, 'Opens next week', 'UPCOMING')]);
    renderApp('/student');
    await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('waiting-assessments')).not.toBeInTheDocument();
  });
});
