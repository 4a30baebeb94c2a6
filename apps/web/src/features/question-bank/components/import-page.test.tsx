import { api, type ImportReport } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { importStatus, report, serveBank } from '../test-server';

const SLOW = { timeout: 5_000 };
const LONG_TEST_MS = 40_000;

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The bank's import calls: a dry run, a start, and progress that runs once, then finishes. */
function serveImport(options: { busy?: boolean } = {}) {
  let polls = 0;
  const fake = serveBank()
    .on(api.questionBank.checkImport, () => ({ report }))
    .on(api.questionBank.getImport, () => {
      polls++;
      return {
        import:
          polls < 2
            ? importStatus({ doneItems: 2 })
            : importStatus({
                status: 'DONE',
                doneItems: 5,
                createdCount: 2,
                existingCount: 1,
                failedCount: 1,
                skippedCount: 1,
                report,
                finishedAt: '2026-11-01T10:01:00.000Z',
              }),
      };
    });
  return options.busy
    ? fake.refuse(
        api.questionBank.startImport,
        409,
        'You already have an import running. Wait until it finishes.',
      )
    : fake.on(api.questionBank.startImport, () => ({ import: importStatus({}) }));
}

async function chooseFileAndPlace(name: string, content: string) {
  const input = (await waitFor(() => {
    const found = document.querySelector('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  }, SLOW)) as HTMLInputElement;
  await userEvent.upload(input, new File([content], name, { type: 'application/xml' }));
  await userEvent.selectOptions(await screen.findByLabelText('Curriculum'), '1');
  await userEvent.selectOptions(screen.getByLabelText('Course'), '10');
  await userEvent.selectOptions(screen.getByLabelText('Concept'), '100');
  await userEvent.selectOptions(screen.getByLabelText('Subconcept'), '1000');
}

describe('/teacher/question-bank/import', () => {
  it(
    'checks a file, lists problems and skips, saves the failed items, then imports with a progress bar',
    async () => {
      const fake = serveImport();
      const saved: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        saved.push(blob as Blob);
        return 'blob:failed-items';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      renderApp('/teacher/question-bank/import');
      await chooseFileAndPlace('moodle.xml', '<quiz></quiz>');
      expect(screen.getByText('Detected from the file: Moodle XML')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

      const result = await screen.findByTestId('import-report', undefined, SLOW);
      expect(within(result).getByTestId('import-count-new')).toHaveTextContent('2');
      expect(within(result).getByTestId('import-count-existing')).toHaveTextContent('1');
      expect(within(result).getByTestId('import-count-failed')).toHaveTextContent('1');
      expect(within(result).getByTestId('import-count-skipped')).toHaveTextContent('1');
      const problems = within(result).getByRole('table', {
        name: 'Items that will not be imported, and why',
      });
      expect(within(problems).getAllByRole('row')[1]).toHaveTextContent(
        '4Broken oneChoose the one correct option.',
      );
      const skipped = within(result).getByRole('table', { name: 'Questions of other types, not imported' });
      expect(within(skipped).getAllByRole('row')[1]).toHaveTextContent('5Essayessay');
      expect(within(result).getByTestId('import-preview-item')).toHaveTextContent('Item 1 · Halves');
      const check = fake.callsTo(api.questionBank.checkImport)[0];
      expect(check?.body).toMatchObject({
        format: 'moodle-xml',
        subconceptId: '1000',
        defaultMarks: '1',
        use: 'BOTH',
      });
      expect((check!.body as { file: File }).file.name).toBe('moodle.xml');

      await userEvent.click(within(result).getByRole('button', { name: 'Download failed items (CSV)' }));
      expect(saved).toHaveLength(1);
      const csv = await saved[0]!.text();
      expect(csv.split('\r\n')[0]).toContain('Question,Option A');
      expect(csv).toContain('Broken one');

      await userEvent.click(screen.getByRole('button', { name: 'Import' }));
      const bar = await screen.findByRole('progressbar', { name: 'Import progress' }, SLOW);
      expect(bar).toHaveAttribute('aria-valuenow', '2');
      expect(bar).toHaveAttribute('aria-valuemax', '5');
      expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 items done');
      expect(await screen.findByText('Import finished', undefined, SLOW)).toBeInTheDocument();
      expect(
        screen.getByText('2 questions created, 1 already in the bank, 1 failed, 1 skipped.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open these questions in the bank' })).toHaveAttribute(
        'href',
        '/teacher/question-bank?subconcept=1000',
      );
    },
    LONG_TEST_MS,
  );

  it(
    'asks for the format when the name does not tell, and shows a refused import',
    async () => {
      const fake = serveImport({ busy: true });
      renderApp('/teacher/question-bank/import');
      await chooseFileAndPlace('questions.txt', 'some words without answers');
      expect(screen.getByText('The file name does not say its format: choose it.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
      expect(await screen.findByText('Choose the format of the file.')).toBeInTheDocument();
      expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
      await userEvent.selectOptions(screen.getByLabelText('Format'), 'aiken');
      await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
      await screen.findByTestId('import-report', undefined, SLOW);
      await userEvent.click(screen.getByRole('button', { name: 'Import' }));
      expect(
        await screen.findByText(
          'You already have an import running. Wait until it finishes.',
          undefined,
          SLOW,
        ),
      ).toBeInTheDocument();
      // Changing a choice makes the check stale: the report goes until the file is checked again.
      await userEvent.selectOptions(screen.getByLabelText('Use for questions that do not say'), 'PRACTICE');
      expect(screen.queryByTestId('import-report')).not.toBeInTheDocument();
    },
    LONG_TEST_MS,
  );
  it(
    "shows each Moodle category's proposed place and the copies; a change checks the file again with it, and the import sends it",
    async () => {
      // The server's answer follows what was sent: the category mapping and the copies choice.
      const answer = (body: Record<string, unknown>): ImportReport => {
        const mapping = JSON.parse((body.categoryPlaces as string | undefined) ?? '{}') as Record<
          string,
          number | null
        >;
        const forces = mapping['Science / Forces'];
        const keep = body.duplicates === 'keep';
        return {
          ...report,
          newCount: keep ? 2 : 1,
          elsewhereCount: 1,
          categories: [
            {
              category: 'Science / Fractions',
              questionCount: 1,
              subconceptId: 1000,
              placePath: 'Class 8 / Mathematics / Fractions / Adding fractions',
              source: 'NAMES',
            },
            forces === 1001
              ? {
                  category: 'Science / Forces',
                  questionCount: 1,
                  subconceptId: 1001,
                  placePath: 'Class 8 / Mathematics / Fractions / Comparing fractions',
                  source: 'CHOSEN',
                }
              : {
                  category: 'Science / Forces',
                  questionCount: 1,
                  subconceptId: null,
                  placePath: null,
                  source: 'NONE',
                },
          ],
          preview: [
            {
              ...report.preview[0]!,
              outcome: keep ? 'NEW' : 'ELSEWHERE',
              alreadyAt: 'Class 8 / Mathematics / Fractions / Comparing fractions',
            },
          ],
        };
      };
      const fake = serveBank()
        .on(api.questionBank.checkImport, ({ body }) => ({ report: answer(body as Record<string, unknown>) }))
        .on(api.questionBank.startImport, () => ({ import: importStatus({}) }))
        .on(api.questionBank.getImport, () => ({ import: importStatus({}) }));
      renderApp('/teacher/question-bank/import');
      await chooseFileAndPlace('moodle.xml', '<quiz></quiz>');
      await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

      const fractions = await screen.findByLabelText('Science / Fractions (1 question)', undefined, SLOW);
      expect(fractions).toHaveValue('1000');
      expect(fractions).toHaveAccessibleDescription(
        'Proposed from its name: check it · Class 8 / Mathematics / Fractions / Adding fractions',
      );
      const forces = screen.getByLabelText('Science / Forces (1 question)');
      expect(forces).toHaveValue('');
      expect(forces).toHaveAccessibleDescription(/No place matches its name/);
      expect(
        screen.getByText(
          '1 question is already in the bank at another place: they are skipped, so the bank gets no copies.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByTestId('import-preview-item')).toHaveTextContent(
        'Already in the bank at Class 8 / Mathematics / Fractions / Comparing fractions',
      );
      expect(screen.getByTestId('import-count-elsewhere')).toHaveTextContent('1');

      await userEvent.selectOptions(forces, '1001');
      await waitFor(
        () => expect(screen.getByLabelText('Science / Forces (1 question)')).toHaveValue('1001'),
        SLOW,
      );
      await waitFor(
        () =>
          expect(screen.getByLabelText('Science / Forces (1 question)')).toHaveAccessibleDescription(
            /^Your choice · /,
          ),
        SLOW,
      );
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Import them anyway, as copies in the places above' }),
      );
      await waitFor(() => expect(screen.getByTestId('import-count-new')).toHaveTextContent('2'), SLOW);

      await userEvent.click(screen.getByRole('button', { name: 'Import' }));
      await waitFor(() => expect(fake.callsTo(api.questionBank.startImport)).toHaveLength(1), SLOW);
      expect(fake.callsTo(api.questionBank.checkImport)).toHaveLength(3);
      expect(fake.lastBody(api.questionBank.startImport)).toMatchObject({
        categoryPlaces: JSON.stringify({ 'Science / Forces': 1001 }),
        duplicates: 'keep',
        subconceptId: '1000',
      });
    },
    LONG_TEST_MS,
  );
});
