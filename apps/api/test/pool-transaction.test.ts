import { openPostgresPool } from '@pathshala/db';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from './test-app';

/**
 * A transaction whose connection breaks must give its pool slot back: drizzle-orm 0.45's
 * node-postgres transaction() runs BEGIN outside its try/finally, so a failed BEGIN kept the client
 * checked out for ever (drizzle-orm#6023), and a failed ROLLBACK returned a dead client to the pool.
 * With one slot, the next transaction then waited for ever. Only a server has a pool.
 */
describe.runIf(testDriver === 'postgres')('transactions on a pool of one (postgres)', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close().catch(() => {});
  });

  /** A pool of one whose next checkouts hand out a client with its socket already cut. */
  function poolOfOne() {
    const handle = openPostgresPool({ url: process.env.TEST_DATABASE_URL ?? '', poolSize: 1 });
    opened.push(handle);
    let breakNext = 0;
    handle.pool.on('acquire', (client: pg.PoolClient) => {
      if (breakNext === 0) return;
      breakNext -= 1;
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    return { db: handle.db, breakNextCheckouts: (n: number) => (breakNext = n) };
  }

  const answer = async (db: ReturnType<typeof poolOfOne>['db']) =>
    db.transaction(async (tx) => (await tx.execute(sql`select 41 + 1 as n`)).rows[0]);

  it('a BEGIN that fails releases the client: the next transaction runs', async () => {
    const { db, breakNextCheckouts } = poolOfOne();
    expect(await answer(db)).toEqual({ n: 42 });
    breakNextCheckouts(1);
    await expect(answer(db)).rejects.toThrow();
    expect(await withinSeconds(5, answer(db))).toEqual({ n: 42 });
  });

  it('a transaction that fails inside gives its own error and leaves the pool usable', async () => {
    const { db } = poolOfOne();
    await expect(
      db.transaction(async () => {
        throw new Error('the rule said no');
      }),
    ).rejects.toThrow('the rule said no');
    expect(await withinSeconds(5, answer(db))).toEqual({ n: 42 });
  });

  it('a connection that dies inside a transaction is not handed out again', async () => {
    const { db } = poolOfOne();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }),
    ).rejects.toThrow();
    expect(await withinSeconds(5, answer(db))).toEqual({ n: 42 });
  });
});

function withinSeconds<T>(seconds: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(new Error(`still waiting after ${seconds} s: the pool's client leaked`)),
        seconds * 1000,
      ),
    ),
  ]);
}
