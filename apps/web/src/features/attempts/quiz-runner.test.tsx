import 'fake-indexeddb/auto';
import { type AttemptResult, api } from '@pathshala/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { removeAttempt } from './attempt-store';
import { question, RECEIPT, rulesOf, serveExam } from './exam-server.fake';

const formulaQuestion = {
  ...question(1, 'What is \\(x^2\\) when x = 3? <b>bold?</b>'),
  CQ_Option1: '6',
  CQ_Option2: '$3^2 = 9$',
  CQ_Image: '/api/question-images/1111',
  CQ_OptionImages: [null, '/api/question-images/2222', null, null],
};

afterEach(async () => {
  // Unmount first and let the last writes land, so no runner stores its attempt again once removed.
  cleanup();
  await new Promise((done) => setTimeout(done, 50));
  await removeAttempt(21, 7);
});

async function startFromInstructions() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start now' }));
}

describe('the timed test runner (feedback immediate: the spec flow)', () => {
  it('shows the rules before the clock starts; Start calls start, then paper', async () => {
    const server = serveExam({
      rules: rulesOf({ wrongMarks: -1, closesAt: '2026-11-25T12:00:00.000Z', extraSeconds: 300 }),
    });
    renderApp('/student/quiz/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you start: Squares' })).toBeVisible();
    const rules = screen.getByTestId('exam-rules');
    expect(rules).toHaveTextContent('You see whether each answer is correct as soon as you give it.');
    expect(rules).toHaveTextContent('Questions come one at a time, in order; you cannot go back.');
    expect(rules).toHaveTextContent('Each wrong answer: -1 mark.');
    expect(rules).toHaveTextContent('No marks are taken away for a question left unanswered.');
    expect(rules).toHaveTextContent(/The assessment closes at .*2026/);
    expect(rules).toHaveTextContent('You have 5 minutes of extra time');
    // Time shown includes the extra time: 10 + 5 minutes.
    expect(screen.getByText('15 minutes')).toBeInTheDocument();
    expect(server.started).toBe(0);
    expect(screen.queryByTestId('quiz-timer')).toBeNull();

    await startFromInstructions();
    expect(await screen.findByRole('heading', { level: 1, name: 'What is 3 squared?' })).toBeVisible();
    expect(server.started).toBe(1);
    const order = server.calls.filter((call) => call.includes('/start/') || call.endsWith('/assessment/7'));
    expect(order).toEqual([
      'POST /api/student/assessments/start/21/7',
      'GET /api/student/quiz/21/assessment/7',
    ]);
    expect(screen.getByTestId('quiz-timer')).toHaveTextContent(/^(10:00|9:5\d)$/); // seconds may pass on a loaded machine
  });

  it('shows formulas and images, sends the chosen option with its proof and says whether it was right', async () => {
    const server = serveExam({ questions: [formulaQuestion] });
    renderApp('/student/quiz/7');
    await startFromInstructions();
    const heading = await screen.findByRole('heading', { level: 1, name: /when x = 3/ });
    await waitFor(() => expect(heading.querySelector('.katex')).not.toBeNull());
    // Typed markup is text, never HTML.
    expect(heading.querySelector('b')).toBeNull();
    expect(heading.textContent).toContain('<b>bold?</b>');
    expect(screen.getByRole('img', { name: 'Image for the question' })).toHaveAttribute(
      'src',
      '/api/question-images/1111',
    );
    const group = screen.getByRole('radiogroup', { name: 'Choose one answer' });
    const options = within(group).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(within(options[1]!).getByRole('img', { name: 'Image for option B' })).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();
    await userEvent.click(options[1]!);
    await userEvent.click(submit);
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('You earned 1 mark.')).toBeInTheDocument();
    expect(server.batches).toEqual([
      [{ seqNum: 1, answerId: 2, clock: 'mark-1', sinceClockMs: expect.any(Number), clientSeq: 1 }],
    ]);
    expect(screen.getByTestId('answer-status')).toHaveTextContent('Saved');
  });

  it('keeps sending an answer the server did not take, then gives the feedback', async () => {
    const server = serveExam({ failAnswers: 1 });
    renderApp('/student/quiz/7');
    await startFromInstructions();
    await userEvent.click((await screen.findAllByRole('radio'))[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText(/your answers are kept on this device/)).toBeInTheDocument();
    expect(screen.getByTestId('answer-status')).toHaveTextContent('Waiting to send');
    expect(await screen.findByText('Incorrect', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(server.batches).toHaveLength(1);
  });

  it('completes the attempt as time up when the countdown reaches zero, with the receipt', async () => {
    serveExam({ remainingSeconds: 1 });
    renderApp('/student/quiz/7');
    await startFromInstructions();
    expect(
      await screen.findByRole('heading', { name: "Time's up!" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await screen.findByTestId('receipt-code', {}, { timeout: 5_000 });
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('0 out of 1');
    expect(screen.getByTestId('receipt-code')).toHaveTextContent(RECEIPT);
  });

  it('announces the time left at a threshold through a polite live region, not every second', async () => {
    serveExam({ remainingSeconds: 61 });
    renderApp('/student/quiz/7');
    await startFromInstructions();
    const region = await screen.findByTestId('timer-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    await waitFor(() => expect(region).toHaveTextContent('1 minute left.'), { timeout: 4_000 });
  });

  it('goes straight back into an attempt in progress (no instructions: its clock is running)', async () => {
    const server = serveExam({ status: 'IN_PROGRESS', remainingSeconds: 300 });
    renderApp('/student/quiz/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'What is 3 squared?' })).toBeVisible();
    expect(server.started).toBe(1);
    expect(screen.getByTestId('quiz-timer')).toHaveTextContent(/^(5:00|4:5\d)$/);
  });

  it('says when an upcoming assessment opens, and starts nothing', async () => {
    const server = serveExam({ status: 'UPCOMING', rules: rulesOf({ opensAt: '2026-12-01T09:00:00.000Z' }) });
    renderApp('/student/quiz/7');
    expect(await screen.findByText(/You can start this assessment from .*2026/)).toBeVisible();
    expect(server.started).toBe(0);
  });

  it('stops the clock and locks the answers while the room is paused', async () => {
    serveExam({ paused: true, remainingSeconds: 300 });
    renderApp('/student/quiz/7');
    await startFromInstructions();
    expect(await screen.findByText(/Your teacher has paused this assessment/)).toBeVisible();
    for (const option of screen.getAllByRole('radio')) expect(option).toBeDisabled();
    await new Promise((done) => setTimeout(done, 1_200));
    expect(screen.getByTestId('quiz-timer')).toHaveTextContent('5:00');
  });
});

describe('the result page', () => {
  const result = (change: Partial<AttemptResult> = {}) => ({
    result: {
      AM_id: 7,
      AM_Name: 'Squares',
      released: true,
      rightAnswersShown: true,
      feedbackMode: 'AFTER',
      score: 1,
      totalMarks: 2,
      percentage: 50,
      timeUp: false,
      startedAt: '2026-11-25T10:00:00.000Z',
      completedAt: '2026-11-25T10:05:00.000Z',
      extraSeconds: 600,
      receipt: RECEIPT,
      questions: [
        {
          AS_SeqNum: 1,
          CQ_Question: 'What is $x^2$ for Rs 5 and $10?',
          answered: true,
          isCorrect: true,
          yourAnswer: '$25$',
          correctAnswer: '$25$',
          marksAwarded: 1,
          syncedLate: false,
          heldState: null,
        },
        {
          AS_SeqNum: 2,
          CQ_Question: 'Half of one?',
          answered: true,
          isCorrect: false,
          yourAnswer: 'Two',
          correctAnswer: 'A half',
          marksAwarded: 0,
          syncedLate: true,
          heldState: 'accepted',
        },
      ],
      ...change,
    },
  });
  const serveResult = (body: ReturnType<typeof result>) => {
    serveExam().fake.on(api.student.attemptResult, ({ params }) => {
      expect(params).toEqual({ studentId: 21, assessmentId: 7 });
      return body;
    });
  };

  it("shows each answer, the right one, the marks and the verdict in practice's words", async () => {
    serveResult(result());
    const { container } = renderApp('/student/assessments/7/result');
    await screen.findByText('Question 1');
    await waitFor(() => expect(container.querySelectorAll('.katex').length).toBeGreaterThan(0));
    expect(container.textContent).toContain(' for Rs 5 and $10?');
    const [first, second] = screen.getAllByTestId('result-question');
    expect(within(first!).getByText('Correct')).toBeInTheDocument();
    expect(within(second!).getByText('Incorrect')).toBeInTheDocument();
    expect(second).toHaveTextContent('Your answer: Two');
    expect(second).toHaveTextContent('Correct answer: A half');
    expect(second).toHaveTextContent('Marks: 0');
    expect(second).toHaveTextContent('Reached the server after the time was up');
    expect(screen.getByText('You had 10 minutes of extra time.')).toBeInTheDocument();
    expect(screen.getByText(RECEIPT)).toBeInTheDocument();
  });

  it('says the teacher will share results that are not released', async () => {
    serveResult(
      result({ released: false, feedbackMode: 'NEVER', score: null, percentage: null, questions: [] }),
    );
    renderApp('/student/assessments/7/result');
    expect(await screen.findByText('Your teacher will share the results.')).toBeInTheDocument();
    expect(screen.queryByText('Score')).toBeNull();
  });
});
