import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, BULK_HEADER_WORDS } from '@pathshala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eApi } from './support/api';
import {
  atBothWidths,
  expectNoSeriousAxeViolations,
  heading,
  screenshot,
  signIn,
  useBrowser,
} from './support/browser';
import { useDemoServer } from './support/demo-server';
import { addData, m } from './support/language';

useDemoServer();
const { withPage } = useBrowser();

/** Unique per run, so the people made here never collide with an earlier run's. */
const RUN = Date.now().toString(36);
const GENERATED = /^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/;

/** The pages of a PDF Chromium printed (each page object is written as /Type /Page). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin', 'Admin@123');
  await heading(page, m.admin.dashboard.title).waitFor({ timeout: 15_000 });
}

describe("a new school's first week: accounts it can hand out (issue 28)", () => {
  it('an admin uploads students without passwords, is shown each generated one once and prints the slips', async () => {
    const people = ['Asha', 'Ravi', 'Meena'].map((first, i) => ({
      username: `slip${i}.${RUN}@school.example`,
      name: `${first} Kulkarni`,
      first,
    }));
    const file = join(tmpdir(), `first-week-${RUN}.csv`);
    writeFileSync(
      file,
      [
        'username,salutation,firstName,lastName,dob,address,currentYearId,registrationStatus',
        ...people.map((person) => `${person.username},,${person.first},Kulkarni,2012-05-17,,2026,A`),
      ].join('\n'),
    );

    await withPage('desktop', async (page) => {
      await signInAsAdmin(page);
      await page.goto('/admin/add-user');
      await page.getByRole('tab', { name: m.admin.addUser.tabs.bulk }).click();
      await page.locator('input[type="file"]').setInputFiles(file);
      await page.getByTestId('bulk-preview').waitFor();
      const choice = page.getByTestId('bulk-passwords');
      await choice.getByText(m.people.firstPasswords.fileHasNoPasswords).waitFor();
      await atBothWidths(page, 'first-week-bulk-preview', { axe: true });

      await page.getByRole('button', { name: m.admin.bulk.process }).click();
      const shown = page.getByTestId('generated-passwords');
      await shown.waitFor({ timeout: 30_000 });
      await shown.getByText(m.people.firstPasswords.shownOnce(3)).waitFor();
      const slips = page.getByTestId('sign-in-slips').locator('section');
      expect(await slips.count()).toBe(3);
      const passwords: string[] = [];
      for (const [index, person] of people.entries()) {
        const slip = slips.nth(index);
        expect(await slip.getAttribute('aria-label')).toBe(person.name);
        const password = (await slip.locator('dd.password').textContent()) ?? '';
        expect(password).toMatch(GENERATED);
        // The table of who was created shows the same password beside the person.
        await page
          .getByTestId('bulk-created')
          .getByRole('row', { name: new RegExp(password) })
          .waitFor();
        passwords.push(password);
      }
      expect(new Set(passwords).size).toBe(3);
      await atBothWidths(page, 'first-week-bulk-passwords', { axe: true });

      // Print opens the browser's print; the print view is the slips alone, eight to an A4 page.
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed++;
        };
      });
      await page.getByRole('button', { name: m.people.firstPasswords.printSlips(3) }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#root').isVisible()).toBe(false);
      await slips.first().waitFor({ state: 'visible' });
      const boxes = await slips.evaluateAll((sections) =>
        sections.map((section) => section.getBoundingClientRect().toJSON() as DOMRect),
      );
      // Two across: the second slip sits beside the first, the third under it.
      expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 2);
      expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 2);
      for (const [index, person] of people.entries()) {
        const text = await slips.nth(index).innerText();
        for (const part of [person.name, person.username, passwords[index]!, '/login']) {
          expect(text).toContain(part);
        }
      }
      await screenshot(page, 'first-week-slips-print');
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.byteLength).toBeGreaterThan(1_000);
      await page.emulateMedia({ media: 'screen' });

      // Shown once: leaving the page forgets them, and nothing brings them back.
      await page.goto('/admin/add-user');
      await heading(page, m.admin.addUser.title).waitFor();
      expect(await page.getByTestId('sign-in-slips').count()).toBe(0);
      expect(await page.content()).not.toContain(passwords[0]!);
    });
  });

  it("a file's Cohort column places each student; the slips print per cohort, a cohort to a page, or one cohort alone", {
    tags: ['hindi'],
  }, async () => {
    const classes = [
      ...['Anu', 'Bala', 'Chitra'].map((first) => ({ first, cohort: 'Class 8A Science' })),
      ...['Dev', 'Esha'].map((first) => ({ first, cohort: 'Class 8A Mathematics' })),
      { first: 'Farid', cohort: '' },
    ].map((person, i) => ({ ...person, username: `class${i}.${RUN}@school.example` }));
    const file = join(tmpdir(), `first-week-classes-${RUN}.csv`);
    writeFileSync(
      file,
      [
        'username,firstName,lastName,dob,currentYearId,cohort',
        ...classes.map((person) => `${person.username},${person.first},Rao,2012-05-17,2026,${person.cohort}`),
      ].join('\n'),
    );
    const f = m.people.firstPasswords;

    await withPage('desktop', async (page) => {
      await signInAsAdmin(page);
      await page.goto('/admin/add-user');
      await page.getByRole('tab', { name: m.admin.addUser.tabs.bulk }).click();
      // The template's headers are the file's own words, in English in every language (the upload reads them).
      addData(page.context(), ...Object.values(BULK_HEADER_WORDS));
      // The file field looks like one: it says what to choose, with a Choose file button at its end.
      const field = page.getByRole('button', { name: m.admin.bulk.fileLabel });
      await field.getByText(m.admin.bulk.filePlaceholder).waitFor();
      // Drawn at the field's end (beside the control, which keeps its name from the label).
      const chooseButton = page.getByText(m.admin.bulk.chooseFile, { exact: true });
      await chooseButton.waitFor();
      await atBothWidths(page, 'first-week-bulk-file', { axe: true });
      await page.setViewportSize({ width: 360, height: 740 });
      expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.setViewportSize({ width: 1280, height: 800 });
      const chooser = page.waitForEvent('filechooser');
      await field.press('Enter'); // by keyboard too
      await (await chooser).setFiles(file);
      await page.getByTestId('bulk-preview').waitFor();
      await field.getByText(`first-week-classes-${RUN}.csv`).waitFor();
      addData(page.context(), `first-week-classes-${RUN}.csv`);
      expect(await chooseButton.count()).toBe(0);
      await atBothWidths(page, 'first-week-bulk-file-chosen', { axe: true });
      await page.getByRole('button', { name: m.admin.bulk.process }).click();
      await page.getByTestId('generated-passwords').waitFor({ timeout: 30_000 });
      // Who was created, with the cohort each was placed in.
      const created = page.getByTestId('bulk-created');
      await created.getByRole('columnheader', { name: m.cohorts.bulk.cohort }).waitFor();
      await created.getByRole('row', { name: /Anu Rao.*Class 8A Science/ }).waitFor();
      await page.getByRole('combobox', { name: f.slipsOf }).waitFor();
      await atBothWidths(page, 'first-week-cohort-slips', { axe: true });

      await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
      await page.emulateMedia({ media: 'print' });
      const groups = page.getByTestId('sign-in-group');
      const headings = await groups.locator('.group-heading').allInnerTexts();
      expect(headings).toEqual([
        expect.stringMatching(/^Class 8A Mathematics \(.+\) · /),
        expect.stringMatching(/^Class 8A Science \(.+\) · /),
        `${f.slip.noCohort} · ${f.slip.slipCount(1)}`,
      ]);
      expect(await groups.nth(1).locator('section').count()).toBe(3);
      await screenshot(page, 'first-week-cohort-slips-print');
      // Each cohort from a new page: three groups, three A4 pages.
      expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(3);
      await page.emulateMedia({ media: 'screen' });

      // One cohort alone: her class's slips for the class teacher.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('combobox', { name: f.slipsOf }).click();
      await page
        .getByRole('option', { name: new RegExp(`^Class 8A Science .*: ${f.slip.slipCount(3)}$`) })
        .click();
      await page.getByRole('button', { name: f.printSlips(3) }).waitFor();
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.emulateMedia({ media: 'print' });
      expect(await groups.count()).toBe(1);
      const names = await groups
        .locator('section')
        .evaluateAll((slips) => slips.map((slip) => slip.getAttribute('aria-label')));
      expect(names).toEqual(['Anu Rao', 'Bala Rao', 'Chitra Rao']);
      await screenshot(page, 'first-week-cohort-slips-one-print');
      expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
      await page.emulateMedia({ media: 'screen' });
    });
  });

  it('a student signs in with her slip, is welcomed (not back), must choose her own password, then is in', {
    tags: ['hindi'],
  }, async () => {
    const username = `first.${RUN}@school.example`;
    const created = await e2eApi().ok(api.admin.createStudent, {
      as: 'admin',
      body: {
        username,
        firstName: 'Kavya',
        lastName: 'Joshi',
        dob: '2012-03-04',
        currentYearId: 2026,
        generatePassword: true,
      },
    });
    const password = created.data.password!; // generatePassword: the answer has it
    expect(password).toMatch(GENERATED);

    await withPage('phone', async (page) => {
      await signIn(page, username, password);
      const welcome = page.getByTestId('welcome-screen');
      await welcome.getByRole('heading', { name: m.welcome.firstTime('Kavya Joshi') }).waitFor();
      expect(await welcome.innerText()).not.toContain(m.welcome.student('Kavya Joshi'));
      await page.waitForURL('**/change-password', { timeout: 15_000 });
      await page.getByTestId('password-change-required').waitFor();
      await page.getByText(m.recovery.change.requiredBody).waitFor();
      // Nothing else opens first: the student area sends her back.
      await page.goto('/student');
      await page.waitForURL('**/change-password');
      await page.getByTestId('password-change-required').waitFor();
      await atBothWidths(page, 'first-week-change-required', { axe: true });

      await page.getByLabel(m.recovery.change.currentLabel).fill(password);
      await page.getByLabel(m.recovery.change.newLabel, { exact: true }).fill('Kavya@Own2026');
      await page.getByLabel(m.recovery.change.confirmLabel).fill('Kavya@Own2026');
      await page.getByRole('button', { name: m.recovery.change.submit }).click();
      await page.getByTestId('recovery-success').waitFor();
      await page.waitForURL('**/login', { timeout: 10_000 });

      // Her second sign-in is a return: welcomed back, then straight to her dashboard.
      await signIn(page, username, 'Kavya@Own2026');
      await page.getByRole('heading', { name: m.welcome.student('Kavya Joshi') }).waitFor();
      await heading(page, m.student.dashboard.title).waitFor({ timeout: 15_000 });
      await expectNoSeriousAxeViolations(page, 'student dashboard after the first change');
    });
  });
});

/** Runs in the page before its scripts: remembers whether a welcome screen was ever rendered. */
function noteAnyWelcome() {
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="welcome-screen"]')) {
      (window as unknown as { welcomed: boolean }).welcomed = true;
    }
  }).observe(document, { childList: true, subtree: true });
}

const welcomed = (page: Page) =>
  page.evaluate(() => (window as unknown as { welcomed?: boolean }).welcomed ?? false);

describe('opening a link should be quick (issue 28, item 10)', () => {
  it('a signed-in deep link opened in a new tab shows its screen after the splash, with no welcome', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'teacher1@pathshala.example', 'Teacher@123');
      // The teacher opens the room's link while this tab still greets her.
      await page.getByTestId('welcome-screen').waitFor();
      const tab = await page.context().newPage();
      await tab.addInitScript(noteAnyWelcome);
      const started = Date.now();
      await tab.goto('/teacher/exam-rooms');
      await heading(tab, m.examRoom.list.title).waitFor({ timeout: 15_000 });
      const shownAfterMs = Date.now() - started;
      console.log(`deep link /teacher/exam-rooms shown ${shownAfterMs} ms after the splash started`);
      // Quick means no welcome in between (its 2.5 s came on top of the splash); the time is for the log:
      // 2.5 s on an idle machine, and timing belongs in benchmarks.
      expect(await welcomed(tab)).toBe(false);
    });
    // The same in the tab that signed in, the link followed before its welcome ended.
    await withPage('desktop', async (page) => {
      await signIn(page, 'teacher1@pathshala.example', 'Teacher@123');
      await page.getByTestId('welcome-screen').waitFor();
      await page.addInitScript(noteAnyWelcome);
      const started = Date.now();
      await page.goto('/teacher/exam-rooms');
      await heading(page, m.examRoom.list.title).waitFor({ timeout: 15_000 });
      const sameTabMs = Date.now() - started;
      console.log(`deep link in the tab that signed in shown ${sameTabMs} ms after the splash started`);
      expect(await welcomed(page)).toBe(false);
    });
  });
});
