import { tooManyRequests } from './errors';

/** How much heavy work may run and wait at once. */
export interface WorkQueueLimits {
  /** Jobs running at once, server-wide. */
  running: number;
  /** Jobs running at once for one person. */
  perOwner: number;
  /** Jobs waiting server-wide; one more is refused (429). */
  waiting: number;
  /** Jobs waiting for one person; one more is refused (429). */
  waitingPerOwner: number;
}

export const workQueueMessages = {
  busy: 'The server is busy reading other files. Try again in a minute.',
  tooManyOfYours: 'You have several files being read already. Wait until they are done, then try again.',
};

interface Waiting {
  owner: number;
  start: () => void;
}

/**
 * A queue for work that takes a worker thread and hundreds of megabytes (document conversions,
 * question file parses): at most `running` at a time, `perOwner` per person, in the order asked
 * (a person's later jobs wait behind their first, others pass them). A long queue refuses at once
 * rather than keeping requests waiting without end.
 */
export function createWorkQueue(limits: WorkQueueLimits) {
  const runningBy = new Map<number, number>();
  const queue: Waiting[] = [];
  let running = 0;
  const watchers = new Set<(state: { running: number; runningBy: ReadonlyMap<number, number> }) => void>();

  const count = (owner: number) => runningBy.get(owner) ?? 0;

  function pump() {
    for (let index = 0; index < queue.length && running < limits.running; ) {
      const next = queue[index]!;
      if (count(next.owner) >= limits.perOwner) {
        index++;
        continue;
      }
      queue.splice(index, 1);
      running++;
      runningBy.set(next.owner, count(next.owner) + 1);
      for (const watcher of watchers) watcher({ running, runningBy });
      next.start();
    }
  }

  function release(owner: number) {
    running--;
    const left = count(owner) - 1;
    if (left > 0) runningBy.set(owner, left);
    else runningBy.delete(owner);
    pump();
  }

  return {
    /** Runs `work` for `owner` (a person's id) when its turn comes; throws 429 when the queue is long. */
    async run<T>(owner: number, work: () => Promise<T>): Promise<T> {
      if (queue.filter((job) => job.owner === owner).length >= limits.waitingPerOwner) {
        throw tooManyRequests(workQueueMessages.tooManyOfYours);
      }
      if (queue.length >= limits.waiting) throw tooManyRequests(workQueueMessages.busy);
      await new Promise<void>((start) => {
        queue.push({ owner, start });
        pump();
      });
      try {
        return await work();
      } finally {
        release(owner);
      }
    },

    /** Jobs running and waiting now. */
    get size() {
      return { running, waiting: queue.length };
    },

    /** Calls `watcher` each time a job starts, with what runs then (tests check the limits with it). */
    watch(watcher: (state: { running: number; runningBy: ReadonlyMap<number, number> }) => void) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

/**
 * The server's one queue for document conversions and question file parses: two at a time, one per
 * person. Eight files attached at once by one person run one after another; a 17th waiting job
 * (or a 9th of one person) is refused.
 */
export const fileWork = createWorkQueue({ running: 2, perOwner: 1, waiting: 16, waitingPerOwner: 8 });
