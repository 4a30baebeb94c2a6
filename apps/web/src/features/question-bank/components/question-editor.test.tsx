import { api, questionBankMessages } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { bankQuestion, serveBank } from '../test-server';

const SLOW = { timeout: 5_000 };
/** A whole form filled in, with the preview re-rendered on each change: slow on a shared jsdom runner. */
const LONG_TEST_MS = 40_000;

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

/** Types into a field by pasting (typing key by key re-renders the preview each time: slow in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the stem and the first options of a new question. */
async function write(stem: string, options: string[]) {
  await fill(screen.getByRole('textbox', { name: /^Question/ }), stem);
  for (const [index, text] of options.entries()) {
    await fill(screen.getByLabelText(`Option ${'ABCD'[index]}`), text);
  }
}

describe('/teacher/question-bank/new', () => {
  it('shows every problem at its field before sending anything', async () => {
    const fake = serveBank();
    renderApp('/teacher/question-bank/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, SLOW));
    const summary = (await screen.findByText('Fix these before saving:')).closest('[role="alert"]');
    expect(summary).toHaveTextContent(questionBankMessages.placeRequired);
    expect(summary).toHaveTextContent(questionBankMessages.stemRequired);
    expect(summary).toHaveTextContent(questionBankMessages.correctMissing);
    expect(screen.getByRole('textbox', { name: /^Question/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Option D')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it(
    'writes a question: options removed and the correct one kept, preview without the key, saved',
    async () => {
      const fake = serveBank()
        .on(api.questionBank.createQuestion, () => ({ question: bankQuestion(42) }))
        .on(api.questionBank.getQuestion, ({ params }) => ({
          question: bankQuestion(params.id),
          versions: [],
        }));
      const { router } = renderApp('/teacher/question-bank/new?subconcept=1000');
      await waitFor(() => expect(screen.getByLabelText(/^Subconcept/)).toHaveValue('1000'), SLOW);
      expect(screen.getByLabelText(/^Concept/)).toHaveValue('100');
      await write('What is \\(x^2\\) when x = 3?', ['6', '9', '3', '27']);
      await userEvent.click(screen.getByRole('radio', { name: 'Option B is correct' }));
      expect(screen.getByText('Correct: option B')).toBeInTheDocument();
      // Removing A moves the correct answer up with its option.
      await userEvent.click(screen.getByRole('button', { name: 'Remove option A' }));
      expect(screen.getByText('Correct: option A')).toBeInTheDocument();
      expect(screen.getByLabelText('Option A')).toHaveValue('9');
      expect(screen.getByLabelText('Option A')).toHaveFocus();
      expect(screen.getAllByTestId('option-editor')).toHaveLength(3);

      const preview = screen.getByRole('region', { name: 'The question as a student sees it' });
      expect(preview).toHaveTextContent('when x = 3?');
      expect(within(preview).getAllByRole('radio')).toHaveLength(3);
      expect(
        within(preview)
          .getAllByRole('radio')
          .every((radio) => !(radio as HTMLInputElement).checked),
      ).toBe(true);
      expect(preview).not.toHaveTextContent(/correct/i);

      const marks = screen.getByRole('textbox', { name: /^Marks/ });
      await userEvent.clear(marks);
      await fill(marks, '1.5');
      await userEvent.selectOptions(screen.getByLabelText('Use'), 'PRACTICE');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Question saved.', undefined, SLOW)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/teacher/question-bank/42/edit');
      expect(fake.lastBody(api.questionBank.createQuestion)).toMatchObject({
        subconceptId: 1000,
        text: 'What is \\(x^2\\) when x = 3?',
        options: [
          { text: '9', imageId: null },
          { text: '3', imageId: null },
          { text: '27', imageId: null },
        ],
        correctOption: 1,
        marks: 1.5,
        use: 'PRACTICE',
      });
      expect(screen.getByRole('link', { name: 'Write another question here' })).toHaveAttribute(
        'href',
        '/teacher/question-bank/new?subconcept=1000',
      );
    },
    LONG_TEST_MS,
  );

  it(
    "shows the server's refusal at its field",
    async () => {
      serveBank().refuse(api.questionBank.createQuestion, 400, questionBankMessages.placeNotFound);
      renderApp('/teacher/question-bank/new?subconcept=1001');
      await waitFor(() => expect(screen.getByLabelText(/^Subconcept/)).toHaveValue('1001'), SLOW);
      await write('Which is larger?', ['1/2', '1/3']);
      await userEvent.click(screen.getByRole('button', { name: 'Remove option D' }));
      await userEvent.click(screen.getByRole('button', { name: 'Remove option C' }));
      await userEvent.click(screen.getByRole('radio', { name: 'Option A is correct' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(screen.getByLabelText(/^Subconcept/)).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(screen.getByText('Fix these before saving:').closest('[role="alert"]')).toHaveTextContent(
        questionBankMessages.placeNotFound,
      );
    },
    LONG_TEST_MS,
  );
});

describe('/teacher/question-bank/:questionId/edit', () => {
  it('warns that saving a used question makes a new version, then says which version is current', async () => {
    const used = bankQuestion(5, { used: true, version: 1 });
    const fake = serveBank()
      .on(api.questionBank.updateQuestion, () => ({
        question: bankQuestion(50, { version: 2 }),
        newVersion: true,
      }))
      .on(api.questionBank.getQuestion, ({ params }) =>
        params.id === 50
          ? {
              question: bankQuestion(50, { version: 2 }),
              versions: [{ id: 5, version: 1, updatedAt: '2026-11-01T10:00:00.000Z' }],
            }
          : { question: used, versions: [] },
      );
    const { router } = renderApp('/teacher/question-bank/5/edit');
    const warning = await screen.findByTestId('version-warning', undefined, SLOW);
    expect(warning).toHaveTextContent('Saving makes version 2');
    expect(screen.getByLabelText('Option A')).toHaveValue('Half');
    expect(screen.getByRole('radio', { name: 'Option A is correct' })).toBeChecked();
    await fill(screen.getByLabelText('Option C'), ' of it');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Saved as version 2, now the current version/, undefined, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/question-bank/50/edit');
    expect(fake.callsTo(api.questionBank.updateQuestion).map((call) => call.params)).toEqual([{ id: '5' }]);
    expect(fake.lastBody(api.questionBank.updateQuestion)).toMatchObject({
      options: [{ text: 'Half' }, { text: 'Quarter' }, { text: 'Third of it' }],
      correctOption: 1,
    });
    expect(screen.getByRole('link', { name: /Version 1/ })).toHaveAttribute(
      'href',
      '/teacher/question-bank/5/edit',
    );
  });

  it('shows an older version read-only with the way to the current one', async () => {
    serveBank().on(api.questionBank.getQuestion, () => ({
      question: bankQuestion(5, {
        replacedById: 50,
        actions: { edit: false, retire: false, restore: false, delete: false },
      }),
      versions: [],
    }));
    renderApp('/teacher/question-bank/5/edit');
    const notice = await screen.findByTestId('read-only-notice', undefined, SLOW);
    expect(notice).toHaveTextContent('older version');
    expect(within(notice).getByRole('link', { name: 'Open the current version' })).toHaveAttribute(
      'href',
      '/teacher/question-bank/50/edit',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Option A')).toHaveAttribute('readonly');
  });

  it('offers Restore on a retired question of ones own, and the form opens for changes after it', async () => {
    let retired = true;
    const fake = serveBank()
      .on(api.questionBank.restoreQuestion, () => {
        retired = false;
        return { question: bankQuestion(5) };
      })
      .on(api.questionBank.getQuestion, () => ({
        question: retired
          ? bankQuestion(5, {
              status: 'RETIRED',
              actions: { edit: false, retire: false, restore: true, delete: false },
            })
          : bankQuestion(5),
        versions: [],
      }));
    renderApp('/teacher/question-bank/5/edit');
    const notice = await screen.findByTestId('read-only-notice', undefined, SLOW);
    expect(notice).toHaveTextContent('retired');
    await userEvent.click(within(notice).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('button', { name: 'Save' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('read-only-notice')).not.toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/question-bank/questions/5/restore',
    ]);
  });
});
