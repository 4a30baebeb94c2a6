import type { TeacherAssessment } from '@pathshala/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectionStep } from '../components/create-wizard/selection-step';
import type { ChosenQuestion } from './choice';
import { QuestionManagement } from './question-management';
import { bankQuestion, renderScreen, serveQuestions } from './test-server';

/** Serious or critical axe findings on the page now (contrast needs a browser: the e2e checks it). */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

const algebra = {
  AC_AM_id: 7,
  AC_CU_id: 1,
  AC_CO_id: 10,
  AC_CO_NoOfQns: 2,
  AC_CO_TotMarks: 3,
  CO_Name: 'Algebra',
};
const assessment = {
  AM_id: 7,
  AM_Name: 'Equations check',
  AM_TotQns: 2,
  AM_TotMarks: 3,
  is_finalized: true,
  courses: [algebra],
  serving: { isServed: false, cohortCount: 0, attemptCount: 0 },
  actions: { delete: 'delete', manageQuestions: true, serve: true, manageAccess: true, viewResults: false },
} as TeacherAssessment;

function Step() {
  const [chosen, setChosen] = useState<ChosenQuestion[] | null>(null);
  return (
    <SelectionStep
      draft={{ id: 7, name: 'Equations check', curriculumId: 1, totalQuestions: 2, totalMarks: 3 }}
      allocations={[algebra]}
      chosen={chosen}
      onChosenChange={setChosen}
      onAllocationChanged={() => {}}
      onBack={() => {}}
      onFinalized={() => {}}
    />
  );
}

describe('teacher question screens have no serious axe findings', () => {
  it('management list, replace dialog and student preview', { timeout: 60_000 }, async () => {
    serveQuestions({
      bank: [bankQuestion(1, 1), bankQuestion(2, 2), bankQuestion(3, 1)],
      placed: [bankQuestion(1, 1), bankQuestion(2, 2)],
    });
    renderScreen(<QuestionManagement assessment={assessment} />);
    await screen.findByRole('button', { name: 'Replace question 1' });
    expect(await seriousFindings()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Replace question 1' }));
    await screen.findByRole('button', { name: 'Choose this question' });
    expect(await seriousFindings()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Preview as Student' }));
    await screen.findByRole('dialog', { name: 'Preview as Student' });
    expect(await seriousFindings()).toEqual([]);
  });

  it('step 3 with a saved question and a refusal shown', { timeout: 60_000 }, async () => {
    serveQuestions({
      bank: [bankQuestion(1, 1), bankQuestion(2, 2), bankQuestion(3, 3)],
      placed: [bankQuestion(1, 1)],
    });
    renderScreen(<Step />);
    await screen.findByText('3 questions match');
    expect(await seriousFindings()).toEqual([]);
    await userEvent.click(screen.getAllByRole('checkbox')[2]!);
    await screen.findByRole('alert');
    expect(await seriousFindings()).toEqual([]);
  });
});
