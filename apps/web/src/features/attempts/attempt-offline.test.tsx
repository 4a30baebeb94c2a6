import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { loadAttempt, removeAttempt } from './attempt-store';
import { question, RECEIPT, rulesOf, serveExam } from './exam-server.fake';

/** Free navigation and the network: answers kept on the device, sent in order, resumed after a reload. */

const threeQuestions = [
  question(1, 'What is 3 squared?'),
  question(2, 'What is 2 cubed?', 1),
  question(3, 'What is 4 squared?'),
];
const deferred = rulesOf({ feedbackMode: 'AFTER', freeNavigation: true });

afterEach(async () => {
  // Unmount first and let the last writes land, so no runner stores its attempt again once removed.
  cleanup();
  await new Promise((done) => setTimeout(done, 50));
  await removeAttempt(21, 7);
});

async function begin() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start now' }));
  await screen.findByRole('heading', { level: 1, name: 'What is 3 squared?' });
}

/** Chooses an option of the question shown and submits it (final). */
async function answer(option: number) {
  await userEvent.click(screen.getAllByRole('radio')[option - 1]!);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
}

const palette = () => within(screen.getByRole('navigation', { name: 'Questions' }));

function goOnline(server: { offline: boolean }) {
  server.offline = false;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

// Long journeys through the whole app in jsdom: each step renders the page again.
const JOURNEY = { timeout: 30_000 };

describe('free navigation (feedback after completing)', JOURNEY, () => {
  it('moves between questions, flags one, and lists answered, flagged and unanswered before finishing', async () => {
    const server = serveExam({ questions: threeQuestions, rules: deferred });
    renderApp('/student/quiz/7');
    expect(await screen.findByText(/You may move between questions, flag them/)).toBeVisible();
    await begin();

    await answer(2);
    // On to the next question; no verdict, only where the answer stands.
    expect(await screen.findByRole('heading', { level: 1, name: 'What is 2 cubed?' })).toHaveFocus();
    expect(screen.queryByText('Correct!')).toBeNull();
    const flag = screen.getByRole('button', { name: /Flag for review/ });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(flag);
    expect(screen.getByRole('button', { name: /Flag for review/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'What is 3 squared?' })).toBeVisible();
    // The answer is final: chosen, locked and kept by the server.
    await waitFor(() => expect(screen.getByTestId('answer-status')).toHaveTextContent('Saved'));
    expect(screen.getAllByRole('radio')[1]).toBeChecked();
    for (const option of screen.getAllByRole('radio')) expect(option).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).toBeNull();

    // The palette says what each question is, and goes there by keyboard.
    expect(palette().getByRole('button', { name: 'Question 1, answered, current' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(palette().getByRole('button', { name: 'Question 2, not answered, flagged' })).toBeVisible();
    palette().getByRole('button', { name: 'Question 3, not answered' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'What is 4 squared?' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Review and finish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your answers' })).toHaveFocus();
    expect(screen.getByTestId('summary-answered')).toHaveTextContent('Answered: 1');
    expect(
      within(screen.getByTestId('summary-answered')).getByRole('button', { name: 'Question 1' }),
    ).toBeVisible();
    expect(screen.getByTestId('summary-flagged')).toHaveTextContent('Flagged for review: 1');
    expect(
      within(screen.getByTestId('summary-flagged')).getByRole('button', { name: 'Question 2' }),
    ).toBeVisible();
    expect(screen.getByTestId('summary-unanswered')).toHaveTextContent('Not answered: 2');
    expect(screen.getByText(/2 questions are not answered/)).toBeVisible();

    // Back to a flagged question from the summary, answer it, and finish.
    await userEvent.click(
      within(screen.getByTestId('summary-flagged')).getByRole('button', { name: 'Question 2' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'What is 2 cubed?' });
    await answer(1);
    await screen.findByRole('heading', { level: 1, name: 'What is 4 squared?' });
    await userEvent.click(screen.getByRole('button', { name: 'Review and finish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish assessment' }));

    expect(await screen.findByTestId('receipt-code')).toHaveTextContent(RECEIPT);
    expect(screen.getByTestId('answers-kept')).toHaveTextContent('The server holds 2 of your 3 answers.');
    expect(screen.getByText('You can see which answers were correct in View Results.')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(RECEIPT);
    expect(server.batches.flat().map((sent) => [sent.seqNum, sent.answerId, sent.clientSeq])).toEqual([
      [1, 2, 1],
      [2, 1, 2],
    ]);
    // Nothing is kept on the device once completed.
    expect(await loadAttempt(21, 7)).toBeNull();
  });
});

describe('tests that survive the network', JOURNEY, () => {
  it('keeps answers given while the network fails and sends them in order when it returns', async () => {
    const server = serveExam({ questions: threeQuestions, rules: deferred });
    renderApp('/student/quiz/7');
    await begin();
    server.offline = true;

    await answer(2);
    await screen.findByRole('heading', { level: 1, name: 'What is 2 cubed?' });
    expect(await screen.findByTestId('offline-note')).toHaveTextContent(/You are offline/);
    await answer(1);
    await screen.findByRole('heading', { level: 1, name: 'What is 4 squared?' });
    await answer(2);
    await screen.findByRole('heading', { level: 1, name: 'Review your answers' });
    expect(screen.getByText('3 answers are waiting to be sent. Finishing waits for them.')).toBeVisible();
    expect(server.batches).toEqual([]);
    const kept = await loadAttempt(21, 7);
    expect(kept?.answers.map((a) => [a.seqNum, a.clientSeq, a.state])).toEqual([
      [1, 1, 'waiting'],
      [2, 2, 'waiting'],
      [3, 3, 'waiting'],
    ]);
    // Each proof names the mark it had; the ms counted since rise with the order given.
    const since = kept!.answers.map((a) => a.sinceClockMs);
    expect([...since].sort((a, b) => a - b)).toEqual(since);
    expect(kept!.answers.every((a) => a.clock === 'mark-1')).toBe(true);

    goOnline(server);
    await waitFor(() => expect(server.batches.flat()).toHaveLength(3));
    expect(server.batches.flat().map((sent) => [sent.seqNum, sent.answerId, sent.clientSeq])).toEqual([
      [1, 2, 1],
      [2, 1, 2],
      [3, 2, 3],
    ]);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Question 2' }));
    await waitFor(() => expect(screen.getByTestId('answer-status')).toHaveTextContent('Saved'));
  });

  it('resumes from the device after a reload while offline, then sends what waited', async () => {
    const server = serveExam({ questions: threeQuestions, rules: deferred, remainingSeconds: 300 });
    const first = renderApp('/student/quiz/7');
    await begin();
    server.offline = true;
    await answer(2);
    await screen.findByRole('heading', { level: 1, name: 'What is 2 cubed?' });
    await userEvent.click(screen.getByRole('button', { name: /Flag for review/ }));
    first.unmount();

    // Reloaded with no connection: the paper, the clock, the answer and the flag come from IndexedDB.
    renderApp('/student/quiz/7');
    await screen.findByRole('heading', { level: 1, name: 'What is 2 cubed?' });
    // The clock goes on from the stored deadline: within the 5 minutes, however slow the machine.
    const [minutes, seconds] = (screen.getByTestId('quiz-timer').textContent ?? '').split(':').map(Number);
    const left = (minutes ?? 0) * 60 + (seconds ?? 0);
    expect(left).toBeLessThanOrEqual(300);
    expect(left).toBeGreaterThan(200);
    expect(palette().getByRole('button', { name: /Question 1, answered/ })).toBeVisible();
    expect(palette().getByRole('button', { name: /Question 2, not answered, flagged/ })).toBeVisible();
    await answer(1);
    await screen.findByRole('heading', { level: 1, name: 'What is 4 squared?' });
    expect(server.batches).toEqual([]);

    goOnline(server);
    await waitFor(() => expect(server.batches.flat()).toHaveLength(2));
    const sent = server.batches.flat();
    expect(sent.map((a) => [a.seqNum, a.answerId, a.clientSeq])).toEqual([
      [1, 2, 1],
      [2, 1, 2],
    ]);
    // Across the reload the time since the mark is counted on the wall clock, still rising.
    expect(sent[1]!.sinceClockMs).toBeGreaterThanOrEqual(sent[0]!.sinceClockMs);
  });

  it('finishes only once the server keeps every answer, saying so while offline', async () => {
    const server = serveExam({ questions: threeQuestions.slice(0, 1), rules: deferred });
    renderApp('/student/quiz/7');
    await begin();
    server.offline = true;
    await answer(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Finish assessment' }));
    expect(await screen.findByText(/You are offline. 1 answer is still to be sent/)).toBeVisible();
    expect(server.calls.some((call) => call.endsWith('/complete'))).toBe(false);

    goOnline(server);
    expect(await screen.findByTestId('receipt-code')).toHaveTextContent(RECEIPT);
    expect(screen.getByTestId('answers-kept')).toHaveTextContent('The server holds 1 of your 1 answer.');
    const complete = server.calls.findIndex((call) => call.endsWith('/complete'));
    const answers = server.calls.findIndex((call) => call.endsWith('/answers'));
    expect(answers).toBeGreaterThan(-1);
    expect(complete).toBeGreaterThan(answers);
  });
});
