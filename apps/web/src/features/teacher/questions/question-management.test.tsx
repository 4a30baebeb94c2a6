import { DEFAULT_ASSESSMENT_SETTINGS, type TeacherAssessment } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuestionManagement } from './question-management';
import { bankQuestion, renderScreen, serveQuestions } from './test-server';

const assessment = (overrides: Partial<TeacherAssessment> = {}): TeacherAssessment => ({
  AM_id: 7,
  AM_Name: 'Equations check',
  AM_Description: null,
  AM_Duration: 600,
  AM_TotQns: 3,
  AM_TotMarks: 4,
  AM_CU_id: 1,
  CU_Name: 'Class 8 Mathematics',
  permission_level: null,
  is_owner: true,
  is_finalized: true,
  courses: [
    { AC_AM_id: 7, AC_CU_id: 1, AC_CO_id: 10, AC_CO_NoOfQns: 3, AC_CO_TotMarks: 4, CO_Name: 'Algebra' },
  ],
  serving: { isServed: false, cohortCount: 0, attemptCount: 0 },
  actions: { delete: 'delete', manageQuestions: true, serve: true, manageAccess: true, viewResults: false },
  settings: DEFAULT_ASSESSMENT_SETTINGS,
  chosenCount: 3,
  pooledCount: 0,
  ...overrides,
});
const q1 = bankQuestion(1, 1);
const q2 = bankQuestion(2, 2);
const q3 = bankQuestion(3, 1);
const spare = bankQuestion(4, 1);
const spareTwo = bankQuestion(5, 2);

describe('QuestionManagement', () => {
  it('shows each question with its key, and moves one down by keyboard with focus following it', async () => {
    const server = serveQuestions({ bank: [q1, q2, q3, spare], placed: [q1, q2, q3] });
    renderScreen(<QuestionManagement assessment={assessment()} />);
    const list = await screen.findByRole('list', { name: 'Questions in the order students see them' });
    const items = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    // The correct option (B) is marked in words.
    expect(within(items[0]!).getByText('Correct answer').closest('li')).toHaveTextContent('minus 1 right');
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move question 1 down' }).focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([2, 1, 3]));
    expect(server.calls.find((c) => c.path === '/api/assessments/7/question-order')?.body).toEqual({
      CQ_Ids: [2, 1, 3],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Question 1 is now question 2.');
  });

  it('replaces a question with another of its course carrying the same marks', async () => {
    const server = serveQuestions({ bank: [q1, q2, q3, spare, spareTwo], placed: [q1, q2, q3] });
    renderScreen(<QuestionManagement assessment={assessment()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Replace question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace question 1' });
    // The course is complete, so only 1-mark questions are asked for, and the chosen ones are left out.
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button', { name: 'Choose this question' })).toHaveLength(1),
    );
    const listRequest = server.calls.find((c) => c.path === '/api/assessments/courses/10/questions');
    expect(listRequest?.query).toEqual({ marks: '1' });
    expect(within(dialog).getByText(/Question 4: solve/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose this question' }));
    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([4, 2, 3]));
    expect(server.calls.find((c) => c.path === '/api/assessments/7/questions/1/replace')?.body).toEqual({
      CQ_Id: 4,
    });
  });

  it('removes a question after confirming', async () => {
    const server = serveQuestions({ bank: [q1, q2, q3], placed: [q1, q2, q3] });
    renderScreen(<QuestionManagement assessment={assessment()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove question 2?' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Question' }));
    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([1, 3]));
  });

  it('previews the paper as a student sees it: in order, with the options and no key', async () => {
    serveQuestions({ bank: [q1, q2], placed: [q2, q1] });
    renderScreen(<QuestionManagement assessment={assessment()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview as Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview as Student' });
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      expect.stringContaining('Question 2: solve'),
      expect.stringContaining('Question 1: solve'),
    ]);
    expect(within(dialog).getByText('Question 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getAllByText('minus 2 right')).toHaveLength(1);
    expect(within(dialog).queryByText('Correct answer')).not.toBeInTheDocument();
  });

  it('is read-only for a served assessment', async () => {
    serveQuestions({ bank: [q1], placed: [q1] });
    renderScreen(
      <QuestionManagement
        assessment={assessment({
          serving: { isServed: true, cohortCount: 1, attemptCount: 3 },
          actions: {
            delete: 'protected',
            manageQuestions: false,
            serve: true,
            manageAccess: true,
            viewResults: true,
          },
        })}
      />,
    );
    expect(await screen.findByText(/has been served, so its questions stay/)).toBeInTheDocument();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    for (const name of [/Move question/, /Replace question/, /Remove question/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Preview as Student' })).toBeInTheDocument();
  });
});
