import { api } from '@pathshala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eApi, sessionOf } from './support/api';
import { expectNoSeriousAxeViolations, heading, screenshot, signIn, useBrowser } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { E2E_LANGUAGE, expectOnlyCatalogueText, m } from './support/language';

useDemoServer();

const { withPage } = useBrowser();
const server = e2eApi();
const a = m.student.assessments;
const q = m.student.quiz;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Stand-in for a number a catalogue text leaves open. */
const ANY_NUMBER = 987_654;
/** A catalogue text as a pattern in which ANY_NUMBER matches any number. */
const shaped = (text: string) => escapeRegExp(text).replaceAll(String(ANY_NUMBER), '\\d+');
/** A catalogue text as a pattern matching anywhere in a name or text. */
const containing = (text: string) => new RegExp(shaped(text));

/**
 * A sentence the spec fixes: the catalogue's words in every language, and in English exactly the
 * spec's (the English catalogue takes them from the contracts).
 */
function spec(text: string, english: string): string {
  if (E2E_LANGUAGE === 'en') expect(text).toBe(english);
  return text;
}

/** The verdict on a submitted answer, right or wrong. */
const verdict = new RegExp(`^(${escapeRegExp(q.correct)}|${escapeRegExp(q.incorrect)})$`);

async function signInStudent(page: Page, email: string) {
  await signIn(page, email, 'Student@123');
  await heading(page, m.student.dashboard.title).waitFor({ timeout: 15_000 });
}

/** The assessments list as the API gives it to the student the page shows (with the page's session). */
async function listOf(page: Page) {
  const session = await sessionOf(page);
  const { assessments } = await server.ok(api.student.listAssessments, {
    as: session,
    params: { studentId: session.userId },
  });
  return assessments;
}

/** The list's counts, to compare the page's with. */
async function apiCounts(page: Page) {
  const assessments = await listOf(page);
  const completed = assessments.filter((a) => a.isCompleted === 1 || a.completionDate).length;
  const inProgress = assessments.filter(
    (a) => !(a.isCompleted === 1 || a.completionDate) && a.score !== null,
  ).length;
  return {
    total: assessments.length,
    completed,
    inProgress,
    notStarted: assessments.length - completed - inProgress,
  };
}

describe('student dashboard and assessments list', { tags: ['hindi'] }, () => {
  it.each(['phone', 'desktop'] as const)(
    'shows the dashboard and the list with its counts at %s',
    async (viewport) => {
      await withPage(viewport, async (page) => {
        await signInStudent(page, 'student@pathshala.example');
        const cards = page.getByTestId('feature-card');
        expect(await cards.count()).toBe(4);
        // The dashboard says when assessments wait (issue 28): as many as the list has to take.
        const waiting = (await listOf(page)).filter(
          (a) => a.status === 'TODO' || a.status === 'IN_PROGRESS',
        ).length;
        expect(waiting).toBeGreaterThan(0);
        await page
          .getByTestId('waiting-assessments')
          .getByRole('heading', { name: m.student.dashboard.waiting.title(waiting) })
          .waitFor();
        await screenshot(page, `student-dashboard-waiting-${viewport}`);
        await expectNoSeriousAxeViolations(page, `dashboard at ${viewport}`);
        await expectOnlyCatalogueText(page, `dashboard at ${viewport}`);
        // Messages only: Performance Analytics works (issue 30).
        expect(await page.getByText(m.comingSoon.badge).count()).toBe(1);
        await page.getByRole('link', { name: m.student.dashboard.assessmentsAction }).click();
        await heading(page, a.title).waitFor();
        await page.getByTestId('assessment-card').first().waitFor();
        const counts = await page.getByTestId('assessment-count').allInnerTexts();
        const expected = await apiCounts(page);
        expect(counts.map((text) => Number.parseInt(text, 10))).toEqual([
          expected.total,
          expected.completed,
          expected.inProgress,
          expected.notStarted,
        ]);
        await page
          .getByRole('link', { name: containing(a.actionFor(a.viewResults, 'Forces and Energy')) })
          .waitFor();
        await screenshot(page, `student-assessments-${viewport}`);
        await expectNoSeriousAxeViolations(page, `assessments list at ${viewport}`);
        await expectOnlyCatalogueText(page, `assessments list at ${viewport}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    },
  );

  it('View Results shows score, total, percentage and which questions were right', async () => {
    await withPage('phone', async (page) => {
      await signInStudent(page, 'student@pathshala.example');
      await page.goto('/student/assessments');
      await page
        .getByRole('link', { name: containing(a.actionFor(a.viewResults, 'Forces and Energy')) })
        .click();
      await heading(page, containing(m.student.result.title('Forces and Energy'))).waitFor();
      // The same words as practice: 'Correct' / 'Incorrect'.
      expect(await page.getByText(m.student.question.correct, { exact: true }).count()).toBe(4);
      expect(await page.getByText(m.student.question.incorrect, { exact: true }).count()).toBe(1);
      await page.getByText(m.student.result.percentage).waitFor();
      await screenshot(page, 'student-result-phone');
      await expectNoSeriousAxeViolations(page, 'result');
      await expectOnlyCatalogueText(page, 'result');
    });
  });

  it('refuses to reopen a completed assessment with the spec message', async () => {
    await withPage('desktop', async (page) => {
      await signInStudent(page, 'student@pathshala.example');
      await page.goto('/student/quiz/1002');
      await page
        .getByText(
          spec(
            q.alreadyCompleted,
            'This assessment has already been completed. You cannot retake completed assessments.',
          ),
        )
        .waitFor();
      await page.getByRole('link', { name: q.returnToAssessments }).waitFor();
      await screenshot(page, 'quiz-already-completed-desktop');
      await expectOnlyCatalogueText(page, 'quiz already completed');
    });
  });
});

describe('taking a timed assessment', { tags: ['hindi'] }, () => {
  it('runs a full quiz with feedback, resumes after reload with the server time left, and ends on the thank-you page', async () => {
    await withPage('phone', async (page) => {
      await signInStudent(page, 'sara.khan@pathshala.example');
      await page.goto('/student/assessments');
      await page.getByRole('link', { name: containing(a.actionFor(a.start, 'Living Systems')) }).click();
      // The instructions come before the clock starts.
      await page.getByRole('button', { name: m.student.instructions.start }).click();
      const timer = page.getByTestId('quiz-timer');
      await timer.waitFor();
      await page.getByText(q.questionOf(1, 6)).waitFor();
      await screenshot(page, 'quiz-question-phone');
      await expectNoSeriousAxeViolations(page, 'quiz question');
      await expectOnlyCatalogueText(page, 'quiz question');
      const submit = page.getByRole('button', { name: q.submit });
      expect(await submit.isDisabled()).toBe(true);

      // Answer the first two questions, then reload: the quiz resumes at question 3.
      for (const n of [1, 2]) {
        await page.getByText(q.questionOf(n, 6)).waitFor();
        await page.getByRole('radio').first().check();
        await submit.click();
        await page.getByText(verdict).waitFor();
        await screenshot(page, `quiz-feedback-${n}-phone`);
        if (n === 1) await expectNoSeriousAxeViolations(page, 'quiz feedback');
        if (n === 1) await expectOnlyCatalogueText(page, 'quiz feedback');
      }
      await page.getByText(q.questionOf(3, 6)).waitFor();
      const before = await timer.innerText();
      await page.waitForTimeout(2_000);
      await page.reload();
      await page.getByText(q.questionOf(3, 6)).waitFor({ timeout: 15_000 });
      const after = await timer.innerText();
      const seconds = (clock: string) => {
        const [minutes, secs] = clock.split(':').map(Number);
        return (minutes ?? 0) * 60 + (secs ?? 0);
      };
      // The countdown continued from the server's deadline: it did not restart at 15:00.
      expect(seconds(after)).toBeLessThan(seconds(before));
      expect(seconds(after)).toBeGreaterThan(seconds(before) - 60);

      for (const n of [3, 4, 5, 6]) {
        await page.getByText(q.questionOf(n, 6)).waitFor();
        await page.getByRole('radio').nth(1).check();
        await submit.click();
        await page.getByText(verdict).waitFor();
      }
      await heading(page, q.resultTitle).waitFor({ timeout: 15_000 });
      await page.getByTestId('quiz-score').waitFor();
      await screenshot(page, 'quiz-result-phone');
      await expectNoSeriousAxeViolations(page, 'quiz result');
      await expectOnlyCatalogueText(page, 'quiz result');
      await page.getByRole('button', { name: q.continue }).click();
      await heading(page, m.student.thankYou.title).waitFor();
      // 'second' or 'seconds': the sentence for one and for several, each with any number.
      const countdown = [1, 2].map((n) =>
        escapeRegExp(m.student.thankYou.countdown(n)).replace(String(n), '\\d+'),
      );
      await page.getByText(new RegExp(countdown.join('|'))).waitFor();
      await screenshot(page, 'thank-you-phone');
      await expectNoSeriousAxeViolations(page, 'thank you');
      await expectOnlyCatalogueText(page, 'thank you');
      // After the 10 s countdown the list shows the assessment as completed.
      await heading(page, a.title).waitFor({ timeout: 15_000 });
      await page
        .getByRole('link', { name: containing(a.actionFor(a.viewResults, 'Living Systems')) })
        .waitFor();
    });
  });

  it('keeps an answer through a dropped connection and sends it when the connection returns', async () => {
    await withPage('desktop', async (page) => {
      await signInStudent(page, 'reyansh.joshi@pathshala.example');
      await page.goto('/student/quiz/1001');
      await page.getByRole('button', { name: m.student.instructions.start }).click();
      await page.getByText(q.questionOf(1, 6)).waitFor({ timeout: 15_000 });
      await page.getByRole('radio').first().check();
      await page.context().setOffline(true);
      await page.getByRole('button', { name: q.submit }).click();
      await page
        .getByText(spec(m.chrome.offline, 'You are offline. Some features may not be available.'))
        .waitFor();
      await page.getByText(q.offline).first().waitFor();
      await screenshot(page, 'quiz-offline-desktop');
      await expectNoSeriousAxeViolations(page, 'quiz while offline');
      await expectOnlyCatalogueText(page, 'quiz while offline');
      await page.context().setOffline(false);
      await page.getByText(verdict).waitFor({ timeout: 15_000 });
      await page.getByText(q.questionOf(2, 6)).waitFor();
      // The answer was stored once, as sent.
      const session = await sessionOf(page);
      const { questions } = await server.ok(api.student.attemptPaper, {
        as: session,
        params: { studentId: session.userId, assessmentId: 1001 },
      });
      const stored = questions.filter((q) => q.answered).length;
      expect(stored).toBe(1);
    });
  });
});

describe('time up', { tags: ['hindi'] }, () => {
  it('completes the assessment automatically when the countdown reaches 0:00', async () => {
    // A teacher prepares a one-minute, one-question assessment and serves it to Class 8A Science until
    // 30 s from now: the window's close stops every clock, so the countdown reaches 0:00 then.
    const as = 'teacher1';
    const { curricula } = await server.ok(api.teacher.curricula, { as });
    const science = curricula.find((c) => c.CU_Name === 'Class 8 Science')!;
    const { courses } = await server.ok(api.teacher.courses, { as, query: { curriculum_id: science.CU_id } });
    const courseId = courses[0]!.CO_id;
    const { questions } = await server.ok(api.teacher.courseQuestions, { as, params: { id: courseId } });
    const question = questions.find((q) => q.CQ_Marks === 1)!;
    const { nextId } = await server.ok(api.teacher.nextId, { as });
    await server.ok(api.teacher.create, {
      as,
      body: {
        AM_id: nextId,
        AM_Name: 'One-minute check',
        AM_Duration: 60,
        AM_TotQns: 1,
        AM_TotMarks: 1,
        AM_CU_id: science.CU_id,
      },
    });
    await server.ok(api.teacher.allocateCourse, {
      as,
      body: {
        AC_AM_id: nextId,
        AC_CU_id: science.CU_id,
        AC_CO_id: courseId,
        AC_CO_NoOfQns: 1,
        AC_CO_TotMarks: 1,
      },
    });
    await server.ok(api.teacher.addQuestion, {
      as,
      body: { AM_id: nextId, AQ_SeqNum: 1, CQ_Id: question.CQ_id },
    });
    const { cohorts } = await server.ok(api.teacher.cohorts, { as });
    const cohort = cohorts.find((c) => c.CH_Name === 'Class 8A Science')!;

    await withPage('phone', async (page) => {
      await signInStudent(page, 'arjun.das@pathshala.example');
      // Served once she is signed in: the 30 s window is all for the countdown, however slow the sign-in.
      const closesAt = new Date(Date.now() + 30_000).toISOString();
      await server.ok(api.teacher.serve, {
        as,
        body: { assessmentId: nextId, cohortId: cohort.CH_id, closesAt },
      });
      await page.goto(`/student/quiz/${nextId}`);
      await page.getByRole('button', { name: m.student.instructions.start }).click();
      const timer = page.getByTestId('quiz-timer');
      await timer.waitFor({ timeout: 15_000 });
      // Under a minute left: the warning style is on.
      await expect.poll(() => timer.getAttribute('data-warning'), { timeout: 15_000 }).toBe('true');
      await screenshot(page, 'quiz-timer-warning-phone');
      await expectOnlyCatalogueText(page, 'quiz timer warning');
      await heading(page, q.timeUpTitle).waitFor({ timeout: 50_000 });
      await page.getByText(q.timeUpNote).waitFor();
      await screenshot(page, 'quiz-time-up-phone');
      await expectNoSeriousAxeViolations(page, 'time up');
      await expectOnlyCatalogueText(page, 'time up');
    });
  }, 150_000);
});
