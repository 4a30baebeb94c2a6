import { type Database, jobLeases } from '@pathshala/db';
import { and, eq, sql } from 'drizzle-orm';

/** What is known of a job's last run, on any server. */
export interface JobLease {
  holder: string;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastError: string | null;
}

/**
 * Who holds each timed job. Several servers share the job_leases table (`tableLeases`); one server
 * on the embedded database, which refuses a second process, keeps them in memory (`memoryLeases`):
 * PGlite writes every statement to its data directory, and the mail job alone looks every second.
 */
export interface JobLeases {
  /** Takes the job for `holder` when it is free (or already its) and due; true when taken. */
  take(job: string, holder: string, timing: { leaseMs: number; dueMs: number }): Promise<boolean>;
  /** Extends a lease `holder` still has. */
  renew(job: string, holder: string, leaseMs: number): Promise<void>;
  /** Ends `holder`'s lease after a run, recording how it ended. */
  giveUp(job: string, holder: string, error: string | null): Promise<void>;
  read(job: string): Promise<JobLease | undefined>;
}

/** Where a server on this database keeps its leases: shared on PostgreSQL, in memory on PGlite. */
export function leasesFor(database: { driver: 'postgres' | 'pglite'; db: Database }): JobLeases {
  return database.driver === 'postgres' ? tableLeases(database.db) : memoryLeases();
}

/** Leases in job_leases: each step is one statement, so servers looking at once take a job once. */
export function tableLeases(db: Database): JobLeases {
  const interval = (ms: number) => sql`${`${Math.round(ms)} milliseconds`}::interval`;
  return {
    async take(job, holder, { leaseMs, dueMs }) {
      const held = { holder, heldUntil: sql`now() + ${interval(leaseMs)}`, lastStartedAt: sql`now()` };
      const taken = await db
        .insert(jobLeases)
        .values({ job, ...held })
        .onConflictDoUpdate({
          target: jobLeases.job,
          set: held,
          setWhere: sql`(${jobLeases.heldUntil} <= now() or ${jobLeases.holder} = ${holder})
            and (${jobLeases.lastStartedAt} is null or ${jobLeases.lastStartedAt} <= now() - ${interval(dueMs)})`,
        })
        .returning({ job: jobLeases.job });
      return taken.length > 0;
    },
    async renew(job, holder, leaseMs) {
      await db
        .update(jobLeases)
        .set({ heldUntil: sql`now() + ${interval(leaseMs)}` })
        .where(and(eq(jobLeases.job, job), eq(jobLeases.holder, holder)));
    },
    async giveUp(job, holder, error) {
      await db
        .update(jobLeases)
        .set({ heldUntil: sql`now()`, lastFinishedAt: sql`now()`, lastError: error })
        .where(and(eq(jobLeases.job, job), eq(jobLeases.holder, holder)));
    },
    async read(job) {
      const [row] = await db.select().from(jobLeases).where(eq(jobLeases.job, job));
      return row;
    },
  };
}

/** The same rules over a Map, for the one process that owns an embedded database. */
export function memoryLeases(now: () => number = Date.now): JobLeases {
  const leases = new Map<string, JobLease & { heldUntil: number }>();
  return {
    async take(job, holder, { leaseMs, dueMs }) {
      const lease = leases.get(job);
      const free = !lease || lease.heldUntil <= now() || lease.holder === holder;
      const due = !lease?.lastStartedAt || lease.lastStartedAt.getTime() <= now() - dueMs;
      if (!free || !due) return false;
      leases.set(job, {
        holder,
        heldUntil: now() + leaseMs,
        lastStartedAt: new Date(now()),
        lastFinishedAt: lease?.lastFinishedAt ?? null,
        lastError: lease?.lastError ?? null,
      });
      return true;
    },
    async renew(job, holder, leaseMs) {
      const lease = leases.get(job);
      if (lease?.holder === holder) lease.heldUntil = now() + leaseMs;
    },
    async giveUp(job, holder, error) {
      const lease = leases.get(job);
      if (lease?.holder !== holder) return;
      Object.assign(lease, { heldUntil: now(), lastFinishedAt: new Date(now()), lastError: error });
    },
    async read(job) {
      const lease = leases.get(job);
      if (!lease) return undefined;
      const { heldUntil: _, ...known } = lease;
      return known;
    },
  };
}
