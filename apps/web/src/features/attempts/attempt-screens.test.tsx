import 'fake-indexeddb/auto';
import type { StudentAssessment } from '@pathshala/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { removeAttempt } from './attempt-store';
import { question, rulesOf, serveExam } from './exam-server.fake';

/** Serious or critical axe findings on the page now (contrast needs a browser: the e2e checks it). */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

afterEach(async () => {
  cleanup();
  await new Promise((done) => setTimeout(done, 50));
  await removeAttempt(21, 7);
});

const item = (id: number, name: string, change: Partial<StudentAssessment>): StudentAssessment => ({
  AM_id: id,
  AM_Name: name,
  AM_Description: null,
  AM_Duration: 1_800,
  AM_TotQns: 10,
  AM_TotMarks: 10,
  isCompleted: 0,
  completionDate: null,
  score: null,
  status: 'TODO',
  remainingSeconds: null,
  rules: rulesOf(),
  ...change,
});

describe('the assessments list', { timeout: 30_000 }, () => {
  it('puts to do first with its closing time; in progress shows the time left, not a score', async () => {
    serveExam({
      list: [
        item(1, 'Finished', {
          status: 'COMPLETED',
          isCompleted: 1,
          score: 7,
          completionDate: '2026-11-20T10:00:00Z',
        }),
        item(2, 'Missed', { status: 'CLOSED' }),
        item(3, 'Next week', { status: 'UPCOMING', rules: rulesOf({ opensAt: '2026-12-01T09:00:00Z' }) }),
        item(4, 'Due Friday', { status: 'TODO', rules: rulesOf({ closesAt: '2026-11-27T17:00:00Z' }) }),
        item(5, 'Half done', { status: 'IN_PROGRESS', remainingSeconds: 754 }),
        item(6, 'Secret marks', { status: 'COMPLETED', isCompleted: 1, score: null }),
      ],
    });
    renderApp('/student/assessments');
    const cards = await screen.findAllByTestId('assessment-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Half done',
      'Due Friday',
      'Next week',
      'Finished',
      'Secret marks',
      'Missed',
    ]);
    const [inProgress, todo, upcoming, , secret, closed] = cards;
    expect(inProgress).toHaveTextContent('Time left12:34');
    expect(inProgress).not.toHaveTextContent('Your score');
    expect(within(inProgress!).getByRole('link', { name: 'Resume: Half done' })).toBeVisible();
    expect(todo).toHaveTextContent(/Closes.*2026/);
    expect(within(todo!).getByRole('link', { name: 'Start Assessment: Due Friday' })).toBeVisible();
    expect(upcoming).toHaveTextContent(/Opens.*2026/);
    expect(within(upcoming!).queryByRole('link')).toBeNull();
    expect(secret).toHaveTextContent('Your teacher will share the results.');
    expect(closed).toHaveTextContent('This assessment closed before you completed it.');
    expect(within(closed!).queryByRole('link')).toBeNull();
    expect(await seriousFindings()).toEqual([]);
  });
});

describe('the exam screens have no serious axe findings', () => {
  it('instructions, a question with the palette, the summary and the receipt', {
    timeout: 60_000,
  }, async () => {
    serveExam({
      questions: [question(1, 'What is 3 squared?'), question(2, 'What is 2 cubed?')],
      rules: rulesOf({ feedbackMode: 'NEVER', freeNavigation: true, wrongMarks: -1, skippedMarks: -0.5 }),
    });
    renderApp('/student/quiz/7');
    await screen.findByRole('button', { name: 'Start now' });
    expect(screen.getByTestId('exam-rules')).toHaveTextContent('Each question left unanswered: -0.5 marks.');
    expect(await seriousFindings()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Start now' }));
    await screen.findByRole('heading', { level: 1, name: 'What is 3 squared?' });
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await screen.findByRole('heading', { level: 1, name: 'What is 2 cubed?' });
    expect(await seriousFindings()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Review and finish' }));
    await screen.findByRole('heading', { level: 1, name: 'Review your answers' });
    // The header counts answers on the summary, not a 'Question n' that is not shown.
    expect(screen.getByTestId('question-counter')).toHaveTextContent('1 of 2 answered');
    expect(await seriousFindings()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Finish assessment' }));
    await screen.findByTestId('receipt-code');
    // Feedback NEVER: no score, the teacher shares the results.
    expect(screen.queryByTestId('quiz-score')).toBeNull();
    expect(screen.getByText('Your teacher will share the results.')).toBeVisible();
    expect(await seriousFindings()).toEqual([]);
  });
});
