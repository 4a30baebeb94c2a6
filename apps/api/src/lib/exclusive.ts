import type { Database, DatabaseHandle, Driver } from '@pathshala/db';
import { sql } from 'drizzle-orm';

/** Runs `work` when no other section of the same name runs, on this server or any other. */
export type Exclusive = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** Advisory-lock key space of these sections (the migrations hold key 7202611 in the other form). */
const SECTIONS_KEY = 7202612;

/**
 * Sections that exclude each other by name. In one process a chain per name orders them; on
 * PostgreSQL each also holds a transaction-scoped advisory lock on the name, so servers sharing the
 * database and DATA_DIR take turns too. The chain comes first: a process waits on the lock with one
 * connection at most per name, never a pool full of waiters that the holder itself would need.
 */
export function exclusiveSections(database: { driver: Driver; db: Database }): Exclusive {
  const chains = new Map<string, Promise<unknown>>();
  const acrossServers =
    database.driver === 'postgres'
      ? <T>(name: string, work: () => Promise<T>) =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${SECTIONS_KEY}, hashtext(${name}))`);
            return work();
          })
      : <T>(_name: string, work: () => Promise<T>) => work();
  return <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const before = chains.get(name) ?? Promise.resolve();
    const run = before.then(
      () => acrossServers(name, work),
      () => acrossServers(name, work),
    );
    const settled = run.catch(() => undefined);
    chains.set(name, settled);
    // The last section of a name leaves no entry behind.
    void settled.then(() => {
      if (chains.get(name) === settled) chains.delete(name);
    });
    return run;
  };
}

/** Gives up a claim (its lock goes with it). */
export type ClaimRelease = () => Promise<void>;
/**
 * Claims `name` for as long as the caller needs it, if no one holds it now, on this server or any
 * other: the release, or null at once when it is held (nobody waits).
 */
export type Claims = (name: string) => Promise<ClaimRelease | null>;

/**
 * Claims held across servers: on PostgreSQL a session-level advisory lock on a connection kept for
 * the claim, so a server that dies lets go with its connection, and nothing of it is a row that a
 * backup's snapshot could copy. A set per process comes first, so a claim this server already
 * holds costs no connection to refuse.
 */
export function acrossServerClaims(database: {
  claimAdvisoryLock?: DatabaseHandle['claimAdvisoryLock'];
}): Claims {
  const held = new Set<string>();
  return async (name) => {
    if (held.has(name)) return null;
    held.add(name);
    try {
      const unlock = database.claimAdvisoryLock
        ? await database.claimAdvisoryLock(SECTIONS_KEY, name)
        : async () => {};
      if (!unlock) {
        held.delete(name);
        return null;
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        held.delete(name);
        await unlock();
      };
    } catch (error) {
      held.delete(name);
      throw error;
    }
  };
}
