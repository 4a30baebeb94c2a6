import { api } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { e2eApi } from './support/api';
import { atBothWidths, heading, openScreen, signIn, useBrowser } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { prepareExam, TEACHER } from './support/exam-day-exam';
import { m } from './support/language';

useDemoServer();

const { withPage } = useBrowser();
const t = m.insightItems;
const PASSWORD = 'Student@123';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue text with values left open (written as NUL), in any language's word order. */
const template = (text: string) => new RegExp(text.split('\u0000').map(literal).join('.+'));

/**
 * A wrong key found and fixed (issue 30): a class takes a shuffled, pooled exam whose first question
 * has the wrong key (the strongest students all choose another option); the teacher sees the flag in
 * the item analysis, corrects the key, and a student sees the corrected result with a note.
 */
describe('item analysis and regrade (issue 30)', { tags: ['hindi'] }, () => {
  it('a wrong key is found in item analysis and regraded, and the student sees the corrected result', async () => {
    const server = e2eApi();
    const exam = await prepareExam(server, 'Forces check');
    const teacher = { as: TEACHER };
    const { results } = await server.ok(api.teacher.results, {
      ...teacher,
      params: { id: exam.assessmentId },
    });
    const usernames = results.students.map((s) => s.ST_Username);
    expect(usernames.length).toBeGreaterThanOrEqual(6);
    const first = exam.chosen[0]!;
    // The bank's keys, as the teacher's client reads them (the exam's course, as prepareExam chose it).
    const { curricula } = await server.ok(api.teacher.curricula, teacher);
    const curriculumId = curricula.find((c) => c.CU_Name === 'Class 8 Science')!.CU_id;
    const { courses } = await server.ok(api.teacher.courses, {
      ...teacher,
      query: { curriculum_id: curriculumId },
    });
    const courseId = courses.find((c) => c.CO_Name === 'Physics: Forces and Energy')!.CO_id;
    const { questions } = await server.ok(api.teacher.courseQuestions, {
      ...teacher,
      params: { id: courseId },
    });
    const bankKeys = new Map<number, number>(questions.map((q) => [q.CQ_id, q.correctOption]));

    // Strong students (the first half) choose the same wrong option on the first question and are right elsewhere.
    const strong = Math.ceil(usernames.length / 2);
    let trueText = '';
    for (const [i, username] of usernames.entries()) {
      const as = { username, password: PASSWORD };
      const { user } = await server.signIn(as);
      const attempt = { studentId: user.id, assessmentId: exam.assessmentId };
      await server.ok(api.student.startAttempt, { as, params: attempt });
      const paper = await server.ok(api.student.attemptPaper, { as, params: attempt });
      for (const q of paper.questions) {
        const shown = [q.CQ_Option1, q.CQ_Option2, q.CQ_Option3, q.CQ_Option4];
        const bankQuestion = [...exam.chosen, ...exam.poolCandidates].find(
          (b) => b.CQ_Question === q.CQ_Question,
        )!;
        const key = bankKeys.get(bankQuestion.CQ_id)!;
        const keyText = bankQuestion.options[key - 1]!;
        const wrongText = bankQuestion.options.find((o) => o !== keyText)!;
        let text: string;
        if (bankQuestion.CQ_id === first.CQ_id) {
          trueText = wrongText;
          text = i < strong ? wrongText : keyText;
        } else text = i < strong ? keyText : wrongText;
        await server.ok(api.student.answerQuestion, {
          as,
          params: { ...attempt, seqNum: q.AS_SeqNum },
          body: { answerId: shown.indexOf(text) + 1 },
        });
      }
      await server.ok(api.student.completeAttempt, { as, params: attempt, body: {} });
    }
    const trueOption = first.options.indexOf(trueText) + 1;

    await withPage('desktop', async (page) => {
      await signIn(page, TEACHER.username, TEACHER.password);
      await page.waitForURL(/\/teacher/);
      await openScreen(page, `/teacher/assessments/${exam.assessmentId}/results`);
      await page.getByRole('link', { name: t.link }).click();
      await page.waitForURL(/\/items$/);
      await openScreen(page, page.url());
      await heading(page, t.title(exam.name)).waitFor();
      const card = page.getByRole('article', { name: t.question(1), exact: true });
      await card.getByText(t.flags.CHECK_KEY).waitFor();
      await atBothWidths(page, 'item-analysis', { axe: true });

      await card.getByRole('button', { name: t.regrade.openFor(t.question(1)) }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('radio', { name: new RegExp(`^${literal(t.optionNumber(trueOption))}:`) })
        .check();
      await dialog.getByText(t.regrade.preview(usernames.length, usernames.length)).waitFor();
      await atBothWidths(page, 'item-analysis-regrade', { axe: true });
      await dialog.getByRole('button', { name: t.regrade.confirm, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByText(template(t.regraded.KEY(trueOption, '\u0000'))).waitFor();
      await expect(card.getByText(t.flags.CHECK_KEY).count()).resolves.toBe(0);
    });

    await withPage('desktop', async (page) => {
      await signIn(page, usernames[0]!, PASSWORD);
      await page.waitForURL(/\/student/);
      await openScreen(page, `/student/assessments/${exam.assessmentId}/result`);
      await page.getByText(t.note.title).waitFor();
      await page.getByText(template(t.note.changed('\u0000', '\u0000'))).waitFor();
      await atBothWidths(page, 'assessment-result-regraded', { axe: true });
    });
  }, 300_000);
});
