import { type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render';

const student: SessionUser = {
  id: 21,
  name: 'Sara Khan',
  type: 'student',
  username: 'sara',
  email: 'sara@pathshala.example',
  mustChangePassword: false,
};

const paper = {
  success: true,
  message: 'ok',
  questions: [
    {
      AS_SeqNum: 1,
      CQ_Question: 'What is \\(x^2\\) when x = 3? <b>bold?</b>',
      CQ_Option1: '6',
      CQ_Option2: '$3^2 = 9$',
      CQ_Option3: '',
      CQ_Option4: '',
      CQ_Image: '/api/question-images/1111',
      CQ_OptionImages: [null, '/api/question-images/2222', null, null],
      answered: false,
    },
  ],
  assessmentInfo: {
    AM_Name: 'Squares',
    AM_Duration: 10,
    AM_TotMarks: 1,
    attemptId: 77,
    remainingSeconds: 600,
    deadline: '2026-11-25T10:10:00.000Z',
    score: 0,
  },
};

const result = {
  success: true,
  message: 'ok',
  result: {
    AM_id: 7,
    AM_Name: 'Squares',
    score: 1,
    totalMarks: 1,
    percentage: 100,
    timeUp: false,
    startedAt: '2026-11-25T10:00:00.000Z',
    completedAt: '2026-11-25T10:05:00.000Z',
    questions: [
      { AS_SeqNum: 1, CQ_Question: 'What is $x^2$ for Rs 5 and $10?', answered: true, isCorrect: true },
    ],
  },
};

/** The API as the runner sees it; `answerFailures` answers 503 that many times before storing an answer. */
function serve({ remainingSeconds = 600, answerFailures = 0 } = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(student));
  const answers: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: student });
      if (url.startsWith('/api/student/assessments/start/21/7'))
        return jsonResponse(200, { success: true, message: 'ok', attemptId: 77 });
      if (url.startsWith('/api/student/quiz/21/assessment/7/question/1')) {
        answers.push(JSON.parse(String(init?.body)));
        if (answers.length <= answerFailures) return jsonResponse(503, { success: false, message: 'busy' });
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          isCorrect: true,
          marksAwarded: 1,
          score: 1,
        });
      }
      if (url.startsWith('/api/student/quiz/21/assessment/7/complete'))
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          score: 0,
          totalMarks: 1,
          percentage: 0,
          timeUp: remainingSeconds < 5,
        });
      if (url.startsWith('/api/student/quiz/21/assessment/7'))
        return jsonResponse(200, { ...paper, assessmentInfo: { ...paper.assessmentInfo, remainingSeconds } });
      if (url.startsWith('/api/student/assessments/result/21/7')) return jsonResponse(200, result);
      return jsonResponse(404, { success: false, message: `unexpected ${url}` });
    }),
  );
  return answers;
}

afterEach(() => vi.unstubAllGlobals());

describe('the timed test runner', () => {
  it('shows formulas and images, sends the chosen option and says whether it was right', async () => {
    const answers = serve();
    renderApp('/student/quiz/7');
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
    await waitFor(() => expect(options[1]!.querySelector('.katex')).not.toBeNull());

    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();
    await userEvent.click(options[1]!);
    await userEvent.click(submit);
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(answers).toEqual([{ answerId: 2, attemptId: 77 }]);
  });

  it("shows the results page's questions with their formulas", async () => {
    serve();
    const { container } = renderApp('/student/assessments/7/result');
    await screen.findByText('Question 1');
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(1));
    expect(container.textContent).toContain(' for Rs 5 and $10?');
    expect(screen.getByText('Right')).toBeInTheDocument();
  });

  it('keeps sending an answer the server did not take, then gives the feedback', async () => {
    const answers = serve({ answerFailures: 1 });
    renderApp('/student/quiz/7');
    await userEvent.click((await screen.findAllByRole('radio'))[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText(/Your answer is kept and will be sent/)).toBeInTheDocument();
    expect(await screen.findByText('Correct!', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(answers).toHaveLength(2);
  });

  it('completes the attempt as time up when the countdown reaches zero', async () => {
    serve({ remainingSeconds: 1 });
    renderApp('/student/quiz/7');
    expect(
      await screen.findByRole('heading', { name: "Time's up!" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('0 out of 1');
  });
});
