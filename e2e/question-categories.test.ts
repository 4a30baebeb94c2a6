import { api } from '@pathshala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eApi } from './support/api';
import { atBothWidths, heading, signIn, useBrowser } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { addData, m } from './support/language';

useDemoServer();

const { withPage } = useBrowser();
const k = m.questionBank.import;
const TEACHER = { username: 'teacher2@pathshala.example', password: 'Teacher@123' };
const RUN = Date.now().toString(36);

/** A Moodle XML export of two categories, two one-answer questions in each, as Moodle writes them. */
function twoCategoryFile(): Buffer {
  const category = (path: string) =>
    `<question type="category"><category><text>$course$/top/${path}</text></category><info format="moodle_auto_format"><text></text></info></question>`;
  const question = (name: string, text: string, options: string[]) =>
    `<question type="multichoice"><name><text>${name}</text></name><questiontext format="html"><text><![CDATA[<p>${text}</p>]]></text></questiontext><generalfeedback format="html"><text></text></generalfeedback><defaultgrade>1</defaultgrade><penalty>0.3333333</penalty><hidden>0</hidden><single>true</single><shuffleanswers>true</shuffleanswers><answernumbering>abc</answernumbering>${options
      .map(
        (option, index) =>
          `<answer fraction="${index === 0 ? 100 : 0}" format="html"><text><![CDATA[<p>${option}</p>]]></text><feedback format="html"><text></text></feedback></answer>`,
      )
      .join('')}</question>`;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${[
      category('Class 8 Science'),
      category('Class 8 Science/Cells'),
      question('Cell wall', `(${RUN}) What is the plant cell wall made of?`, [
        'Cellulose',
        'Starch',
        'Protein',
      ]),
      question('Control centre', `(${RUN}) Which part controls the cell?`, [
        'Nucleus',
        'Vacuole',
        'Cell wall',
      ]),
      category('Class 8 Science/Forces'),
      question('Pressure unit', `(${RUN}) What is the SI unit of pressure?`, ['Pascal', 'Newton', 'Joule']),
      question('Pressure rule', `(${RUN}) Pressure is force divided by:`, ['Area', 'Mass', 'Time']),
    ].join('\n')}\n</quiz>\n`,
  );
}

const CELLS = 'Class 8 Science / Cells';
const FORCES = 'Class 8 Science / Forces';
const categorySelect = (page: Page, category: string) =>
  page.getByRole('combobox', { name: `${category} (${k.questionCount(2)})` });

async function checkTheFile(page: Page) {
  addData(page.context(), 'science.xml');
  await page.goto('/teacher/question-bank/import');
  await heading(page, m.questionBank.entry.importTitle).waitFor({ timeout: 15_000 });
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'science.xml', mimeType: 'text/xml', buffer: twoCategoryFile() });
  await page.getByRole('button', { name: k.check, exact: true }).click();
  await categorySelect(page, CELLS).waitFor({ timeout: 15_000 });
}

/** Where the bank holds this run's questions, by subconcept, as the API lists them. */
async function placesOfThisRun(): Promise<string[]> {
  const { questions } = await e2eApi().ok(api.questionBank.listQuestions, {
    as: TEACHER,
    query: { text: RUN, pageSize: 100 },
  });
  return questions.map((question) => question.place.subconceptName).sort();
}

describe("a Moodle file's categories become places (issue 28)", { tags: ['hindi'] }, () => {
  it('proposes a place per category, takes the teacher’s change, imports into two subconcepts, remembers them, and tells of copies', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, TEACHER.username, TEACHER.password);
      await page.waitForURL(/\/teacher/, { timeout: 15_000 });
      await checkTheFile(page);

      // Proposed by their names; the teacher sends Forces to the pressure lesson instead.
      const cells = categorySelect(page, CELLS);
      const forces = categorySelect(page, FORCES);
      expect(await cells.locator('option:checked').innerText()).toBe('Plant and Animal Cells');
      expect(await forces.locator('option:checked').innerText()).toBe('Contact and Non-contact Forces');
      await forces.selectOption({ label: 'Pressure in Solids, Liquids and Gases' });
      await page.getByText(`${k.categorySources.CHOSEN} · Class 8 Science / `).waitFor();
      await atBothWidths(page, 'import-categories', { axe: true });

      await page.getByRole('button', { name: k.import, exact: true }).click();
      await page.getByText(k.doneTitle).waitFor({ timeout: 30_000 });
      expect(await placesOfThisRun()).toEqual([
        'Plant and Animal Cells',
        'Plant and Animal Cells',
        'Pressure in Solids, Liquids and Gases',
        'Pressure in Solids, Liquids and Gases',
      ]);

      // The next file from the same course starts where she put them; all four are in the bank.
      await checkTheFile(page);
      expect(await categorySelect(page, FORCES).locator('option:checked').innerText()).toBe(
        'Pressure in Solids, Liquids and Gases',
      );
      expect(await page.getByText(`${k.categorySources.REMEMBERED} · Class 8 Science / `).count()).toBe(2);

      // Sent elsewhere, the same questions are copies: the dry run says where, and skips them.
      for (const category of [CELLS, FORCES])
        await categorySelect(page, category).selectOption({ label: 'Photosynthesis' });
      await page.getByText(k.elsewhere(4)).waitFor({ timeout: 15_000 });
      await page
        .getByText(
          k.alreadyAt(
            'Class 8 Science / Biology: Living Systems / Cells: The Building Blocks of Life / Plant and Animal Cells',
          ),
        )
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: k.import, exact: true }).isDisabled()).toBe(true);
      await atBothWidths(page, 'import-copies', { axe: true });
    });
  });
});
