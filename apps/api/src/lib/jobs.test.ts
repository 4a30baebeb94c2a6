import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../test/test-app';
import { type JobLeases, leasesFor, memoryLeases, tableLeases } from './job-leases';
import { Jobs, type TimedJob } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Only the servers made here look at jobs.
  await t.app.jobs.stop();
});
afterAll(async () => t?.close());

const quiet = { warn() {} };

it(`keeps a server's leases where other servers can share them: ${testDriver === 'postgres' ? 'the table' : 'memory'} on ${testDriver}`, async () => {
  const server = new Jobs(leasesFor(t.database), quiet);
  server.add({ name: 'where-kept', everyMs: 60_000, run: async () => {} });
  expect(await server.look()).toEqual(['where-kept']);
  const inTable = await tableLeases(t.database.db).read('where-kept');
  // PGlite refuses a second process, so nothing would read its table: the mail job alone would write it every second.
  if (testDriver === 'postgres') expect(inTable?.holder).toBe(server.holder);
  else expect(inTable).toBeUndefined();
});

// The table is what several servers on PostgreSQL share; memory is one server on PGlite, where
// several Jobs on one store stand for the same rules.
describe.each([
  { store: `job_leases on ${testDriver}`, leases: (): JobLeases => tableLeases(t.database.db) },
  { store: 'memory', leases: (): JobLeases => memoryLeases() },
])('timed jobs across servers, leases in $store', ({ leases: makeLeases }) => {
  let leases: JobLeases;
  beforeAll(() => {
    leases = makeLeases();
  });
  /** A server's jobs: another Jobs on the same leases is another server. */
  const server = () => new Jobs(leases, quiet);
  const lease = (job: string) => leases.read(job);

  it('runs a due job on exactly one of two servers that look at once, and not again before it is due', async () => {
    let runs = 0;
    const job: TimedJob = {
      name: 'count-once',
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const [a, b] = [server(), server()];
    a.add(job);
    b.add(job);
    const [ranOnA, ranOnB] = await Promise.all([a.look(), b.look()]);
    expect(runs).toBe(1);
    expect([...ranOnA, ...ranOnB]).toEqual(['count-once']);
    // Given up after the run, and spaced by its last start on either server.
    expect(await Promise.all([a.look(), b.look()])).toEqual([[], []]);
    expect(runs).toBe(1);
    const row = await lease('count-once');
    expect(row?.lastFinishedAt).not.toBeNull();
    expect(row?.lastError).toBeNull();
  });

  it('takes over a job whose server died holding it, once the lease runs out', async () => {
    // A server that took the job and died: its lease still runs for 3 s (time for the first look
    // below on a loaded machine).
    expect(await leases.take('orphaned', 'dead-server:1:abc', { leaseMs: 3_000, dueMs: 0 })).toBe(true);
    let runs = 0;
    const survivor = server();
    survivor.add({
      name: 'orphaned',
      everyMs: 1_000,
      run: async () => {
        runs += 1;
      },
    });
    expect(await survivor.look()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect(await survivor.look()).toEqual(['orphaned']);
    expect(runs).toBe(1);
    expect((await lease('orphaned'))?.holder).toBe(survivor.holder);
  });

  it('records a failed run and frees the job for the next look when due', async () => {
    const a = server();
    a.add({
      name: 'fails',
      everyMs: 200,
      run: async () => {
        throw new Error('disk full');
      },
    });
    expect(await a.look()).toEqual(['fails']);
    expect((await lease('fails'))?.lastError).toBe('disk full');
    await new Promise((resolve) => setTimeout(resolve, 250));
    const b = server();
    b.add({ name: 'fails', everyMs: 200, run: async () => {} });
    expect(await b.look()).toEqual(['fails']);
    expect((await lease('fails'))?.lastError).toBeNull();
  });

  it('keeps a running job from a second server while it runs, past its due time', async () => {
    let release!: () => void;
    const a = server();
    a.add({ name: 'long', everyMs: 100, run: () => new Promise<void>((done) => (release = done)) });
    const running = a.look();
    // Past its due time (100 ms) while it still runs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const b = server();
    let ranOnB = false;
    b.add({
      name: 'long',
      everyMs: 100,
      run: async () => {
        ranOnB = true;
      },
    });
    expect(await b.look()).toEqual([]);
    release();
    expect(await running).toEqual(['long']);
    expect(ranOnB).toBe(false);
  });

  it('a stopped server starts nothing new and waits for its run in progress', async () => {
    let finished = false;
    let started!: () => void;
    const runStarted = new Promise<void>((resolve) => (started = resolve));
    const a = server();
    a.add({
      name: 'finishing',
      everyMs: 60_000,
      run: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 100));
        finished = true;
      },
    });
    const look = a.look();
    await runStarted;
    await a.stop();
    expect(finished).toBe(true);
    await look;
    expect(await a.look()).toEqual([]);
  });
});
