import { api, type CourseAllocation } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChosenQuestion } from '../../questions/choice';
import { bankQuestion, renderScreen, serveQuestions } from '../../questions/test-server';
import { SelectionStep } from './selection-step';

const draft = { id: 7, name: 'Equations check', curriculumId: 1, totalQuestions: 2, totalMarks: 3 };
const algebra: CourseAllocation = {
  AC_AM_id: 7,
  AC_CU_id: 1,
  AC_CO_id: 10,
  AC_CO_NoOfQns: 2,
  AC_CO_TotMarks: 3,
  CO_Name: 'Algebra',
};
const one = bankQuestion(1, 1);
const two = bankQuestion(2, 2);
const three = bankQuestion(3, 3, { difficulty: 'HARD', use: 'BOTH' });
const another = bankQuestion(4, 1);

/** Step 3 as the wizard holds it: a changed course changes the allocation and the draft's totals. */
function Step({ onFinalized = () => {} }: { onFinalized?: () => void }) {
  const [chosen, setChosen] = useState<ChosenQuestion[] | null>(null);
  const [current, setCurrent] = useState({ draft, allocations: [algebra] });
  return (
    <SelectionStep
      draft={current.draft}
      allocations={current.allocations}
      chosen={chosen}
      onChosenChange={setChosen}
      onAllocationChanged={({ allocation, totals }) =>
        setCurrent({
          draft: { ...current.draft, totalQuestions: totals.AM_TotQns, totalMarks: totals.AM_TotMarks },
          allocations: [allocation],
        })
      }
      onBack={() => {}}
      onFinalized={onFinalized}
    />
  );
}

const question = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^Question ${n}: solve`) });
const region = () => screen.getByRole('region', { name: /^Algebra/ });

describe('SelectionStep', () => {
  it('shows key, marks, use and difficulty, what is left to fill, and which questions do not fit', async () => {
    serveQuestions({ bank: [one, two, three], placed: [] });
    renderScreen(<Step />);
    await screen.findByText('Algebra: 0 of 2 questions, 0 of 3 marks');
    await screen.findByText('3 questions match');
    expect(within(region()).getByText('3 marks to fill with 2 more questions')).toBeInTheDocument();
    const card = question(3).closest('.mantine-Paper-root') as HTMLElement;
    expect(within(card).getByText('Correct answer').closest('li')).toHaveTextContent('minus 3 right');
    expect(
      within(card).getByText(/\(3 marks\) · Practice and assessments · Hard · Equations › Linear/),
    ).toBeInTheDocument();
    // 3 marks now and at least 1 for the second question: past the 3 allocated, and the hint says so.
    expect(
      within(card).getByText(
        "Worth 3 marks: that would leave 0 marks for the 1 other question this course still needs, which carry at least 1 mark each. Change this course's questions and marks above to use it.",
      ),
    ).toBeInTheDocument();

    await userEvent.click(question(3));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Algebra is allocated 3 marks; this question would go past them.',
    );
    expect(question(3)).not.toBeChecked();

    await userEvent.click(question(1));
    expect(question(1)).toBeChecked();
    expect(screen.getByText('Selected: 1 of 2')).toBeInTheDocument();
    expect(within(region()).getByText('2 marks to fill with 1 more question')).toBeInTheDocument();
  });

  it('changes the course from step 3: the totals follow, and a question that did not fit is then chosen', async () => {
    const server = serveQuestions({ bank: [one, two, three], placed: [] });
    const finalized = vi.fn();
    renderScreen(<Step onFinalized={finalized} />);
    await screen.findByText('3 questions match');
    const card = () => question(3).closest('.mantine-Paper-root') as HTMLElement;
    expect(within(card()).getByText(/^Worth 3 marks/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change questions and marks of Algebra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Algebra' });
    expect(dialog).toHaveTextContent("The assessment's total questions and marks change with this course.");
    expect(dialog).toHaveTextContent('The assessment will then have 2 questions and 3 marks in all.');
    const marks = within(dialog).getByRole('textbox', { name: /^Marks/ });
    await userEvent.clear(marks);
    await userEvent.type(marks, '4');
    expect(dialog).toHaveTextContent('The assessment will then have 2 questions and 4 marks in all.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Algebra: 0 of 2 questions, 0 of 4 marks');
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/api/assessments/7/courses/10', { AC_CO_NoOfQns: 2, AC_CO_TotMarks: 4, totalsFollow: true }],
    ]);
    expect(within(card()).queryByText(/^Worth 3 marks/)).not.toBeInTheDocument();
    await userEvent.click(question(3));
    await userEvent.click(question(1));
    expect(question(3)).toBeChecked();
    expect(screen.getByText('Selected: 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([3, 1]));
    await userEvent.click(screen.getByRole('button', { name: 'Finalize Assessment' }));
    await waitFor(() => expect(finalized).toHaveBeenCalled());
  });

  it('never offers fewer questions than are chosen, and sends nothing then', async () => {
    const server = serveQuestions({ bank: [one, two, three], placed: [one, two] });
    renderScreen(<Step />);
    await waitFor(() => expect(question(2)).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Change questions and marks of Algebra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Algebra' });
    const count = within(dialog).getByRole('textbox', { name: /^Number of questions/ });
    await userEvent.clear(count);
    await userEvent.type(count, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Algebra already has 2 chosen questions: remove some before giving it fewer.',
    );
    expect(server.calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(server.allocation()).toEqual({ questions: 2, marks: 3 });
  });

  it('filters on the server: the marks filter asks for those marks only', async () => {
    const server = serveQuestions({ bank: [one, two, three], placed: [] });
    renderScreen(<Step />);
    await screen.findByText('3 questions match');
    await userEvent.click(screen.getAllByLabelText('Marks')[0]!);
    await userEvent.click(await screen.findByRole('option', { name: '2 marks' }));
    await waitFor(() => expect(screen.getByText('1 question matches')).toBeInTheDocument());
    expect(server.calls.at(-1)?.query).toEqual({ marks: '2' });
    expect(screen.queryByRole('checkbox', { name: /^Question 1:/ })).not.toBeInTheDocument();
  });

  it('saves each tick as it is made, previews the chosen paper without the key, and finishes', async () => {
    const server = serveQuestions({ bank: [one, two, three], placed: [] });
    const finalized = vi.fn();
    renderScreen(<Step onFinalized={finalized} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Question 2:/ }));
    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([2]));
    await userEvent.click(question(1));
    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([2, 1]));
    expect(screen.getByRole('status')).toHaveTextContent('Your choice is saved as you make it');
    await userEvent.click(screen.getByRole('button', { name: 'Preview as Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview as Student' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([expect.stringContaining('Question 2: solve'), expect.stringContaining('Question 1: solve')]);
    expect(within(dialog).queryByText('Correct answer')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Finalize Assessment' }));
    await waitFor(() => expect(finalized).toHaveBeenCalled());
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { AM_id: 7, AQ_SeqNum: 1, CQ_Id: 2 },
      { AM_id: 7, AQ_SeqNum: 2, CQ_Id: 1 },
    ]);
  });

  it('starts from the saved questions; an unticked one is taken out before the new ones are placed', async () => {
    const server = serveQuestions({ bank: [one, two, another], placed: [one] });
    renderScreen(<Step />);
    await screen.findByText('3 questions match');
    await waitFor(() => expect(question(1)).toBeChecked());
    expect(
      within(question(1).closest('.mantine-Paper-root') as HTMLElement).getByText('Saved'),
    ).toBeInTheDocument();
    await userEvent.click(question(1));
    await userEvent.click(question(4));
    await userEvent.click(question(2));
    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([4, 2]));
    const changes = server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(changes).toEqual([
      'DELETE /api/assessments/7/questions/1',
      'POST /api/assessments/questions',
      'POST /api/assessments/questions',
    ]);
  });

  it('finds the choice again after a reload, and offers a retry when a save fails', async () => {
    const server = serveQuestions({ bank: [one, two, another], placed: [] });
    const first = renderScreen(<Step />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Question 2:/ }));
    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([2]));
    first.unmount();

    renderScreen(<Step />);
    await waitFor(() => expect(question(2)).toBeChecked());
    server.failNext(api.teacher.addQuestion);
    await userEvent.click(question(1));
    expect(await screen.findByText('Your last change could not be saved.')).toBeInTheDocument();
    expect(server.paper().map((q) => q.CQ_Id)).toEqual([2]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.paper().map((q) => q.CQ_Id)).toEqual([2, 1]));
    expect(screen.getByRole('status')).toHaveTextContent('Your choice is saved as you make it');
  });
});
