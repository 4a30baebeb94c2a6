import { api } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { sessionUser, storeSession } from '../../test/session-users';

const student = sessionUser('student', {
  id: 21,
  name: 'Sara Khan',
  username: 'sara',
  email: 'sara@pathshala.example',
});

const question = (id: number, text: string, image: string | null = null) => ({
  CQ_id: id,
  CQ_Question: text,
  CQ_Option1: '\\(\\frac{1}{2}\\)',
  CQ_Option2: 'One',
  CQ_Option3: '',
  CQ_Option4: '',
  CQ_Marks: 1,
  CQ_Image: image,
  CQ_OptionImages: [],
  CO_id: 1,
  CN_id: 2,
  SC_id: 3,
});

const draw = {
  questions: [
    question(101, 'Half of \\(1\\)?', '/api/question-images/abcd'),
    question(102, 'Costs Rs 5 or $10?'),
  ],
  subconceptInfo: { SC_Name: 'Fractions', CN_Name: 'Numbers' },
};

const detail = (questionId: number, isCorrect: boolean, explanation: string | null) => ({
  questionId,
  question: questionId === 101 ? 'Half of \\(1\\)?' : 'Costs Rs 5 or $10?',
  isCorrect,
  selectedAnswer: 1,
  selectedAnswerText: '\\(\\frac{1}{2}\\)',
  correctAnswer: isCorrect ? 1 : 2,
  correctAnswerText: isCorrect ? '\\(\\frac{1}{2}\\)' : 'One',
  explanation,
});

function serve() {
  storeSession(student);
  const fake = fakeServer()
    .on(api.student.practiceQuiz, () => draw)
    .on(api.student.practiceHistory, () => ({ results: [] }))
    .on(api.student.submitPractice, () => ({
      results: {
        percentage: 50,
        passed: false,
        obtainedMarks: 1,
        totalMarks: 2,
        correctAnswers: 1,
        totalQuestions: 2,
        details: [
          detail(101, true, 'Because \\(\\frac{1}{2} \\cdot 1 = \\frac{1}{2}\\).'),
          detail(102, false, null),
        ],
      },
    }));
  return fake;
}

/** What was handed in for subconcept 3. */
const submittedTo = (fake: ReturnType<typeof serve>) =>
  fake.callsTo(api.student.submitPractice).map((call) => {
    expect(call.params).toEqual({ subconceptId: '3' });
    return call.body;
  });

const SLOW = { timeout: 10_000 };

describe('the practice quiz', () => {
  it('can be left before its end; with answers chosen, leaving is asked first and nothing is sent', async () => {
    // Leaving goes to the learning page: an empty one.
    const fake = serve()
      .on(api.student.curriculum, () => ({ curricula: [] }))
      .on(api.practice.myPractice, () => ({ data: [] }));
    renderApp('/student/learning/quiz/subconcept/3');
    await screen.findByText('Question 1 of 2');
    expect(screen.getByRole('link', { name: 'Leave the quiz' })).toHaveAttribute('href', '/student/learning');
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Leave the quiz' }));
    const asked = await screen.findByRole('alert');
    expect(asked).toHaveTextContent('Leave without handing in? The answers you chose are not kept.');
    await userEvent.click(within(asked).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the quiz' }));
    await userEvent.click(
      within(await screen.findByRole('alert')).getByRole('link', { name: 'Leave the quiz' }),
    );
    await waitFor(() => expect(screen.queryByText('Question 1 of 2')).not.toBeInTheDocument(), SLOW);
    expect(submittedTo(fake)).toEqual([]);
  }, 30_000);

  it('shows formulas and images in questions, then the explanation after answering', async () => {
    const fake = serve();
    const { container } = renderApp('/student/learning/quiz/subconcept/3');
    await screen.findByText('Question 1 of 2');
    expect(screen.getByRole('img', { name: 'Image for the question' })).toHaveAttribute(
      'src',
      '/api/question-images/abcd',
    );
    await waitFor(() => expect(screen.getAllByRole('radio')[0]!.querySelector('.katex')).not.toBeNull());
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));

    await screen.findByText('Question 2 of 2');
    // Money is not a formula.
    expect(screen.getByText('Costs Rs 5 or $10?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Please select an answer before proceeding.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    const results = await screen.findByTestId('practice-results');
    expect(submittedTo(fake)).toEqual([
      {
        answers: [
          { questionId: 101, answerId: 1 },
          { questionId: 102, answerId: 1 },
        ],
        // Made once on the device: a resend (a lost answer) is counted once by the server.
        syncId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ageSeconds: expect.any(Number),
      },
    ]);
    const [first, second] = within(results).getAllByTestId('result-detail');
    const explanation = within(first!).getByTestId('explanation');
    expect(within(explanation).getByRole('heading', { name: 'Explanation' })).toBeInTheDocument();
    await waitFor(() => expect(explanation.querySelector('.katex')).not.toBeNull());
    expect(within(first!).getByText(/Your answer: A\./)).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Image for the question' })).toBeInTheDocument();
    expect(within(second!).queryByTestId('explanation')).toBeNull();
    expect(within(second!).getByText(/Correct answer: B\./).textContent).toBe('Correct answer: B. One');
    expect(container.querySelectorAll('[data-testid="result-detail"] .katex').length).toBeGreaterThanOrEqual(
      3,
    );
  });
});
