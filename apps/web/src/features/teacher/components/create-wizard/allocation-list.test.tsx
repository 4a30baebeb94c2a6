import type { CourseAllocation } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bankQuestion, renderScreen, serveQuestions } from '../../questions/test-server';
import { AllocationList } from './allocation-list';

const algebra: CourseAllocation = {
  AC_AM_id: 7,
  AC_CU_id: 1,
  AC_CO_id: 10,
  AC_CO_NoOfQns: 2,
  AC_CO_TotMarks: 3,
  CO_Name: 'Algebra',
};

describe('AllocationList', () => {
  it('asks before removing a course whose questions are chosen, then removes both', async () => {
    const server = serveQuestions({ bank: [bankQuestion(1, 1)], placed: [bankQuestion(1, 1)] });
    const removed = vi.fn();
    renderScreen(
      <AllocationList assessmentId={7} allocations={[algebra]} onUpdated={vi.fn()} onRemoved={removed} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Algebra from this assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Algebra?' });
    expect(dialog).toHaveTextContent('1 chosen questions of Algebra will be removed with the course.');
    expect(removed).not.toHaveBeenCalled();
    expect(server.paper()).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove course and its questions' }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith(10));
    expect(server.paper()).toHaveLength(0);
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.query)).toEqual([
      { removeQuestions: 'false' },
      { removeQuestions: 'true' },
    ]);
  });
});
