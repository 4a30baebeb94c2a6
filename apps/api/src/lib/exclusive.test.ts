import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../test/test-app';
import { acrossServerClaims, exclusiveSections } from './exclusive';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

/** A section that records when it starts and ends, and holds until `release` is called. */
function heldSection(events: string[], label: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const work = async () => {
    events.push(`${label} starts`);
    await held;
    events.push(`${label} ends`);
    return label;
  };
  return { work, release };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 150));

describe(`exclusive sections (${testDriver})`, () => {
  it('runs sections of one name one after another, and of other names at once', async () => {
    const sections = exclusiveSections(t.database);
    const events: string[] = [];
    const first = heldSection(events, 'first');
    const second = heldSection(events, 'second');
    const other = heldSection(events, 'other');
    const runs = [
      sections('store', first.work),
      sections('store', second.work),
      sections('elsewhere', other.work),
    ];
    await tick();
    expect(events).toEqual(['first starts', 'other starts']);
    first.release();
    other.release();
    await tick();
    expect(events).toEqual(['first starts', 'other starts', 'first ends', 'other ends', 'second starts']);
    second.release();
    expect(await Promise.all(runs)).toEqual(['first', 'second', 'other']);
  });

  it('goes on after a section that failed', async () => {
    const sections = exclusiveSections(t.database);
    const failed = sections('store', async () => {
      throw new Error('disk full');
    });
    await expect(failed).rejects.toThrow('disk full');
    await expect(sections('store', async () => 'next')).resolves.toBe('next');
  });

  it.runIf(testDriver === 'postgres')('excludes a section of the same name on another server', async () => {
    // Two servers on one database: each has its own sections, and the database lock orders them.
    const [serverA, serverB] = [exclusiveSections(t.database), exclusiveSections(t.database)];
    const events: string[] = [];
    const onA = heldSection(events, 'A');
    const onB = heldSection(events, 'B');
    const runA = serverA('content-store', onA.work);
    await tick();
    const runB = serverB('content-store', onB.work);
    await tick();
    expect(events).toEqual(['A starts']);
    onA.release();
    await runA;
    await tick();
    expect(events).toEqual(['A starts', 'A ends', 'B starts']);
    onB.release();
    await expect(runB).resolves.toBe('B');
  });
});

describe(`claims (${testDriver})`, () => {
  it('refuses a held claim at once, and gives it to the next caller once released', async () => {
    const claims = acrossServerClaims(t.database);
    const release = await claims('backup-download');
    expect(release).not.toBeNull();
    expect(await claims('backup-download')).toBeNull();
    const other = await claims('something-else');
    expect(other).not.toBeNull();
    await release?.();
    await release?.(); // twice is once
    const again = await claims('backup-download');
    expect(again).not.toBeNull();
    await again?.();
    await other?.();
  });

  it.runIf(testDriver === 'postgres')(
    'refuses a claim held on another server, and frees it when that server dies',
    async () => {
      const [serverA, serverB] = [acrossServerClaims(t.database), acrossServerClaims(t.database)];
      const onA = await serverA('backup-download');
      expect(onA).not.toBeNull();
      expect(await serverB('backup-download')).toBeNull();
      await onA?.();
      const onB = await serverB('backup-download');
      expect(onB).not.toBeNull();
      // B's process dies: its connection ends (terminated here), and the lock goes with it. Only this
      // test's database: another file's server may hold a claim of the same name in its own.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and objid = hashtext('backup-download')::oid and granted
              and database = (select oid from pg_database where datname = current_database())`,
      );
      // The server ends the session a moment after it is told to.
      let afterDeath: Awaited<ReturnType<typeof serverA>> = null;
      for (let i = 0; i < 50 && !afterDeath; i++) {
        afterDeath = await serverA('backup-download');
        if (!afterDeath) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(afterDeath).not.toBeNull();
      await afterDeath?.();
      await onB?.(); // its connection is gone: releasing does not throw
    },
  );
});
