import { Worker } from 'node:worker_threads';

/**
 * Runs one parse in a worker thread with a heap cap and a time limit, so no file can stall or
 * exhaust the server: the worker answers one message, or the parse is refused (undefined).
 */
export async function runParseWorker<T>(
  url: URL,
  workerData: unknown,
  { timeLimitMs, heapMb }: { timeLimitMs: number; heapMb: number },
): Promise<T | undefined> {
  const worker = new Worker(url, {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  try {
    return await new Promise<T | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), timeLimitMs);
      worker.once('message', (message: T) => {
        clearTimeout(timer);
        resolve(message);
      });
      const fail = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
      worker.once('error', fail);
      worker.once('exit', fail);
    });
  } finally {
    await worker.terminate();
  }
}
