import { api, type SessionUser } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { anAdmin } from '../../../test/session-users';
import { bankQuestion, serveBank } from '../test-server';

/** The first render of the whole app in jsdom takes a while. */
const SLOW = { timeout: 5_000 };
/** Eight filters chosen one by one on a shared jsdom runner. */
const LONG_TEST_MS = 40_000;

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

const mine = bankQuestion(5);
const theirs = bankQuestion(6, {
  author: { id: 8, name: 'Ravi Das' },
  used: true,
  version: 2,
  actions: { edit: false, retire: false, restore: false, delete: false },
});

/** The list's calls, for the teacher (default) or another user. */
function serveList(user?: SessionUser) {
  let deleted = false;
  return serveBank(user)
    .on(api.questionBank.deleteQuestion, ({ params }) => {
      if (params.id === 5) deleted = true;
    })
    .on(api.questionBank.listQuestions, ({ query }) => {
      const questions = query.text === 'nothing' ? [] : deleted ? [theirs] : [mine, theirs];
      return { questions, total: questions.length ? 30 : 0, page: query.page, pageSize: 25 };
    });
}

describe('/teacher/question-bank', () => {
  it('heads each row with the question itself, then its picture and lettered options with the key named', async () => {
    const pictured = bankQuestion(7, {
      image: { id: 3, url: '/api/question-images/abc' },
      options: [
        { text: 'Half', image: null },
        { text: '', image: { id: 4, url: '/api/question-images/def' } },
      ],
      correctOption: 2,
    });
    serveBank().on(api.questionBank.listQuestions, () => ({
      questions: [pictured],
      total: 1,
      page: 1,
      pageSize: 25,
    }));
    renderApp('/teacher/question-bank');
    const heading = await screen.findByRole('heading', { level: 2, name: /Question text 7/ }, SLOW);
    expect(heading).not.toHaveTextContent(/^Question 7$/);
    const row = screen.getByTestId('question-row');
    expect(within(row).getByRole('img', { name: "The question's picture" })).toHaveAttribute(
      'src',
      '/api/question-images/abc',
    );
    const options = within(within(row).getByRole('list', { name: 'Options of question 7' })).getAllByRole(
      'listitem',
    );
    expect(options.map((item) => item.textContent)).toEqual(['A.Half', 'B.Right answer']);
    expect(
      within(options[1] as HTMLElement).getByRole('img', { name: 'Picture of option B' }),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent('Question 7 · Version 1');
  });

  it('lists questions with their place, marks, use, version and author, and the buttons the server allows', async () => {
    serveList();
    renderApp('/teacher/question-bank');
    expect(await screen.findByText('30 questions', undefined, SLOW)).toBeInTheDocument();
    const rows = screen.getAllByTestId('question-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('question-stem')).toHaveTextContent('Question text 5');
    expect(first).toHaveTextContent('Class 8 › Mathematics › Fractions › Adding fractions');
    expect(first).toHaveTextContent(
      '2 marks · Use: Practice and assessments · Difficulty: Easy · By Meera Iyer',
    );
    expect(within(first).getByRole('link', { name: 'Edit question 5' })).toHaveAttribute(
      'href',
      '/teacher/question-bank/5/edit',
    );
    expect(within(first).getByRole('button', { name: 'Delete question 5' })).toBeInTheDocument();
    // Someone else's used question: view and duplicate only.
    expect(within(second).getByRole('link', { name: 'View question 6' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Duplicate question 6' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Retire|Delete/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Version 2');
    expect(within(second).getByText('Used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/teacher');
  });

  it(
    'sends the filters to the server and keeps them in the address',
    async () => {
      const fake = serveList();
      const { router } = renderApp('/teacher/question-bank');
      await screen.findByText('30 questions', undefined, SLOW);
      await userEvent.selectOptions(screen.getByLabelText('Curriculum'), '1');
      await userEvent.selectOptions(screen.getByLabelText('Course'), '10');
      await userEvent.selectOptions(screen.getByLabelText('Concept'), '100');
      await userEvent.selectOptions(screen.getByLabelText('Subconcept'), '1000');
      await userEvent.selectOptions(screen.getByLabelText('Use'), 'PRACTICE');
      await userEvent.selectOptions(screen.getByLabelText('Author'), 'me');
      await userEvent.selectOptions(screen.getByLabelText('Marks'), '1.5');
      await userEvent.type(screen.getByLabelText('Search'), 'nothing');
      expect(
        await screen.findByText('No questions match these filters.', undefined, SLOW),
      ).toBeInTheDocument();
      expect(fake.callsTo(api.questionBank.listQuestions).at(-1)?.query).toMatchObject({
        curriculumId: '1',
        courseId: '10',
        conceptId: '100',
        subconceptId: '1000',
        use: 'PRACTICE',
        author: 'me',
        marks: '1.5',
        text: 'nothing',
        status: 'ACTIVE',
      });
      expect(router.state.location.search).toContain('subconcept=1000');
      // A lower level waits for the one above it.
      await userEvent.selectOptions(screen.getByLabelText('Curriculum'), '');
      expect(screen.getByLabelText('Course')).toBeDisabled();
      expect(router.state.location.search).not.toContain('subconcept');
    },
    LONG_TEST_MS,
  );

  it('shows a subconcept named alone in the address with the places above it', async () => {
    serveList();
    renderApp('/teacher/question-bank?subconcept=1001');
    await screen.findByText('30 questions', undefined, SLOW);
    await waitFor(() => expect(screen.getByLabelText('Subconcept')).toHaveValue('1001'));
    expect(screen.getByLabelText('Curriculum')).toHaveValue('1');
    expect(screen.getByRole('link', { name: 'New question' })).toHaveAttribute(
      'href',
      '/teacher/question-bank/new?subconcept=1001',
    );
  });

  it('deletes a question only after confirming', async () => {
    const fake = serveList();
    renderApp('/teacher/question-bank');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete question 5' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(fake.callsTo(api.questionBank.deleteQuestion)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Question 5 is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(1));
    expect(fake.callsTo(api.questionBank.deleteQuestion).map((call) => call.params)).toEqual([{ id: '5' }]);
  });
});

describe('/admin/question-bank', () => {
  it("is the admins' Question Banks tool: the same list, its links in the admin area", async () => {
    serveList(anAdmin);
    renderApp('/admin/question-bank');
    expect(
      await screen.findByRole('heading', { name: 'Question Banks', level: 1 }, SLOW),
    ).toBeInTheDocument();
    await screen.findByText('30 questions', undefined, SLOW);
    expect(screen.getByRole('link', { name: 'Edit question 5' })).toHaveAttribute(
      'href',
      '/admin/question-bank/5/edit',
    );
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute(
      'href',
      '/admin/question-bank/import',
    );
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/admin');
  });

  it('opens the import page under its own heading, with the way back to the bank', async () => {
    serveList(anAdmin);
    renderApp('/admin/question-bank/import');
    expect(
      await screen.findByRole('heading', { name: 'Import questions', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the question bank/ })).toHaveAttribute(
      'href',
      '/admin/question-bank',
    );
    expect(screen.getByRole('button', { name: 'Download template (XLSX)' })).toBeInTheDocument();
  });
});
