import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, keys } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { keptAttempts, loadAttempt, removeAttempt } from '../../attempts/attempt-store';
import { question, rulesOf, serveExam } from '../../attempts/exam-server.fake';
import { keepCopy, keepSavedItem, outboxRecords, readCopy, readSavedItem, savedItems } from './study-store';

/** Sign-out on a shared computer: only what could not be sent stays, and only for its student. */

const STUDENT = 21; // exam-server.fake's student
const OTHER = 22;
const twoQuestions = [question(1, 'What is 3 squared?'), question(2, 'What is 2 cubed?', 1)];
const deferred = rulesOf({ feedbackMode: 'AFTER', freeNavigation: true });
const saved = {
  contentId: 31,
  name: 'Squares (PDF)',
  place: 'Numbers · Squares',
  href: '/student/learning/study/31',
  practice: null,
  mimeType: 'application/pdf',
  size: 3,
  savedAt: '2026-11-25T10:00:00.000Z',
};

afterEach(async () => {
  cleanup();
  await new Promise((done) => setTimeout(done, 50));
  vi.restoreAllMocks();
  await removeAttempt(STUDENT, 7);
});

/** Keeps a saved file and a copy of the journey for the student, as studying offline leaves them. */
async function keepStudy() {
  await keepSavedItem(STUDENT, saved, new Blob(['pdf']));
  await keepCopy(STUDENT, 'curriculum', { curricula: [] });
}

async function answerFirst(beforeAnswering = () => {}) {
  await userEvent.click(await screen.findByRole('button', { name: 'Start now' }));
  await screen.findByRole('heading', { level: 1, name: 'What is 3 squared?' });
  beforeAnswering();
  await userEvent.click(screen.getAllByRole('radio')[1]!);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
  await screen.findByRole('heading', { level: 1, name: 'What is 2 cubed?' });
}

/** Sign Out in the header, then the dialog's; answers the dialog's warning, if any. */
async function signOut(): Promise<string | null> {
  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
  const warning = await within(dialog)
    .findByTestId('unsent-kept', {}, { timeout: 2_000 })
    .then((element) => element.textContent)
    .catch(() => null);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
  await screen.findByRole('heading', { name: /sign in/i }, { timeout: 10_000 });
  return warning;
}

const studyKeys = async () => (await keys(createStore('pathshala-study', 'records'))).map(String);

describe('signing out on a shared computer', { timeout: 30_000 }, () => {
  it('offline: keeps only the unsent answer, for its student, says so, and removes saved files and copies', async () => {
    const server = serveExam({ questions: twoQuestions, rules: deferred });
    await keepStudy();
    renderApp('/student/quiz/7');
    await answerFirst(() => {
      server.offline = true;
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    });

    const warning = await signOut();
    expect(warning).toMatch(
      /^1 answer or study record has not reached the school's server yet\. It is sent now/,
    );
    expect(warning).toMatch(/stays on this device, for you only, until you sign in here again/);

    // The answer given in time waits for this student's next sign-in, with its proof of time.
    const kept = await loadAttempt(STUDENT, 7);
    expect(kept?.answers.map((answer) => [answer.seqNum, answer.state])).toEqual([[1, 'waiting']]);
    // Saved files and copies are gone.
    expect(await readSavedItem(STUDENT, saved.contentId)).toBeNull();
    expect(await savedItems(STUDENT)).toEqual([]);
    expect(await readCopy(STUDENT, 'curriculum')).toBeUndefined();
    expect(await studyKeys()).toEqual([]);
    // Another student signing in on this browser reads none of it.
    expect(await loadAttempt(OTHER, 7)).toBeNull();
    expect(await keptAttempts(OTHER)).toEqual([]);
    expect(await outboxRecords(OTHER)).toEqual([]);
  });

  it('online: sends what waits first, then forgets the attempt and the saved files', async () => {
    const server = serveExam({ questions: twoQuestions, rules: deferred, failAnswers: 1_000 });
    await keepStudy();
    renderApp('/student/quiz/7');
    await answerFirst(); // the server answers 503: the answer waits on the device
    await waitFor(async () =>
      expect((await loadAttempt(STUDENT, 7))?.answers.map((answer) => answer.state)).toEqual(['waiting']),
    );
    server.failAnswers = 0;

    await signOut();
    expect(server.batches.flat().map((answer) => [answer.seqNum, answer.answerId])).toEqual([[1, 2]]);
    expect(await loadAttempt(STUDENT, 7)).toBeNull();
    expect(await studyKeys()).toEqual([]);
  });

  it('from a screen outside the student area (the forced password change) as well', async () => {
    serveExam({ questions: twoQuestions, rules: deferred, mustChangePassword: true });
    await keepStudy();
    const { router } = renderApp('/student');
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(router.state.location.pathname).toBe('/change-password');
    await signOut();
    expect(await readSavedItem(STUDENT, saved.contentId)).toBeNull();
    expect(await readCopy(STUDENT, 'curriculum')).toBeUndefined();
    expect(await studyKeys()).toEqual([]);
  });
});
