import { type ItemAnalysis, type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render';

const teacher: SessionUser = {
  id: 3,
  name: 'Meera Iyer',
  type: 'teacher',
  username: 'teacher1@pathshala.example',
  email: 'teacher1@pathshala.example',
  mustChangePassword: false,
  language: null,
};

const option = (n: number, text: string, isKey: boolean, chosen: number, upper: number, lower: number) => ({
  option: n,
  text,
  isKey,
  chosenCount: chosen,
  upperShare: upper,
  lowerShare: lower,
});

const analysis: ItemAnalysis = {
  assessment: { id: 7, name: 'Fractions test', questionCount: 2 },
  servings: [{ id: 1, cohortName: 'Class 8A' }],
  servingId: null,
  attemptCount: 10,
  groupSize: 3,
  meanCorrect: 1.2,
  kr20: 0.42,
  questions: [
    {
      questionId: 11,
      seqNum: 1,
      poolId: null,
      text: 'What is 1/2 + 1/4?',
      marks: 1,
      bankKey: 1,
      key: 1,
      regrade: null,
      seenCount: 10,
      answeredCount: 9,
      correctCount: 3,
      facility: 0.3,
      pointBiserial: -0.35,
      upperLowerDifference: -0.67,
      upperCount: 3,
      lowerCount: 3,
      upperCorrectShare: 0,
      lowerCorrectShare: 0.667,
      upperSkippedShare: 0,
      lowerSkippedShare: 0.333,
      options: [
        option(1, '1/2', true, 3, 0, 0.667),
        option(2, '3/4', false, 6, 1, 0),
        option(3, '2/6', false, 0, 0, 0),
      ],
      medianSeconds: 12,
      flags: ['DOES_NOT_SEPARATE', 'CHECK_KEY'],
    },
  ],
};

let regradeBodies: unknown[] = [];

function serve() {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(teacher));
  regradeBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const ok = (data: object) => jsonResponse(200, { success: true, message: 'ok', ...data });
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: teacher });
      if (url.startsWith('/api/assessments/7/item-analysis/regrade-preview'))
        return ok({ data: { answeredAttempts: 9, changedScores: 9 } });
      if (url.startsWith('/api/assessments/7/item-analysis/regrade')) {
        regradeBodies.push(JSON.parse(String(init?.body)));
        return ok({ data: { answeredAttempts: 9, changedScores: 9 } });
      }
      if (url.startsWith('/api/assessments/7/item-analysis')) return ok({ data: analysis });
      return jsonResponse(404, { success: false, message: `unexpected ${url}` });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('item analysis', () => {
  it('says each figure and flag in words and numbers, and the reliability in a sentence', async () => {
    serve();
    renderApp('/teacher/assessments/7/items');
    const card = await screen.findByRole('article', { name: 'Question 1' });
    expect(
      within(card).getByText('A wrong option attracts the strongest students: check the key'),
    ).toBeTruthy();
    expect(within(card).getByText('Does not separate strong and weak students')).toBeTruthy();
    expect(within(card).getByText('30% (3/10)')).toBeTruthy();
    expect(within(card).getByText('-0.35')).toBeTruthy();
    expect(within(card).getByText('12 s')).toBeTruthy();
    const row = within(card).getByRole('row', { name: /3\/4/ });
    expect(within(row).getByText('100%')).toBeTruthy();
    expect(screen.getByText(/0\.42: low/)).toBeTruthy();
  });

  it('regrades a key after the server counts what changes', async () => {
    serve();
    renderApp('/teacher/assessments/7/items');
    await userEvent.click(await screen.findByRole('button', { name: 'Regrade Question 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/9 attempts have an answer to it; 9 scores change/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regrade' }));
    await vi.waitFor(() =>
      expect(regradeBodies).toEqual([{ questionId: 11, kind: 'KEY', correctOption: 2 }]),
    );
  });
});
