import type { StudentAssessment } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render';
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: aStudent });
      if (url.startsWith('/api/setup/status'))
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          data: { setupNeeded: false, schoolName: 'Vidya' },
        });
      if (url.startsWith(`/api/student/assessments/list/${aStudent.id}`))
        return jsonResponse(200, { success: true, message: 'ok', assessments });
      return jsonResponse(200, { success: true, message: 'ok', data: [], items: [], assignments: [] });
    }),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

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
