import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { bankQuestionView, optionsOf, studentQuestionView } from './options';
import { QuestionView } from './question-view';

const paperQuestion = {
  CQ_Question: 'What is \\(\\frac{1}{2} + \\frac{1}{2}\\)?',
  CQ_Option1: '1',
  CQ_Option2: '',
  CQ_Option3: '$x^2$',
  CQ_Option4: '',
  CQ_Image: '/api/question-images/aaa',
  CQ_OptionImages: [null, '/api/question-images/bbb', null, null],
};

describe('optionsOf', () => {
  it('numbers options by their place and drops the ones with neither text nor image', () => {
    expect(optionsOf(paperQuestion)).toEqual([
      { answerId: 1, label: 'A', text: '1', image: null },
      { answerId: 2, label: 'B', text: '', image: '/api/question-images/bbb' },
      { answerId: 3, label: 'C', text: '$x^2$', image: null },
    ]);
  });

  it('reads bank questions with image objects the same way', () => {
    const view = bankQuestionView({
      text: 'Stem',
      image: { url: '/api/question-images/ccc' },
      options: [
        { text: 'Yes', image: null },
        { text: 'No', image: { url: '/api/question-images/ddd' } },
      ],
    });
    expect(view.image).toBe('/api/question-images/ccc');
    expect(view.options.map((option) => [option.label, option.image])).toEqual([
      ['A', null],
      ['B', '/api/question-images/ddd'],
    ]);
  });
});

describe('QuestionView', () => {
  it('shows the formula, the image and the option images with generic alt text', async () => {
    const { container } = renderWithMantine(
      <QuestionView question={studentQuestionView(paperQuestion)} heading={{ order: 1 }} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('h1 .katex')).toHaveLength(1));
    const image = screen.getByRole('img', { name: 'Image for the question' });
    expect(image).toHaveAttribute('src', '/api/question-images/aaa');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Image for option B' })).toHaveAttribute(
      'src',
      '/api/question-images/bbb',
    );
    await waitFor(() => expect(container.querySelectorAll('li .katex')).toHaveLength(1));
  });

  it('is read-only without an answer: a list of options, nothing to choose', () => {
    renderWithMantine(<QuestionView question={studentQuestionView(paperQuestion)} />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    const list = screen.getByRole('list', { name: 'Options' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(list.textContent).toMatch(/^A\. 1B\. C\. /);
  });

  it('lets the student choose an option and reports its answer id', async () => {
    const onChange = vi.fn();
    renderWithMantine(
      <QuestionView
        question={studentQuestionView(paperQuestion)}
        answer={{ value: null, onChange, label: 'Choose one answer' }}
      />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    await userEvent.click(radios[2]!);
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it('names each option by its formula, not by its letter alone (a formula-only option was read as "A.")', async () => {
    const question = studentQuestionView({
      CQ_Question: 'Which is the largest?',
      CQ_Option1: '$\\frac{1}{2}$',
      CQ_Option2: '$x^2 + 1$',
      CQ_Option3: 'About \\(\\sqrt{2}\\) metres',
      CQ_Option4: '$$\\pi r^2$$',
    });
    const { container } = renderWithMantine(
      <QuestionView
        question={question}
        answer={{ value: null, onChange: () => {}, label: 'Choose one answer' }}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('button .katex')).toHaveLength(4));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? null)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    for (const name of ['A. 1/2', 'B. x²+1', 'C. About √2 metres', 'D. πr²']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
  });

  it('ignores choices while disabled', async () => {
    const onChange = vi.fn();
    renderWithMantine(
      <QuestionView
        question={studentQuestionView(paperQuestion)}
        answer={{ value: '1', onChange, label: 'Choose one answer', disabled: true }}
      />,
    );
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps option formulas out of the tab order inside the option buttons, and scrollable in a preview', async () => {
    const question = studentQuestionView({ ...paperQuestion, CQ_Option4: '$$\\int_0^1 x\\,dx$$' });
    const answering = renderWithMantine(
      <QuestionView
        question={question}
        answer={{ value: null, onChange: () => {}, label: 'Choose one answer' }}
      />,
    );
    await waitFor(() =>
      expect(answering.container.querySelector('button .math-display .katex')).not.toBeNull(),
    );
    expect(answering.container.querySelector('button .math-display')).not.toHaveAttribute('tabindex');
    answering.unmount();
    const preview = renderWithMantine(<QuestionView question={question} />);
    await waitFor(() => expect(preview.container.querySelector('li .math-display .katex')).not.toBeNull());
    expect(preview.container.querySelector('li .math-display')).toHaveAttribute('tabindex', '0');
  });
});
