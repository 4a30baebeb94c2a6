import { Worker } from 'node:worker_threads';

/** What a parse worker posts: batches of its results, then one final message (done, or why not). */
export type WorkerMessage<T> = { batch: T[] } | { done: true } | { failed: string };

/**
 * Runs one parse in a worker thread with a heap cap and a time limit, so no file can stall or
 * exhaust the server. The worker sends its results in batches: each arrives as an event of its
 * own, so copying thousands of records into this thread never holds it for long at a time.
 * Answers the records, or why the worker refused the file ('unreadable' when it died or timed out).
 */
export async function runParseWorker<T>(
  url: URL,
  workerData: unknown,
  { timeLimitMs, heapMb }: { timeLimitMs: number; heapMb: number },
): Promise<{ records: T[] } | { failed: string }> {
  const worker = new Worker(url, {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  const records: T[] = [];
  try {
    return await new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ failed: 'unreadable' }), timeLimitMs);
      const finish = (answer: { records: T[] } | { failed: string }) => {
        clearTimeout(timer);
        resolve(answer);
      };
      worker.on('message', (message: WorkerMessage<T>) => {
        if ('batch' in message) records.push(...message.batch);
        else if ('done' in message) finish({ records });
        else finish({ failed: message.failed });
      });
      worker.once('error', () => finish({ failed: 'unreadable' }));
      worker.once('exit', () => finish({ failed: 'unreadable' }));
    });
  } finally {
    await worker.terminate();
  }
}
