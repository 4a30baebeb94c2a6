import {
  buildPath,
  type ContentItem,
  contentEndpoints,
  learningEndpoints,
  type StudyStatus,
} from '@pathshala/contracts';
import { callApi, isApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { getStoredUser } from '../../../lib/stored-user';
import { isUnreachable } from './offline-copy';
import { forgetOutboxRecord, keepOutboxRecord, outboxRecords, updateItemCopies } from './study-store';

/**
 * Study records on their way to the server. Each is sent at once; one the server cannot be reached
 * for waits in the outbox on the device, under the id it was made with (syncId) and the time it
 * was made (recordedAt), and goes when the connection returns: the server counts an id once and
 * keeps the newer value, so a record sent twice or late does no harm.
 */
export type OutboxRecord =
  | {
      kind: 'progress';
      syncId: string;
      recordedAt: string;
      contentId: number;
      timeSpent: number;
      completionPercentage: number;
      status: StudyStatus;
    }
  | {
      kind: 'bookmark';
      syncId: string;
      recordedAt: string;
      contentId: number;
      position: number;
      time: number;
    }
  | {
      kind: 'practice';
      syncId: string;
      recordedAt: string;
      subconceptId: number;
      subconceptName: string;
      answers: { questionId: number; answerId: number }[];
    };

export type PracticeMarks = Awaited<ReturnType<typeof sendPractice>>;

/** A new record's id and the device's time it was made (for the outbox's order and its age). */
export function stamp(): { syncId: string; recordedAt: string } {
  return { syncId: crypto.randomUUID(), recordedAt: new Date().toISOString() };
}

/**
 * How long ago the record was made, in whole seconds: the server dates it by its own clock less
 * this, so a device whose clock is wrong still dates its records right.
 */
function ageSeconds(recordedAt: string): number {
  return Math.max(0, Math.round((Date.now() - Date.parse(recordedAt)) / 1000)) || 0;
}

function sendPractice(record: Extract<OutboxRecord, { kind: 'practice' }>) {
  const { subconceptId, answers, syncId, recordedAt } = record;
  return callApi(learningEndpoints.submitPractice, {
    params: { subconceptId },
    body: { answers, syncId, ageSeconds: ageSeconds(recordedAt) },
  }).then(({ results }) => results);
}

type ProgressRecord = Extract<OutboxRecord, { kind: 'progress' }>;
type BookmarkRecord = Extract<OutboxRecord, { kind: 'bookmark' }>;

function progressBody({ kind: _, recordedAt, ...body }: ProgressRecord) {
  return { ...body, ageSeconds: ageSeconds(recordedAt) };
}

function bookmarkBody({ position, time, recordedAt }: BookmarkRecord) {
  return { position, time, ageSeconds: ageSeconds(recordedAt) };
}

/** Worth keeping to send again: no answer, a server error, or an answer that was not the server's (a captive portal). */
function worthRetrying(error: unknown): boolean {
  return (
    isUnreachable(error) ||
    (isApiError(error) &&
      (error.kind === 'invalid-response' || (error.status !== null && error.status >= 500)))
  );
}

/**
 * Progress and a bookmark waiting to be sent show on the item's offline copy, as the server will keep
 * them: completion only grows, the newer position wins.
 */
function showOnItemCopies(userId: number, record: OutboxRecord): Promise<void> {
  if (record.kind === 'practice') return Promise.resolve();
  // A copy is the item's whole answer ({ success, message, content }).
  return updateItemCopies<{ content: ContentItem }>(userId, record.contentId, (copy) => ({
    ...copy,
    content:
      record.kind === 'progress'
        ? { ...copy.content, progress: Math.max(copy.content.progress, record.completionPercentage) }
        : { ...copy.content, bookmark: { position: record.position, time: record.time } },
  }));
}

/** Records this tab could not keep on the device (storage full or disabled): said, never silent. */
let notKept = 0;
export function recordsNotKept(): number {
  return notKept;
}

async function keep(userId: number, record: OutboxRecord): Promise<string | null> {
  try {
    const key = await keepOutboxRecord(userId, record);
    await showOnItemCopies(userId, record).catch(() => undefined);
    return key;
  } catch {
    notKept += 1;
    return null;
  } finally {
    changed();
  }
}

function send(record: OutboxRecord): Promise<unknown> {
  switch (record.kind) {
    case 'progress':
      return callApi(contentEndpoints.progress, { body: progressBody(record) });
    case 'bookmark':
      return callApi(contentEndpoints.bookmark, {
        params: { contentId: record.contentId },
        body: bookmarkBody(record),
      });
    case 'practice':
      return sendPractice(record);
  }
}

const listeners = new Set<() => void>();
function changed(): void {
  for (const listener of listeners) listener();
}

/** Called whenever the outbox gains or loses a record (the banner's count). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends a record now, or keeps it in the outbox when the server cannot be reached or fails.
 * Resolves to what the server answered, or 'kept'; a refusal (400, 403, 404) rejects as the server
 * said it, and so does a record the device could not keep.
 */
export async function sendOrKeep<R extends OutboxRecord>(
  record: R,
): Promise<(R extends { kind: 'practice' } ? PracticeMarks : unknown) | 'kept'> {
  const userId = getStoredUser()?.id;
  try {
    if (!navigator.onLine) throw 'offline';
    return (await send(record)) as never;
  } catch (error) {
    if (userId === undefined || (error !== 'offline' && !worthRetrying(error))) throw error;
    if ((await keep(userId, record)) === null) throw error;
    return 'kept';
  }
}

/**
 * A last report, made while the page is being hidden or closed: kept in the outbox and sent as a
 * keepalive request, which outlives the page (sendBeacon cannot send the bearer token). When the
 * request is answered while the page still lives the kept copy goes; otherwise it is sent on the
 * next visit, and the server counts its syncId once.
 */
export function sendWhileLeaving(record: ProgressRecord | BookmarkRecord): void {
  const userId = getStoredUser()?.id;
  const token = getToken();
  if (userId === undefined) return;
  const kept = keep(userId, record);
  if (!token || !navigator.onLine) return;
  const [path, body] =
    record.kind === 'progress'
      ? [contentEndpoints.progress.path, progressBody(record)]
      : [buildPath(contentEndpoints.bookmark.path, { contentId: record.contentId }), bookmarkBody(record)];
  void fetch(path, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
    .then(async (response) => {
      const key = await kept;
      if (!response.ok || key === null) return;
      await forgetOutboxRecord(key);
      changed();
    })
    .catch(() => undefined);
}

export async function outboxCount(userId: number): Promise<number> {
  return (await outboxRecords(userId)).length;
}

export type FlushReport = {
  sent: number;
  /** Practice quizzes answered offline, now marked. */
  marked: { subconceptName: string; marks: PracticeMarks }[];
  /** Records the server refused (the item was retired, the student moved class): not sent again. */
  refused: { record: OutboxRecord; message: string }[];
};

/** The flush under way in this tab, and whose records it sends. */
let flushing: { userId: number; report: Promise<FlushReport> } | null = null;

/**
 * Sends the student's waiting records in the order they were made; stops at the first the server
 * cannot be reached for (the rest wait for the next try). One flush at a time per tab.
 */
export function flushOutbox(userId: number): Promise<FlushReport> {
  if (flushing?.userId === userId) return flushing.report;
  const running = oneTabAtATime(userId, async () => {
    const report: FlushReport = { sent: 0, marked: [], refused: [] };
    for (const { key, record } of await outboxRecords<OutboxRecord>(userId)) {
      if (getStoredUser()?.id !== userId) break; // signed out meanwhile: the records wait for them
      try {
        const answer = await send(record);
        if (record.kind === 'practice')
          report.marked.push({ subconceptName: record.subconceptName, marks: answer as PracticeMarks });
        report.sent += 1;
      } catch (error) {
        const refused =
          isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500;
        if (!refused || error.status === 401 || error.status === 408 || error.status === 429) break;
        report.refused.push({ record, message: error.message });
      }
      await forgetOutboxRecord(key);
      changed();
    }
    return report;
  }).finally(() => {
    if (flushing?.report === running) flushing = null;
  });
  flushing = { userId, report: running };
  return running;
}

/**
 * Across the student's tabs too (a Web Lock, where the browser has them): a second tab waits, then
 * finds the records already sent, so each is sent once and its mark told in one tab.
 */
function oneTabAtATime<T>(userId: number, run: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? (locks.request(`pathshala-study-outbox-${userId}`, run) as Promise<T>) : run();
}
