import { messages } from '@pathshala/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { AnswersSaved, Paper } from './api';
import { recordFromPaper, type StoredAttempt } from './attempt-store';
import { AttemptSync } from './attempt-sync';
import { rulesOf } from './exam-server.fake';

const paper = (answered: Record<number, number> = {}): Paper => ({
  success: true,
  message: 'ok',
  questions: [1, 2, 3].map((seqNum) => ({
    AS_SeqNum: seqNum,
    CQ_Question: `Q${seqNum}`,
    CQ_Option1: 'A',
    CQ_Option2: 'B',
    CQ_Option3: '',
    CQ_Option4: '',
    CQ_Image: null,
    CQ_OptionImages: [],
    answered: seqNum in answered,
    selected: answered[seqNum] ?? null,
  })),
  assessmentInfo: {
    AM_Name: 'Squares',
    AM_Duration: 600,
    AM_TotMarks: 3,
    attemptId: 77,
    remainingSeconds: 600,
    deadline: '2026-11-25T10:10:00.000Z',
    score: null,
    rules: rulesOf({ feedbackMode: 'AFTER', freeNavigation: true }),
    paused: false,
    clock: 'mark-1',
    lastClientSeq: 0,
  },
});

const ref = { studentId: 21, assessmentId: 7, attemptId: 77 };
type Sent = Parameters<NonNullable<ConstructorParameters<typeof AttemptSync>[1]['send']>>[0];

const saved = (answers: Sent, clock = 'mark-2'): AnswersSaved => ({
  success: true,
  message: 'saved',
  saved: answers.map((answer) => ({
    seqNum: answer.seqNum,
    status: 'SAVED' as const,
    selected: answer.answerId,
    isCorrect: null,
    marksAwarded: null,
    late: false,
    held: false,
  })),
  score: null,
  clock,
});

const offline = () => new ApiError({ kind: 'network', status: null, message: 'offline' });
const refusal = (message: string) =>
  new ApiError({ kind: 'http', status: 409, message, serverMessage: message });

function setup(
  options: {
    record?: StoredAttempt;
    freshMark?: boolean;
    send?: (answers: Sent) => Promise<AnswersSaved>;
  } = {},
) {
  const clocks = { perf: 1_000, wall: 1_700_000_000_000 };
  const persisted: StoredAttempt[] = [];
  const send = vi.fn(options.send ?? (async (answers: Sent) => saved(answers)));
  const sync = new AttemptSync(options.record ?? recordFromPaper(ref, paper(), clocks.wall), {
    freshMark: options.freshMark ?? true,
    send,
    persist: async (record) => {
      persisted.push(record);
    },
    perfNow: () => clocks.perf,
    wallNow: () => clocks.wall,
  });
  return { sync, send, persisted, clocks };
}

describe('AttemptSync', () => {
  it('stores each answer with its proof before sending, and sends in the order given', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    const { sync, send, persisted, clocks } = setup({
      send: async (answers) => {
        await gate;
        return saved(answers);
      },
    });
    clocks.perf += 4_000;
    await sync.answer(2, 1);
    // Stored on the device (waiting) before the server has it.
    expect(persisted.at(-1)?.answers).toEqual([
      expect.objectContaining({
        seqNum: 2,
        answerId: 1,
        clock: 'mark-1',
        sinceClockMs: 4_000,
        clientSeq: 1,
        state: 'waiting',
      }),
    ]);
    clocks.perf += 3_000;
    await sync.answer(1, 2);
    release();
    await sync.whenSent();
    expect(
      send.mock.calls.map(([answers]) => answers.map((a) => [a.seqNum, a.clientSeq, a.sinceClockMs])),
    ).toEqual([[[2, 1, 4_000]], [[1, 2, 7_000]]]);
    expect(sync.getSnapshot().record.answers.map((a) => a.state)).toEqual(['saved', 'saved']);
    // The reply's mark is the next answer's.
    expect(sync.getSnapshot().record.mark.clock).toBe('mark-2');
  });

  it('never takes a second answer to the same question', async () => {
    const { sync, send } = setup();
    await sync.answer(1, 1);
    await sync.answer(1, 2);
    await sync.whenSent();
    expect(send).toHaveBeenCalledTimes(1);
    expect(sync.getSnapshot().record.answers).toHaveLength(1);
  });

  it('counts the time since a mark kept across a reload on the wall clock, never going back', async () => {
    const record = recordFromPaper(ref, paper(), 1_700_000_000_000);
    const { sync, clocks } = setup({ record, freshMark: false, send: async () => Promise.reject(offline()) });
    clocks.wall += 90_000;
    await sync.answer(1, 1);
    clocks.wall -= 60_000; // the device's clock was set back
    await sync.answer(2, 1);
    const [first, second] = sync.getSnapshot().record.answers;
    expect(first!.sinceClockMs).toBe(90_000);
    expect(second!.sinceClockMs).toBe(90_000);
    sync.dispose();
  });

  it('keeps answers through a dropped connection, and sends them all in one batch when it returns', async () => {
    let online = false;
    const { sync, send } = setup({
      send: async (answers) => {
        if (!online) throw offline();
        return saved(answers);
      },
    });
    await sync.answer(1, 1);
    await sync.answer(2, 2);
    await sync.answer(3, 1);
    expect(sync.getSnapshot().offline).toBe(true);
    expect(sync.pending()).toBe(3);
    online = true;
    window.dispatchEvent(new Event('online'));
    await sync.whenSent();
    expect(send.mock.calls.at(-1)![0].map((a) => a.clientSeq)).toEqual([1, 2, 3]);
    expect(sync.getSnapshot().offline).toBe(false);
    sync.dispose();
  });

  it('marks a refused batch and goes on, so completing does not wait', async () => {
    const { sync } = setup({ send: async () => Promise.reject(refusal(messages.quiz.forgedBatch)) });
    await sync.answer(1, 1);
    await sync.whenSent();
    expect(sync.getSnapshot().record.answers[0]!.state).toBe('refused');
    expect(sync.getSnapshot().refusedMessage).toBe(messages.quiz.forgedBatch);
  });

  it('waits while the room is paused, and stops once the server has completed the attempt', async () => {
    const paused = setup({ send: async () => Promise.reject(refusal(messages.quiz.paused)) });
    await paused.sync.answer(1, 1);
    await vi.waitFor(() => expect(paused.sync.getSnapshot().paused).toBe(true));
    expect(paused.sync.pending()).toBe(1);
    paused.sync.dispose();

    const done = setup({ send: async () => Promise.reject(refusal(messages.quiz.alreadyCompleted)) });
    await done.sync.answer(1, 1);
    await done.sync.whenSent();
    expect(done.sync.getSnapshot().closed).toBe(true);
  });

  it('takes what a fresh paper says the server holds, and numbers new answers after them', async () => {
    const { sync } = setup({ record: recordFromPaper(ref, paper({ 1: 2 })) });
    expect(sync.getSnapshot().record.answers).toEqual([
      expect.objectContaining({ seqNum: 1, selected: 2, state: 'saved' }),
    ]);
    await sync.answer(2, 1);
    expect(sync.getSnapshot().record.answers.at(-1)!.clientSeq).toBe(2);
    sync.receivePaper({
      ...paper({ 1: 2, 2: 1 }),
      assessmentInfo: { ...paper().assessmentInfo, clock: 'mark-9' },
    });
    await sync.whenSent();
    expect(sync.getSnapshot().record.answers.map((a) => a.state)).toEqual(['saved', 'saved']);
    expect(sync.getSnapshot().record.mark.clock).not.toBe('mark-1');
  });

  it('numbers answers after the highest running number the server holds, even with gaps', async () => {
    // Another device sent answers numbered 1 and 5 (its 2-4 were lost with its storage).
    const withGaps = {
      ...paper({ 1: 2, 2: 1 }),
      assessmentInfo: { ...paper().assessmentInfo, lastClientSeq: 5 },
    };
    const { sync } = setup({ record: recordFromPaper(ref, withGaps) });
    await sync.answer(3, 1);
    expect(sync.getSnapshot().record.answers.at(-1)!.clientSeq).toBe(6);
    sync.receivePaper({ ...withGaps, assessmentInfo: { ...withGaps.assessmentInfo, lastClientSeq: 9 } });
    await sync.whenSent();
    expect(sync.getSnapshot().record.nextClientSeq).toBe(10);
  });
});
