import { api, type ItemAnalysis } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeServer, fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aTeacher, storeSession } from '../../../test/session-users';

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

function serve(): FakeServer {
  storeSession(aTeacher);
  const counted = { data: { answeredAttempts: 9, changedScores: 9 } };
  return fakeServer()
    .on(api.itemAnalysis.itemAnalysis, () => ({ data: analysis }))
    .on(api.itemAnalysis.previewRegrade, () => counted)
    .on(api.itemAnalysis.regrade, () => counted);
}

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
    const fake = serve();
    renderApp('/teacher/assessments/7/items');
    await userEvent.click(await screen.findByRole('button', { name: 'Regrade Question 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/9 attempts have an answer to it; 9 scores change/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regrade' }));
    await vi.waitFor(() =>
      expect(fake.callsTo(api.itemAnalysis.regrade)).toEqual([
        expect.objectContaining({
          params: { id: '7' },
          body: { questionId: 11, kind: 'KEY', correctOption: 2 },
        }),
      ]),
    );
  });
});
