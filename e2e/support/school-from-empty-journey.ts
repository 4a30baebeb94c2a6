import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { api } from '@pathshala/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftDocx, seedFile } from '../../apps/api/src/modules/library/library.test-support';
import { e2eApi, sessionOf, studyTreeOf } from './api';
import {
  atBothWidths,
  checkScreen,
  chooseOption,
  heading,
  launchBrowser,
  screenshot,
  VIEWPORTS,
  type ViewportName,
} from './browser';
import { type DatabaseMode, type SchoolInstall, seedQuestions, startSchoolInstall } from './school-install';

const SCHOOL = 'Sunrise Public School';
const ADMIN = { username: 'principal', email: 'principal@sunrise.example', password: 'Sunrise@Admin2026' };
const PARTNER = 'Sunrise Education Trust';
const CENTER = 'Sunrise Campus, Nagpur';
const TEACHER = { email: 'meera.iyer@sunrise.example', password: 'Teach@Sunrise1', name: 'Meera Iyer' };
const STUDENT_PASSWORD = 'Learn@Sunrise1';
const students = Array.from({ length: 30 }, (_, i) => ({
  username: `student${String(i + 1).padStart(2, '0')}@sunrise.example`,
  firstName: `Pupil${i + 1}`,
  lastName: 'Kumar',
}));
const CURRICULUM = 'Class 7 Science';
const COURSES = {
  physics: { name: 'Physics', concept: 'Motion', subconcepts: ['Speed', 'Distance and time'] },
  biology: { name: 'Biology', concept: 'Nutrition in plants', subconcepts: ['Photosynthesis'] },
} as const;
const COHORT = 'Class 7 Science A';
const ASSESSMENT = 'Motion check';
const WEB_PAGE = 'https://en.wikipedia.org/wiki/Speed';

/**
 * The journey that matters most (issue 12): a school starts from an empty install and ends with a
 * student who studied and took an assessment, whose progress survives a backup, a wipe and a restore.
 * One test file per database (school-from-empty*.test.ts), so the two run side by side; the steps of
 * one mode build on each other and run in order.
 */
export function describeSchoolFromEmpty(mode: DatabaseMode, { skip = false } = {}): void {
  describe.skipIf(skip)(`a school from an empty install (${mode})`, () => {
    let install: SchoolInstall;
    let browser: Browser;
    /** The student's progress after studying, to compare after the restore. */
    let studied: Record<string, number> = {};

    beforeAll(async () => {
      install = await startSchoolInstall(mode);
      browser = await launchBrowser();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await install?.remove();
    });

    /** A page of its own (fresh storage) at a viewport, closed afterwards. */
    async function withPage<T>(viewport: ViewportName, run: (page: Page) => Promise<T>): Promise<T> {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: install.baseUrl });
      const page = await context.newPage();
      try {
        return await run(page);
      } catch (error) {
        const step = expect.getState().currentTestName?.split(' > ').at(-1)?.replace(/\W+/g, '-');
        await screenshot(page, `journey-${mode}-failure-${step}`);
        throw error;
      } finally {
        await context.close();
      }
    }

    async function signIn(page: Page, username: string, password: string) {
      await page.goto('/login');
      await page.getByLabel(/username or email/i).fill(username);
      await page.getByLabel(/^password/i).fill(password);
      await page.getByRole('button', { name: /^sign in$/i }).click();
    }
    const signInAsStudent = async (page: Page) => {
      await signIn(page, students[0]!.username, STUDENT_PASSWORD);
      await page.waitForURL('**/student', { timeout: 15_000 });
    };
    const signInAsAdmin = async (page: Page) => {
      await signIn(page, ADMIN.username, ADMIN.password);
      await heading(page, 'Admin Dashboard').waitFor({ timeout: 15_000 });
    };

    it('sets up the school and its first administrator, once', async () => {
      await withPage('phone', async (page) => {
        await page.goto('/login');
        await page.getByText('This school is not set up yet').waitFor({ timeout: 15_000 });
        await page.getByRole('link', { name: 'Set up the school' }).click();
        await heading(page, 'Set up your school').waitFor();
        await checkScreen(page, `journey-${mode}-setup`, 'phone');
        // The code the server wrote to its data directory at start (it also printed it in its log).
        const setupCode = readFileSync(join(install.server.dataDir, 'setup-code'), 'utf8').trim();
        await page.getByLabel(/^Setup code/).fill(setupCode);
        await page.getByLabel(/^School name/).fill(SCHOOL);
        await page.getByLabel(/^Email address/).fill(ADMIN.email);
        await page.getByLabel(/^Username/).fill(ADMIN.username);
        await page.getByLabel(/^First name/).fill('Asha');
        await page.getByLabel(/^Last name/).fill('Rao');
        await page.getByLabel(/^Password/).fill(ADMIN.password);
        await page.getByLabel(/^Confirm password/).fill(ADMIN.password);
        await page.getByRole('button', { name: 'Set Up School' }).click();
        await heading(page, 'Admin Dashboard').waitFor({ timeout: 15_000 });
      });
      // Never again: the setup page now says so.
      await withPage('desktop', async (page) => {
        await page.goto('/setup');
        await page.getByText('This school is already set up').waitFor({ timeout: 15_000 });
      });
    });

    it('creates a training partner and a center', async () => {
      await withPage('desktop', async (page) => {
        await signInAsAdmin(page);
        await page.getByRole('link', { name: 'Training Partners' }).first().click();
        await heading(page, 'Training Partners and Centers').waitFor();
        await page.getByRole('button', { name: 'Add Training Partner' }).click();
        const partnerDialog = page.getByRole('dialog', { name: 'Add Training Partner' });
        await partnerDialog.getByLabel(/^Training partner name/).fill(PARTNER);
        await partnerDialog.getByRole('button', { name: 'Create Partner' }).click();
        await page.getByRole('button', { name: 'Show centers (0)' }).click();
        await page.getByRole('button', { name: `Add Training Center to ${PARTNER}` }).click();
        const centerDialog = page.getByRole('dialog', { name: 'Add Training Center' });
        await centerDialog.getByLabel(/^Training center name/).fill(CENTER);
        await centerDialog.getByLabel(/^Current year/).fill('2026');
        await centerDialog.getByRole('button', { name: 'Create Center' }).click();
        await page.getByText(CENTER).first().waitFor();
        await checkScreen(page, `journey-${mode}-partners`, 'desktop');
      });
    });

    it('adds a teacher and 30 students from spreadsheets', async () => {
      const teacherFile = spreadsheet('teachers', [
        [
          'email',
          'salutation',
          'firstName',
          'lastName',
          'password',
          'address',
          'trainingCenterName',
          'trainingPartnerName',
          'registrationStatus',
        ],
        [TEACHER.email, 'Ms', 'Meera', 'Iyer', TEACHER.password, '', CENTER, PARTNER, 'A'],
      ]);
      const studentFile = spreadsheet('students', [
        [
          'username',
          'salutation',
          'firstName',
          'lastName',
          'password',
          'dob',
          'address',
          'currentYearId',
          'registrationStatus',
        ],
        ...students.map((s) => [
          s.username,
          '',
          s.firstName,
          s.lastName,
          STUDENT_PASSWORD,
          '2013-06-01',
          '',
          2026,
          'A',
        ]),
      ]);
      await withPage('desktop', async (page) => {
        await signInAsAdmin(page);
        await page.goto('/admin/add-user');
        await page.getByRole('tab', { name: 'Bulk Upload' }).click();
        await page
          .locator('label')
          .filter({ hasText: /^Teachers$/ })
          .click();
        await page.locator('input[type="file"]').setInputFiles(teacherFile);
        await page.getByRole('button', { name: 'Process Upload' }).click();
        await page
          .getByTestId('bulk-result')
          .getByText('Created 1 users.', { exact: false })
          .waitFor({ timeout: 60_000 });

        await page
          .locator('label')
          .filter({ hasText: /^Students$/ })
          .click();
        await page.locator('input[type="file"]').setInputFiles(studentFile);
        await page.getByRole('button', { name: 'Process Upload' }).click();
        const result = page.getByTestId('bulk-result');
        await result.getByText('Created 30 users.', { exact: false }).waitFor({ timeout: 120_000 });
        await page.getByTestId('bulk-created').getByText(students[29]!.username).waitFor();
        await checkScreen(page, `journey-${mode}-bulk-created`, 'desktop');
      });
    });

    it('writes a curriculum with two courses, their concepts and subconcepts', async () => {
      await withPage('desktop', async (page) => {
        await signInAsAdmin(page);
        await page.getByRole('link', { name: 'Curriculum' }).first().click();
        await heading(page, 'Curriculum').waitFor();
        await page.getByLabel(/^Name/).first().fill(CURRICULUM);
        // A new curriculum opens in its editor.
        await page.getByRole('button', { name: 'Create curriculum' }).click();
        await page.getByTestId('curriculum-header').getByText(CURRICULUM).waitFor();

        const add = async (level: string, parent: string, name: string, minutes?: number) => {
          await page.getByRole('button', { name: `Add ${level} to ${parent}` }).click();
          const dialog = page.getByRole('dialog', { name: `Add ${level} to ${parent}` });
          await dialog.getByLabel(/^Name/).fill(name);
          if (minutes !== undefined) await dialog.getByLabel(/^Duration/).fill(String(minutes));
          await dialog.getByRole('button', { name: 'Save' }).click();
          await dialog.waitFor({ state: 'hidden' });
        };
        // A course or concept just added shows open, ready for its first child.
        for (const course of Object.values(COURSES)) {
          await add('course', CURRICULUM, course.name);
          await add('concept', course.name, course.concept);
          for (const subconcept of course.subconcepts)
            await add('subconcept', course.concept, subconcept, 10);
        }
        await page.getByText('Distance and time').waitFor();
        await checkScreen(page, `journey-${mode}-curriculum`, 'desktop');
      });
    });

    it('uploads one content item of each type, the video through a dropped and resumed upload', async () => {
      const files = {
        video: fixture('speed-video.webm', seedFile('energy.webm')),
        pdf: fixture('speed-notes.pdf', seedFile('cells-notes.pdf')),
        slides: fixture('speed-slides.pdf', seedFile('forces-slides.pdf')),
        document: fixture(
          'speed-reading.docx',
          craftDocx(['# How fast is fast?', 'Speed is the distance travelled in a unit of time.']),
        ),
      };
      await withPage('desktop', async (page) => {
        await signInAsAdmin(page);
        await page.goto('/admin/curriculum');
        await page.getByRole('link', { name: CURRICULUM }).click();
        await page.getByRole('button', { name: 'Physics', exact: true }).click();
        await page.getByRole('button', { name: 'Motion', exact: true }).click();
        await page.getByRole('link', { name: 'Content of Speed' }).click();
        await page.getByRole('heading', { name: 'Content of Speed' }).waitFor({ timeout: 15_000 });

        // The video: the connection drops after half of the file reached the server; Retry goes on
        // from there instead of starting over.
        const offsets: number[] = [];
        page.on('request', (request) => {
          if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
        });
        let dropped = false;
        // The page's own upload requests, intercepted by their URL.
        await page.route('**/api/library/uploads/**', async (route) => {
          const request = route.request();
          if (request.method() !== 'PATCH' || dropped) return route.continue();
          dropped = true;
          const body = request.postDataBuffer() ?? Buffer.alloc(0);
          await route.fetch({ postData: body.subarray(0, Math.floor(body.length / 2)) });
          await page.context().setOffline(true);
          await route.abort('internetdisconnected');
        });
        await uploadFile(page, 'Video', files.video, 'Speed explained', 5, async () => {
          await page.getByText('The upload stopped').waitFor({ timeout: 30_000 });
          await checkScreen(page, `journey-${mode}-upload-interrupted`, 'desktop');
          await page.context().setOffline(false);
          await page.getByRole('button', { name: 'Retry upload' }).click();
        });
        const half = Math.floor(statSync(files.video).size / 2);
        expect(offsets.at(-1), 'the retried part starts where the first one stopped').toBe(half);

        await uploadFile(page, 'PDF', files.pdf, 'Speed notes', 10);
        await uploadFile(page, 'Presentation', files.slides, 'Speed slides', 10);
        await uploadFile(page, 'Document', files.document, 'How fast is fast?', 5);
        await page.getByRole('tab', { name: 'Add a web link' }).click();
        const linkForm = page.getByRole('tabpanel', { name: 'Add a web link' });
        await linkForm.getByLabel(/^Web address/).fill(WEB_PAGE);
        await linkForm.getByLabel(/^Name/).fill('Speed on the encyclopedia');
        await linkForm.getByLabel(/^Duration/).fill('5');
        await linkForm.getByRole('button', { name: 'Add web link' }).click();
        await page.getByText(/^Speed on the encyclopedia added/).waitFor({ timeout: 30_000 });
        await page.getByText('Content · 5 content items').waitFor();
        await checkScreen(page, `journey-${mode}-content`, 'desktop');

        // The same notes again: the library says where they already are, and the teacher skips them.
        const form = await startUpload(page, 'PDF', files.pdf, 'Speed notes again', 10);
        const prompt = form.getByTestId('duplicate-prompt');
        await prompt
          .getByText(`${CURRICULUM} / Physics / Motion / Speed: Speed notes`)
          .waitFor({ timeout: 60_000 });
        await atBothWidths(page, `journey-${mode}-upload-duplicate`, { axe: true });
        await prompt.getByRole('button', { name: 'Skip this file' }).click();
        await page.getByText('Speed notes again was not added: it is already in the library.').waitFor();
        await page.getByText('Content · 5 content items').waitFor();
      });
    });

    it('makes a cohort with that teacher and those students', async () => {
      await withPage('desktop', async (page) => {
        await signInAsAdmin(page);
        await page.goto('/admin/add-cohort');
        await heading(page, 'Add Cohort').waitFor();
        await page.getByLabel(/^Cohort name/).fill(COHORT);
        await page.getByLabel(/^Curriculum/).selectOption({ label: CURRICULUM });
        await page.getByLabel(/^Training center/).selectOption({ label: CENTER });
        await page.getByLabel('Teachers', { exact: true }).fill('Meera');
        await page.getByRole('option', { name: new RegExp(`^${TEACHER.name}`) }).click();
        await page.getByRole('button', { name: 'Create Cohort' }).click();
        await page.getByText(`Cohort ${COHORT} created.`).waitFor();
      });
      // The 30 students go in by pasting the list on the cohort's page.
      await withPage('desktop', async (page) => {
        await signInAsAdmin(page);
        await page.goto('/admin/cohorts');
        await page.getByRole('link', { name: COHORT }).click();
        await heading(page, COHORT).waitFor();
        await page.getByRole('cell', { name: TEACHER.name }).first().waitFor();
        await page.getByRole('tab', { name: 'Paste a list' }).click();
        await page
          .getByLabel(/^E-mail addresses or usernames/)
          .fill(students.map((s) => s.username).join('\n'));
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await page
          .getByText(/30 students/)
          .first()
          .waitFor({ timeout: 30_000 });
        await checkScreen(page, `journey-${mode}-cohort`, 'desktop');
      });
    });

    it('lets the teacher build and serve an assessment from the bank', async () => {
      await seedQuestions(install, { curriculum: CURRICULUM, subconcept: 'Speed', count: 4 });
      await withPage('desktop', async (page) => {
        await signIn(page, TEACHER.email, TEACHER.password);
        await heading(page, 'Teacher Dashboard').waitFor({ timeout: 15_000 });
        await page.goto('/teacher/prepare-assessment');
        await heading(page, 'Create Assessment').waitFor();
        await page.getByRole('textbox', { name: /Assessment name/ }).fill(ASSESSMENT);
        await chooseOption(page, /^Curriculum/, CURRICULUM);
        await page.getByRole('textbox', { name: /Duration \(minutes\)/ }).fill('10');
        await page.getByRole('textbox', { name: /Total questions/ }).fill('3');
        await page.getByRole('textbox', { name: /Total marks/ }).fill('3');
        await page.getByRole('button', { name: 'Create and Continue' }).click();
        await chooseOption(page, /^Course/, /^Physics/);
        await page.getByRole('textbox', { name: /Number of questions/ }).fill('3');
        await page.getByRole('textbox', { name: /^Marks/ }).fill('3');
        await page.getByRole('button', { name: 'Add Course' }).click();
        await page.getByRole('button', { name: 'Continue to Questions' }).click();
        const boxes = page.getByRole('region', { name: /^Physics/ }).getByRole('checkbox');
        for (const n of [0, 1, 2]) await boxes.nth(n).check();
        await page.getByRole('button', { name: 'Finalize Assessment' }).click();
        await page.getByText(`"${ASSESSMENT}" is ready.`).waitFor();
        await page.getByRole('link', { name: 'Serve Now' }).click();
        await heading(page, 'Serve Assessment').waitFor();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('radio', { name: new RegExp(COHORT) }).check();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText('30 students will be able to take it.').waitFor();
        await page.getByRole('button', { name: 'Serve Assessment' }).click();
        await page.getByText(/Assessment successfully served to cohort! 30 students/).waitFor();
      });
    });

    it('lets a student study every content type', async () => {
      await withPage('desktop', async (page) => {
        // This machine has no internet: the web link's page is served by the test.
        await page.route(`${WEB_PAGE}**`, (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>Speed</title><h1>Speed</h1>',
          }),
        );
        // And the page's own reachability check is answered by its URL.
        await page.route('**/api/content/web-check/**', (route) =>
          route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ success: true, message: 'ok', embeddable: true, reason: null }),
          }),
        );
        await signInAsStudent(page);
        await page.goto('/student/learning');
        await page.getByRole('button', { name: 'Physics', exact: true }).click();
        await page.getByRole('button', { name: 'Motion', exact: true }).click();
        await page.getByRole('button', { name: 'Study Speed' }).click();
        const ready = [
          () => page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1),
          () =>
            page
              .getByTestId('page-indicator')
              .getByText(/^Page 1 of \d+$/)
              .waitFor({ timeout: 15_000 }),
          () =>
            page
              .getByTestId('page-indicator')
              .getByText(/^Slide 1 of \d+$/)
              .waitFor({ timeout: 15_000 }),
          () => page.frameLocator('iframe').getByRole('heading', { name: 'How fast is fast?' }).waitFor(),
          () => page.frameLocator('iframe').getByRole('heading', { name: 'Speed' }).waitFor(),
        ];
        for (const [index, shows] of ready.entries()) {
          await shows();
          // Each viewer reports progress as the student leaves it; a web page is marked complete.
          if (index < ready.length - 1) await page.getByRole('link', { name: /Next/ }).click();
        }
        await page.getByRole('button', { name: 'Mark Complete' }).click();
        await page.getByRole('button', { name: 'Marked complete' }).waitFor();
        await expect
          .poll(async () => (await progressOf(page, install.baseUrl))['Speed/Speed on the encyclopedia'])
          .toBe(100);
        studied = await progressOf(page, install.baseUrl);
        expect(Object.keys(studied)).toHaveLength(5);
        expect(studied['Speed/Speed notes'], 'the PDF reported the page read').toBeGreaterThan(0);
      });
    });

    it('lets a student take the assessment', async () => {
      await withPage('phone', async (page) => {
        await signInAsStudent(page);
        await page.goto('/student/assessments');
        await page.getByRole('link', { name: new RegExp(`Start Assessment: ${ASSESSMENT}`) }).click();
        await page.getByRole('button', { name: 'Start now' }).click();
        const submit = page.getByRole('button', { name: 'Submit Answer' });
        for (const n of [1, 2, 3]) {
          await page.getByText(`Question ${n} of 3`).waitFor({ timeout: 15_000 });
          await page.getByRole('radio').first().check();
          await submit.click();
          await page.getByText(/^(Correct!|Incorrect)$/).waitFor();
        }
        await heading(page, 'Assessment complete').waitFor({ timeout: 15_000 });
      });
    });

    it('backs up, wipes, restores, and the student finds the same progress', async () => {
      const archive = await withPage('desktop', async (page) => {
        await signInAsAdmin(page);
        await page.getByRole('link', { name: 'Backups' }).first().click();
        await heading(page, 'Backups').waitFor();
        const download = page.waitForEvent('download', { timeout: 120_000 });
        await page.getByRole('button', { name: 'Download a backup now' }).click();
        const file = join(tmpdir(), `journey-${mode}-${Date.now()}.tar.gz`);
        await (await download).saveAs(file);
        await checkScreen(page, `journey-${mode}-backups`, 'desktop');
        return file;
      });
      await install.wipeAndRestore(archive);
      await withPage('phone', async (page) => {
        await signInAsStudent(page);
        expect(await progressOf(page, install.baseUrl)).toEqual(studied);
        await page.goto('/student/learning');
        await page.getByRole('button', { name: 'Physics', exact: true }).click();
        await checkScreen(page, `journey-${mode}-restored-learning`, 'phone');
      });
    });
  });
}

/** The student's progress per content item, as the API reports it to the page's session on the install at baseUrl. */
async function progressOf(page: Page, baseUrl: string): Promise<Record<string, number>> {
  const server = e2eApi(baseUrl);
  const as = await sessionOf(page);
  const progress: Record<string, number> = {};
  for await (const { subconcept: sc } of studyTreeOf(server, as)) {
    for (const item of sc.content) {
      const { content } = await server.ok(api.content.subconceptContentItem, {
        as,
        params: { subconceptId: sc.SC_id, contentId: item.CT_id },
      });
      progress[`${sc.SC_Name}/${item.CT_Name}`] = content.progress;
    }
  }
  return progress;
}

/** Fills the content page's upload form and sends it; returns the form. */
async function startUpload(page: Page, type: string, file: string, name: string, minutes: number) {
  await page.getByRole('tab', { name: 'Upload a file' }).click();
  const form = page.getByRole('tabpanel', { name: 'Upload a file' });
  await form.getByLabel(/^Type/).selectOption({ label: type });
  await form.locator('input[type="file"]').setInputFiles(file);
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Duration/).fill(String(minutes));
  await form.getByRole('button', { name: 'Upload and add' }).click();
  return form;
}

/** Uploads a file through the content page's form and waits until the item is added. */
async function uploadFile(
  page: Page,
  type: string,
  file: string,
  name: string,
  minutes: number,
  whileUploading?: () => Promise<void>,
) {
  await startUpload(page, type, file, name, minutes);
  await whileUploading?.();
  await page.getByText(`${name} added.`).waitFor({ timeout: 60_000 });
}

/** A file under the system's temporary directory with these bytes. */
function fixture(name: string, bytes: Buffer): string {
  const file = join(tmpdir(), `journey-${Date.now()}-${name}`);
  writeFileSync(file, bytes);
  return file;
}

/** An .xlsx file with these rows, as a school's spreadsheet program would save it. */
function spreadsheet(name: string, rows: unknown[][]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const file = join(tmpdir(), `journey-${name}-${Date.now()}.xlsx`);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}
