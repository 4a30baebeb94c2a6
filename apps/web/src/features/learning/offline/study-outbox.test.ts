import 'fake-indexeddb/auto';
import { api, type SessionUser } from '@pathshala/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { droppedConnection, fakeServer, type Refusal, refusal } from '../../../test/fake-server';
import { sessionUser, storeSession } from '../../../test/session-users';
import { withOfflineCopy } from './offline-copy';
import { flushOutbox, type OutboxRecord, outboxCount, sendOrKeep, stamp } from './study-outbox';
import { forgetAllButOutbox, keepCopy, readCopy } from './study-store';

/** Signs a student in on this "device" (each test its own id: the device's records are per student). */
function signedIn(id: number): SessionUser {
  const user = sessionUser('student', { id, name: `Student ${id}`, username: `s${id}`, email: null });
  return storeSession(user, `token-${id}`);
}

function offline(is: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!is);
}

const marks = {
  percentage: 80,
  passed: true,
  obtainedMarks: 4,
  totalMarks: 5,
  correctAnswers: 4,
  totalQuestions: 5,
  details: [],
};

type Answer = Record<string, unknown> | Refusal | Response | 'unreachable';

/**
 * A server whose outbox calls (progress, bookmarks, practice) answer by their path; every call it was
 * sent is kept. A fake server of its own each time: the latest one answers.
 */
function server(answer: (path: string) => Answer = () => ok) {
  const respond = ({ call }: { call: { path: string } }) => {
    const given = answer(call.path);
    return given === 'unreachable' ? droppedConnection : given;
  };
  return fakeServer()
    .on(api.content.progress, respond as never)
    .on(api.content.bookmark, respond as never)
    .on(api.student.submitPractice, respond as never).calls;
}
const ok = { message: 'ok' };

const progress = (contentId: number): OutboxRecord => ({
  kind: 'progress',
  ...stamp(),
  contentId,
  timeSpent: 30,
  completionPercentage: 50,
  status: 'in_progress',
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the study outbox', () => {
  it('sends at once when online and keeps nothing', async () => {
    const user = signedIn(101);
    offline(false);
    const sent = server();
    await expect(sendOrKeep(progress(7))).resolves.toEqual({ success: true, message: 'ok' });
    expect(sent.map((s) => s.path)).toEqual(['/api/content/progress']);
    expect(await outboxCount(user.id)).toBe(0);
  });

  it('keeps records made offline and sends them in the order made, each with its id and time', async () => {
    const user = signedIn(102);
    offline(true);
    const sent = server();
    const first = progress(7);
    const quiz: OutboxRecord = {
      kind: 'practice',
      ...stamp(),
      subconceptId: 3,
      subconceptName: 'Fractions',
      answers: [{ questionId: 11, answerId: 2 }],
    };
    const bookmark: OutboxRecord = { kind: 'bookmark', ...stamp(), contentId: 7, position: 40, time: 0 };
    for (const record of [first, quiz, bookmark]) await expect(sendOrKeep(record)).resolves.toBe('kept');
    expect(sent).toEqual([]);
    expect(await outboxCount(user.id)).toBe(3);

    offline(false);
    const flushed = server((path) => (path.endsWith('/quiz/submit') ? { ...ok, results: marks } : ok));
    const report = await flushOutbox(user.id);
    expect(report.sent).toBe(3);
    expect(report.marked).toEqual([{ subconceptName: 'Fractions', marks: expect.objectContaining(marks) }]);
    expect(flushed.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/api/content/progress',
        body: {
          contentId: 7,
          timeSpent: 30,
          completionPercentage: 50,
          status: 'in_progress',
          syncId: first.syncId,
          ageSeconds: expect.any(Number),
        },
      },
      {
        path: '/api/student/subconcept/3/quiz/submit',
        body: {
          answers: [{ questionId: 11, answerId: 2 }],
          syncId: quiz.syncId,
          ageSeconds: expect.any(Number),
        },
      },
      { path: '/api/content/bookmark/7', body: { position: 40, time: 0, ageSeconds: expect.any(Number) } },
    ]);
    expect(await outboxCount(user.id)).toBe(0);
  });

  it('keeps a record when the server cannot be reached, fails, or something else answers for it', async () => {
    const user = signedIn(103);
    offline(false);
    server(() => 'unreachable');
    await expect(sendOrKeep(progress(8))).resolves.toBe('kept');
    server(() => refusal(503, 'Try later'));
    await expect(sendOrKeep(progress(8))).resolves.toBe('kept');
    // A captive portal's page is not the server's answer.
    server(() => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    await expect(sendOrKeep(progress(8))).resolves.toBe('kept');
    expect(await outboxCount(user.id)).toBe(3);
  });

  it('sends how long a record waited, so the server dates it by its own clock', async () => {
    const user = signedIn(107);
    offline(true);
    server();
    const made = { ...progress(12), recordedAt: new Date(Date.now() - 90_000).toISOString() };
    await sendOrKeep(made);
    offline(false);
    const sent = server();
    await flushOutbox(user.id);
    const age = (sent[0]!.body as { ageSeconds: number }).ageSeconds;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(100);
    expect(sent[0]?.body).not.toHaveProperty('recordedAt');
  });

  it('stops at the first record the server cannot be reached for, and drops one it refuses', async () => {
    const user = signedIn(104);
    offline(true);
    server();
    const refused = progress(404);
    for (const record of [refused, progress(9), progress(10)]) await sendOrKeep(record);
    offline(false);
    let calls = 0;
    server(() => {
      calls += 1;
      if (calls === 1) return refusal(404, 'Content ID 404 not found in database.');
      if (calls === 2) return ok;
      return 'unreachable';
    });
    const report = await flushOutbox(user.id);
    expect(report.sent).toBe(1);
    expect(report.refused).toEqual([{ record: refused, message: 'Content ID 404 not found in database.' }]);
    // The third waits for the next try.
    expect(await outboxCount(user.id)).toBe(1);
    const sent = server();
    await flushOutbox(user.id);
    expect(sent).toHaveLength(1);
    expect(await outboxCount(user.id)).toBe(0);
  });

  it('keeps each student their own records: another student signing in neither sees nor sends them', async () => {
    const first = signedIn(105);
    offline(true);
    server();
    await sendOrKeep(progress(11));
    const second = signedIn(106);
    offline(false);
    const sent = server();
    expect(await outboxCount(second.id)).toBe(0);
    expect((await flushOutbox(second.id)).sent).toBe(0);
    // A flush for the first student while the second is signed in sends nothing with the second's token.
    expect((await flushOutbox(first.id)).sent).toBe(0);
    expect(sent).toEqual([]);
    expect(await outboxCount(first.id)).toBe(1);
  });
});

const unreachableFetch = async (): Promise<string> => {
  throw new ApiError({ kind: 'network', status: null, message: 'offline' });
};

describe('offline copies', () => {
  it('keeps what was fetched, answers with it offline, and forgets it when the server refuses', async () => {
    signedIn(201);
    offline(false);
    const fetcher = vi.fn(async () => ({ items: [1, 2] }));
    await expect(withOfflineCopy('tree', fetcher)).resolves.toEqual({ items: [1, 2] });

    offline(true);
    const unreachable = vi.fn(async () => {
      throw new Error('must not be called offline');
    });
    await expect(withOfflineCopy('tree', unreachable)).resolves.toEqual({ items: [1, 2] });
    expect(unreachable).not.toHaveBeenCalled();

    // Online again, the student lost access: the copy goes with the right.
    offline(false);
    const forbidden = new ApiError({ kind: 'http', status: 403, message: 'no' });
    await expect(
      withOfflineCopy('tree', async () => {
        throw forbidden;
      }),
    ).rejects.toBe(forbidden);
    offline(true);
    await expect(
      withOfflineCopy('tree', async () => {
        throw new ApiError({ kind: 'network', status: null, message: 'offline' });
      }),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('forgets every copy of a student on sign-out, and only theirs', async () => {
    signedIn(204);
    offline(false);
    await withOfflineCopy('tree', async () => 'theirs');
    signedIn(205);
    await withOfflineCopy('tree', async () => 'mine');
    await forgetAllButOutbox(204);
    offline(true);
    await expect(withOfflineCopy('tree', unreachableFetch)).resolves.toBe('mine');
    signedIn(204);
    await expect(withOfflineCopy('tree', unreachableFetch)).rejects.toMatchObject({ kind: 'network' });
  });

  it('keeps copies per student', async () => {
    signedIn(202);
    offline(false);
    await withOfflineCopy('journey', async () => 'mine');
    signedIn(203);
    offline(true);
    await expect(
      withOfflineCopy('journey', async () => {
        throw new ApiError({ kind: 'network', status: null, message: 'offline' });
      }),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('what waits shows offline', () => {
  it("shows kept progress and a kept bookmark on the item's copies: completion only grows", async () => {
    const user = signedIn(131);
    offline(true);
    server();
    const copyKey = (scope: string) => `item:${scope}:9`;
    // As the item's answer is kept (contentEndpoints.subconceptContentItem).
    const answer = (id: number) => ({
      success: true,
      message: 'ok',
      content: { CT_id: id, CT_Name: 'Photosynthesis', progress: 40, bookmark: null },
    });
    await keepCopy(user.id, copyKey('{"subconceptId":2}'), answer(9));
    await keepCopy(user.id, copyKey('{"conceptId":1}'), answer(9));
    await keepCopy(user.id, 'item:{"subconceptId":2}:19', answer(19));

    await sendOrKeep({ ...progress(9), completionPercentage: 75 } as OutboxRecord);
    await sendOrKeep({ ...progress(9), completionPercentage: 10 } as OutboxRecord);
    await sendOrKeep({ kind: 'bookmark', ...stamp(), contentId: 9, position: 120, time: 3 });

    for (const scope of ['{"subconceptId":2}', '{"conceptId":1}'])
      expect(await readCopy(user.id, copyKey(scope))).toEqual({
        ...answer(9),
        content: { ...answer(9).content, progress: 75, bookmark: { position: 120, time: 3 } },
      });
    expect(await readCopy(user.id, 'item:{"subconceptId":2}:19')).toEqual(answer(19));
  });
});

describe('two tabs of one student', () => {
  it('send each waiting record once, and tell its mark in one tab', async () => {
    const user = signedIn(141);
    offline(true);
    server();
    await sendOrKeep({
      kind: 'practice',
      ...stamp(),
      subconceptId: 4,
      subconceptName: 'Ratios',
      answers: [{ questionId: 12, answerId: 1 }],
    });
    await sendOrKeep(progress(8));

    // A Web Lock as the browser gives one: held by one tab at a time, the next waits its turn.
    let held = Promise.resolve();
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      locks: {
        request: (_name: string, run: () => Promise<unknown>) => {
          const turn = held.then(run);
          held = turn.then(
            () => undefined,
            () => undefined,
          );
          return turn;
        },
      },
    });
    const sent = server((path) => (path.endsWith('/quiz/submit') ? { ...ok, results: marks } : ok));
    // The second tab: the same device's storage, its own copy of the outbox code.
    vi.resetModules();
    const otherTab = await import('./study-outbox');
    const [first, second] = await Promise.all([flushOutbox(user.id), otherTab.flushOutbox(user.id)]);

    expect(sent.map((s) => s.path)).toEqual([
      '/api/student/subconcept/4/quiz/submit',
      '/api/content/progress',
    ]);
    expect(first.sent + second.sent).toBe(2);
    expect([...first.marked, ...second.marked]).toHaveLength(1);
  });
});
