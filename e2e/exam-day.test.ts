import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, type E2eApi, e2eApi } from './support/api';
import {
  atBothWidths,
  heading,
  launchBrowser,
  screenshot,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import {
  CHOSEN,
  DURATION_MINUTES,
  POOLED,
  type PreparedExam,
  paperOf,
  prepareExam,
  receiptOf,
  type ShownPaper,
  STUDENTS,
  TEACHER,
} from './support/exam-day-exam';
import { type RunningServer, removeDataDir, startServer } from './support/server';

/**
 * Issue 14's exam day on a demo school of its own: a shuffled, pooled paper with deferred feedback
 * (rules first, flags, the palette, the summary, the receipt); a student who goes offline mid-test,
 * reloads and comes back with every answer arriving; the teacher's live room (extra time, pause and
 * resume, the record); and a receipt looked up. Every screen passed: axe, and 360 px and desktop.
 */
const NAME = 'Exam day: forces and energy';
const TOTAL = CHOSEN + POOLED;

type OpenPage = { page: Page; close: (failed: boolean) => Promise<void> };

/** Which option (0-based, in the student's order) of which question (by its text) a student chose. */
type Given = Map<string, number>;

describe('exam day: fair papers, a dropped connection, the live room and receipts', () => {
  let server: RunningServer;
  let browser: Browser;
  let api: E2eApi;
  let exam: PreparedExam;
  let firstPaper: ShownPaper;
  let firstGiven: Given;
  let firstReceipt = '';
  /** The teacher's page, signed in, from the room to the receipt lookup. */
  let teacherPage: OpenPage | undefined;

  beforeAll(async () => {
    server = await startServer({ DEMO: 'true' });
    api = e2eApi(server.baseUrl);
    [browser, exam] = await Promise.all([launchBrowser(), prepareExam(api, NAME)]);
  }, 120_000);
  afterAll(async () => {
    await teacherPage?.close(false);
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /** A page in a context of its own (its own storage and service worker); close() takes both down. */
  async function openPage(viewport: ViewportName, label: string): Promise<OpenPage> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: server.baseUrl,
      serviceWorkers: 'allow',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    return {
      page,
      close: async (failed: boolean) => {
        if (failed) await screenshot(page, `exam-day-failure-${label}`).catch(() => undefined);
        await context.close();
      },
    };
  }

  async function withPage(viewport: ViewportName, label: string, run: (page: Page) => Promise<void>) {
    const { page, close } = await openPage(viewport, label);
    let failed = true;
    try {
      await run(page);
      failed = false;
    } finally {
      await close(failed);
    }
  }

  async function signIn(page: Page, account: Credentials, dashboard: string) {
    await page.goto('/login');
    await page.getByLabel(/username or email/i).fill(account.username);
    await page.getByLabel(/^password/i).fill(account.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await heading(page, dashboard).waitFor({ timeout: 15_000 });
  }

  const checkBoth = (page: Page, name: string) => atBothWidths(page, `exam-day-${name}`, { axe: true });
  const shootBoth = (page: Page, name: string) => atBothWidths(page, `exam-day-${name}`, { axe: false });

  /** From the assessments list through the rules to the first question. */
  async function openInstructions(page: Page) {
    await page.goto('/student/assessments');
    await page.getByRole('link', { name: `Start Assessment: ${NAME}` }).click();
    await heading(page, `Before you start: ${NAME}`).waitFor({ timeout: 15_000 });
  }

  async function start(page: Page) {
    await page.getByRole('button', { name: 'Start now' }).click();
    await counter(page, 1);
  }

  const counter = (page: Page, n: number) =>
    page.getByTestId('question-counter').getByText(`Question ${n} of ${TOTAL}`).waitFor({ timeout: 15_000 });
  const palette = (page: Page, n: number) =>
    page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: new RegExp(`^Question ${n},`) });
  const answerStatus = (page: Page) => page.getByTestId('answer-status');

  /** Chooses an option of the question shown and submits it; free navigation then shows the next. */
  async function answer(page: Page, paper: ShownPaper, n: number, option: number, given: Given) {
    const question = paper.questions[n - 1]!;
    await heading(page, question.text).waitFor();
    await page.getByRole('radio').nth(option).check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    given.set(question.text, option);
  }

  /** Goes to question n through the palette and waits for its answer's state. */
  async function expectAnswerState(page: Page, paper: ShownPaper, n: number, state: 'saved' | 'waiting') {
    await palette(page, n).click();
    await heading(page, paper.questions[n - 1]!.text).waitFor();
    await expect.poll(() => answerStatus(page).getAttribute('data-state'), { timeout: 20_000 }).toBe(state);
    expect(await answerStatus(page).innerText()).toContain(state === 'saved' ? 'Saved' : 'Waiting to send');
  }

  /** The m:ss on the runner's clock, in seconds. */
  async function clockSeconds(page: Page): Promise<number> {
    const [minutes, seconds] = (await page.getByTestId('quiz-timer').innerText())
      .trim()
      .split(':')
      .map(Number);
    return minutes! * 60 + seconds!;
  }

  /**
   * A student's paper: the chosen questions and a draw from the pool (none twice), each question's
   * options those of the bank in some order, so it can be mapped back.
   */
  function expectPooledPaper(paper: ShownPaper) {
    expect(paper.questions).toHaveLength(TOTAL);
    const texts = paper.questions.map((q) => q.text);
    expect(new Set(texts).size).toBe(TOTAL);
    for (const chosen of exam.chosen) expect(texts).toContain(chosen.CQ_Question);
    const drawn = paper.questions.filter((q) => !exam.chosen.some((c) => c.CQ_Question === q.text));
    expect(drawn).toHaveLength(POOLED);
    for (const shown of paper.questions) {
      const bank = [...exam.chosen, ...exam.poolCandidates].find((q) => q.CQ_Question === shown.text);
      expect(bank, `${shown.text} is a question of the course`).toBeDefined();
      expect([...shown.options].sort()).toEqual([...bank!.options].sort());
    }
  }

  /** Two papers differ in their draw, their order or their options' order. */
  const sameShape = (a: ShownPaper, b: ShownPaper) =>
    JSON.stringify(a.questions.map((q) => [q.text, q.options])) ===
    JSON.stringify(b.questions.map((q) => [q.text, q.options]));

  it('a student reads the rules, takes a shuffled pooled paper with deferred feedback, flags, reviews and gets a receipt', async () => {
    await withPage('phone', 'paper', async (page) => {
      await signIn(page, STUDENTS.paper, 'Student Dashboard');
      await openInstructions(page);
      const rules = page.getByTestId('exam-rules');
      const ruleText = await rules.innerText();
      expect(ruleText).toContain('You see whether your answers were correct after you finish.');
      expect(ruleText).toContain('You may move between questions, flag them for review');
      expect(ruleText).toContain('An answer is final once you submit it.');
      expect(ruleText).toContain('The assessment closes at');
      await page.getByText(`${DURATION_MINUTES} minutes`, { exact: true }).waitFor();
      await checkBoth(page, 'instructions');
      // Nothing started yet: the clock starts with Start.
      expect(await page.getByTestId('quiz-timer').count()).toBe(0);

      await start(page);
      firstPaper = await paperOf(api, STUDENTS.paper, exam.assessmentId);
      expectPooledPaper(firstPaper);
      firstGiven = new Map();
      await heading(page, firstPaper.questions[0]!.text).waitFor();
      // The radios are this student's options, in this student's order.
      const labels = await page.getByRole('radio').allInnerTexts();
      for (const [i, option] of firstPaper.questions[0]!.options.entries())
        expect(labels[i]).toContain(option);
      await shootBoth(page, 'question-first');

      await answer(page, firstPaper, 1, 1, firstGiven);
      await counter(page, 2);
      // Question 2: flagged, left unanswered, and on to 3 with Next.
      const flag = page.getByRole('button', { name: /Flag for review/ });
      await flag.click();
      await expect.poll(() => flag.getAttribute('aria-pressed')).toBe('true');
      expect(await palette(page, 2).getAttribute('aria-label')).toBe(
        'Question 2, not answered, flagged, current',
      );
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await answer(page, firstPaper, 3, 0, firstGiven);
      await counter(page, 4);
      // Back with Previous: the answer is held, final, and no verdict is shown (feedback after).
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await counter(page, 3);
      await expect.poll(() => answerStatus(page).getAttribute('data-state')).toBe('saved');
      expect(await page.getByRole('radio').first().isDisabled()).toBe(true);
      expect(await page.getByText(/^(Correct|Incorrect)!?$/).count()).toBe(0);
      await checkBoth(page, 'question');
      // The palette goes anywhere: question 5.
      await palette(page, 5).click();
      await answer(page, firstPaper, 5, 2, firstGiven);
      await counter(page, 6);
      expect(await palette(page, 1).getAttribute('aria-label')).toBe('Question 1, answered');

      await page.getByRole('button', { name: 'Review and finish' }).click();
      await heading(page, 'Review your answers').waitFor();
      const group = (key: string) => page.getByTestId(`summary-${key}`).getByRole('button');
      expect(await group('answered').allInnerTexts()).toEqual(['Question 1', 'Question 3', 'Question 5']);
      expect(await group('flagged').allInnerTexts()).toEqual(['Question 2']);
      expect(await group('unanswered').allInnerTexts()).toEqual(['Question 2', 'Question 4', 'Question 6']);
      await page.getByText('3 questions are not answered. Once you finish you cannot come back.').waitFor();
      await checkBoth(page, 'summary');
      // The summary leads back to a question, and on again.
      await group('unanswered').filter({ hasText: 'Question 4' }).click();
      await heading(page, firstPaper.questions[3]!.text).waitFor();
      await page.getByRole('button', { name: 'Review and finish' }).click();
      await page.getByRole('button', { name: 'Finish assessment' }).click();

      await heading(page, 'Assessment complete').waitFor({ timeout: 15_000 });
      firstReceipt = (await page.getByTestId('receipt-code').innerText()).trim();
      expect(firstReceipt).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      expect(await page.getByTestId('answers-kept').innerText()).toBe(
        'The server holds 3 of your 6 answers.',
      );
      await checkBoth(page, 'receipt');
    });
  }, 120_000);

  it('another student goes offline mid-test, answers three questions, reloads offline, and every answer arrives', async () => {
    await withPage('desktop', 'offline', async (page) => {
      await signIn(page, STUDENTS.offline, 'Student Dashboard');
      // The app shell comes from the service worker: it must control the page before the connection drops.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const controlled = () => page.evaluate(() => Boolean(navigator.serviceWorker.controller));
      if (!(await controlled())) await page.reload();
      await expect.poll(controlled).toBe(true);

      await openInstructions(page);
      await start(page);
      const paper = await paperOf(api, STUDENTS.offline, exam.assessmentId);
      expectPooledPaper(paper);
      // Each student has a paper of their own.
      expect(sameShape(paper, firstPaper)).toBe(false);

      await page.context().setOffline(true);
      const given: Given = new Map();
      await answer(page, paper, 1, 0, given);
      await page.getByTestId('offline-note').waitFor();
      await answer(page, paper, 2, 1, given);
      await answer(page, paper, 3, 2, given);
      await counter(page, 4);
      for (const n of [1, 2, 3]) await expectAnswerState(page, paper, n, 'waiting');
      await shootBoth(page, 'offline-waiting');

      // A reload with no connection: the shell from the service worker, the attempt from the device.
      await page.reload();
      await counter(page, 4);
      for (const n of [1, 2, 3]) {
        expect(await palette(page, n).getAttribute('aria-label')).toMatch(/^Question \d, answered/);
        await expectAnswerState(page, paper, n, 'waiting');
      }
      await page.getByTestId('offline-note').waitFor();
      await checkBoth(page, 'offline-reloaded');

      await page.context().setOffline(false);
      for (const n of [3, 2, 1]) await expectAnswerState(page, paper, n, 'saved');
      await page.getByTestId('offline-note').waitFor({ state: 'hidden' });
      await shootBoth(page, 'offline-synced');

      // The server holds exactly those answers, as the student gave them (their own option order).
      const held = await paperOf(api, STUDENTS.offline, exam.assessmentId);
      const answered = held.questions.filter((q) => q.answered);
      expect(answered.map((q) => q.text).sort()).toEqual([...given.keys()].sort());
      for (const q of answered) expect(q.selected).toBe(given.get(q.text)! + 1);

      await page.getByRole('button', { name: 'Review and finish' }).click();
      await page.getByRole('button', { name: 'Finish assessment' }).click();
      await heading(page, 'Assessment complete').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('answers-kept').innerText()).toBe(
        'The server holds 3 of your 6 answers.',
      );
      const receipt = await receiptOf(api, (await page.getByTestId('receipt-code').innerText()).trim());
      expect(receipt.matches).toBe(true);
      expect(receipt.answers).toHaveLength(3);
      expect(receipt.answers.every((a: { syncedLate: boolean }) => !a.syncedLate)).toBe(true);
    });
  }, 120_000);

  it('the teacher watches the room live, extends one student’s time, pauses and resumes, and reads the record', async () => {
    const student = await openPage('phone', 'room-student');
    const teacher = await openPage('desktop', 'room-teacher');
    teacherPage = teacher;
    let failed = true;
    try {
      const sp = student.page;
      const tp = teacher.page;
      // A third student starts and answers one question while the teacher signs in.
      const [paper] = await Promise.all([
        (async () => {
          await signIn(sp, STUDENTS.room, 'Student Dashboard');
          await openInstructions(sp);
          await start(sp);
          return paperOf(api, STUDENTS.room, exam.assessmentId);
        })(),
        signIn(tp, TEACHER, 'Teacher Dashboard'),
      ]);
      const given: Given = new Map();
      await answer(sp, paper, 1, 0, given);
      await counter(sp, 2);

      await tp.goto('/teacher/exam-rooms');
      await heading(tp, 'Exam Rooms').waitFor();
      const open = tp.getByRole('link', { name: `Open room: ${NAME}, Class 8A Science` });
      await open.waitFor();
      await checkBoth(tp, 'rooms');
      await open.click();
      await tp.waitForURL(new RegExp(`/teacher/exam-rooms/${exam.servingId}$`));
      await heading(tp, NAME).waitFor();
      await tp.getByRole('status', { name: 'Live updates: Live' }).waitFor({ timeout: 15_000 });

      const students = tp
        .getByRole('table')
        .filter({ has: tp.getByRole('columnheader', { name: 'Connection' }) });
      const row = (name: string) => students.getByRole('row', { name: new RegExp(name) });
      const diya = row(STUDENTS.room.name);
      await expect.poll(() => diya.innerText(), { timeout: 10_000 }).toMatch(/In progress/);
      await expect.poll(() => diya.innerText(), { timeout: 10_000 }).toMatch(/1\/6/);
      await expect.poll(() => diya.innerText(), { timeout: 10_000 }).toMatch(/Connected since/);
      expect(await row(STUDENTS.paper.name).innerText()).toMatch(/Submitted/);
      expect(await row(STUDENTS.offline.name).innerText()).toMatch(/Submitted/);
      expect(await tp.getByTestId('room-summary').innerText()).toMatch(/1 writing, .* 2 submitted/);
      // Live: the student answers and the room shows it without a reload.
      await answer(sp, paper, 2, 1, given);
      await expect.poll(() => diya.innerText(), { timeout: 15_000 }).toMatch(/2\/6/);
      await shootBoth(tp, 'room-live');

      // Extra time for one student, with a reason.
      const before = await clockSeconds(sp);
      const beforeAt = Date.now();
      await tp.getByRole('button', { name: `Extend time for ${STUDENTS.room.name}` }).click();
      const extend = tp.getByRole('dialog', { name: `Extend time for ${STUDENTS.room.name}` });
      await extend.getByLabel(/^Minutes/).fill('10');
      await extend.getByLabel(/^Reason/).fill('Her tablet restarted during the test.');
      await checkBoth(tp, 'room-extend');
      await extend.getByRole('button', { name: 'Add time' }).click();
      await extend.waitFor({ state: 'hidden' });
      await expect.poll(() => diya.innerText(), { timeout: 10_000 }).toMatch(/\+10 min/);

      // Pause: the room says so, and at its next heartbeat the student's runner stops its clock, which
      // shows the extra time.
      await tp.getByRole('button', { name: 'Pause room' }).click();
      const pause = tp.getByRole('dialog', { name: 'Pause the room' });
      await pause.getByLabel(/^Reason/).fill('Power cut in the hall.');
      await pause.getByRole('button', { name: 'Pause', exact: true }).click();
      await pause.waitFor({ state: 'hidden' });
      await tp.getByText(/^Paused since .*: every clock has stopped$/).waitFor();
      await tp.getByRole('button', { name: 'Resume room' }).waitFor();
      const pausedNote = sp.getByText(
        'Your teacher has paused this assessment. Your time is stopped: please wait.',
      );
      await pausedNote.waitFor({ timeout: 20_000 });
      const stopped = await clockSeconds(sp);
      // Ten minutes more than the clock would show without them, less what ran meanwhile (a slow
      // machine's dialogs and checks can take a minute).
      const ran = Math.ceil((Date.now() - beforeAt) / 1000);
      expect(stopped).toBeGreaterThanOrEqual(before - ran + 10 * 60 - 2);
      expect(await sp.getByRole('radio').first().isDisabled()).toBe(true);
      const pausedAt = Date.now();
      await checkBoth(sp, 'student-paused');
      // Some seconds later the clock still stands where it stopped.
      await sp.waitForTimeout(Math.max(0, 2_500 - (Date.now() - pausedAt)));
      expect(await clockSeconds(sp)).toBe(stopped);
      await shootBoth(tp, 'room-paused');

      // Resume: the student's clock runs again.
      await tp.getByRole('button', { name: 'Resume room' }).click();
      const resume = tp.getByRole('dialog', { name: 'Resume the room' });
      await resume.getByLabel(/^Reason/).fill('Power is back.');
      await resume.getByRole('button', { name: 'Resume', exact: true }).click();
      await resume.waitFor({ state: 'hidden' });
      await tp.getByRole('button', { name: 'Pause room' }).waitFor();
      await pausedNote.waitFor({ state: 'hidden', timeout: 20_000 });
      await expect.poll(() => clockSeconds(sp), { timeout: 15_000 }).toBeLessThan(stopped);

      // The record lists each action, with its reason and who took it.
      const record = tp
        .getByRole('table')
        .filter({ has: tp.getByRole('columnheader', { name: 'Reason or note' }) });
      await expect
        .poll(async () => (await record.getByRole('row').allInnerTexts()).slice(1).join('\n'), {
          timeout: 10_000,
        })
        .toMatch(/Extra time[\s\S]*Paused[\s\S]*Resumed/);
      const rows = (await record.getByRole('row').allInnerTexts()).slice(1);
      const extendRow = rows.find((text) => text.includes('Extra time'))!;
      expect(extendRow).toContain(STUDENTS.room.name);
      expect(extendRow).toContain('10 min');
      expect(extendRow).toContain('Her tablet restarted during the test.');
      expect(rows.find((text) => text.includes('Paused'))).toContain('Power cut in the hall.');
      expect(rows.find((text) => text.includes('Resumed'))).toContain('Power is back.');
      await record.scrollIntoViewIfNeeded();
      await checkBoth(tp, 'room');
      failed = false;
    } finally {
      await student.close(failed);
      if (failed) {
        teacherPage = undefined;
        await teacher.close(true);
      }
    }
  }, 150_000);

  it('the teacher looks up the first student’s receipt and it matches the answers given', async () => {
    expect(firstReceipt).not.toBe('');
    // The teacher from the room, or signed in afresh when that test did not get this far.
    const teacher = teacherPage ?? (await openPage('desktop', 'receipt'));
    if (!teacherPage) await signIn(teacher.page, TEACHER, 'Teacher Dashboard');
    teacherPage = undefined;
    const { page } = teacher;
    let failed = true;
    try {
      await page.goto('/teacher/exam-rooms');
      await page.getByRole('link', { name: 'Look up a receipt' }).click();
      await heading(page, 'Look up a receipt').waitFor();
      // Typed as a person might: lower case, without the dash.
      await page.getByLabel('Receipt code').fill(firstReceipt.replace('-', '').toLowerCase());
      await page.getByRole('button', { name: 'Look up' }).click();
      await page
        .getByText('Receipt matches: these are the answers the server holds, as the student was told.')
        .waitFor();
      await page.getByText(`${STUDENTS.paper.name} (${STUDENTS.paper.username})`).waitFor();
      await page.getByText('Answers held (3)').waitFor();
      const rows = (await page.getByRole('row').allInnerTexts()).slice(1);
      expect(rows).toHaveLength(3);
      for (const [text, option] of firstGiven) {
        const chosen = firstPaper.questions.find((q) => q.text === text)!.options[option]!;
        const found = rows.find((row) => row.includes(text));
        expect(found, `${text} is held`).toBeDefined();
        expect(found).toContain(chosen);
        expect(found).toContain('On time');
      }
      await checkBoth(page, 'receipt-lookup');
      failed = false;
    } finally {
      await teacher.close(failed);
    }
  }, 60_000);

  it('the teacher gives a student extra time that lives on them, and the results show who had extra time', async () => {
    await withPage('desktop', 'extra-time', async (page) => {
      await signIn(page, TEACHER, 'Teacher Dashboard');
      await page.getByRole('tab', { name: 'Teaching Tools' }).click();
      await page.getByRole('link', { name: 'Manage extra time' }).click();
      await heading(page, 'Extra time').waitFor();
      await page
        .getByLabel('Cohort')
        .selectOption({ label: 'Class 8A Science (Shiksha Learning Centre, Pune)' });
      const aarav = page.getByRole('listitem', { name: 'Aarav Sharma' });
      await aarav.getByText('No extra time').waitFor();
      await checkBoth(page, 'extra-time');

      await aarav.getByRole('button', { name: 'Set extra time for Aarav Sharma' }).click();
      const dialog = page.getByRole('dialog', { name: 'Extra time for Aarav Sharma' });
      await dialog.getByLabel('How many percent').fill('25');
      await dialog.getByLabel(/^Note/).fill('Assessed need: reading support (letter of 3 June).');
      await dialog.getByText('That is +15 min on a 60-minute test.').waitFor();
      await checkBoth(page, 'extra-time-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await aarav.getByText('+25% time').waitFor();
      await page.getByRole('status').filter({ hasText: '9 students, 1 with extra time' }).waitFor();

      // The results: the room's student had 10 minutes granted, and say so.
      await page.goto(`/teacher/assessments/${exam.assessmentId}/results`);
      const diya = page.getByRole('row', { name: new RegExp(STUDENTS.room.name) });
      await expect.poll(() => diya.innerText(), { timeout: 15_000 }).toMatch(/10 min granted/);
      await checkBoth(page, 'results');
    });
  }, 90_000);
});
