import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobLeases } from './job-leases';

/** A timed job: `run` is called about every `everyMs`, on exactly one server at a time. */
export interface TimedJob {
  name: string;
  everyMs: number;
  /** Waits this long after the server starts before its first run (default: one `everyMs`). */
  firstAfterMs?: number;
  run(): Promise<unknown>;
}

export interface JobLog {
  warn(details: object, message: string): void;
}

/** What a server reports of the jobs it ran (the metrics read it). */
export interface JobEvents {
  onRun?(job: string, outcome: 'done' | 'failed', seconds: number): void;
}

/**
 * How long a lease lasts without renewal: a server that dies holding a job frees it this long
 * after its last renewal, and another server's next look at the job takes it over.
 */
export const LEASE_SECONDS = 15;
/** How often a running job's lease is renewed. */
const RENEW_EVERY_MS = 5_000;
/** A look a little early still finds the job due: servers' timers drift against each other. */
const DUE_SLACK = 0.9;

/**
 * Runs the timed jobs (sweepers, mail, nightly backups, upload expiry) so that each runs on one
 * server at a time, whatever number of servers share the database. Each server looks at each job
 * every `everyMs`; the job is due when its last run, on any server, started about `everyMs` ago;
 * a server takes it by a lease (job-leases.ts: free or its own, and due), renews the lease while the
 * job runs, and gives it up after. A server that dies holding a job loses it when the lease runs out.
 */
export class Jobs {
  private readonly jobs = new Map<string, TimedJob>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private started = false;
  private closed = false;
  /** This server's name in job_leases: host, process and a random part (a restart is another holder). */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly leases: JobLeases,
    private readonly log: JobLog,
    private readonly events: JobEvents = {},
    private readonly options: { leaseSeconds?: number } = {},
  ) {}

  add(job: TimedJob): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is added twice`);
    this.jobs.set(job.name, job);
  }

  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job, job.firstAfterMs ?? job.everyMs);
  }

  /** Stops looking, and waits for the jobs this server is running (their leases are given up). */
  async stop(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  /** Looks at every job now, runs those due and free, and waits for them; the names it ran. */
  async look(): Promise<string[]> {
    const ran = await Promise.all([...this.jobs.values()].map((job) => this.lookAt(job)));
    return [...this.jobs.keys()].filter((_, index) => ran[index]);
  }

  private schedule(job: TimedJob, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.lookAt(job).finally(() => this.schedule(job, job.everyMs));
    }, delayMs);
    // A pending look never keeps the process (or a test run) alive.
    timer.unref();
    this.timers.add(timer);
  }

  /** Takes the job if it is due and free, runs it, and resolves when done: whether it ran here. */
  private async lookAt(job: TimedJob): Promise<boolean> {
    if (this.closed || this.running.has(job.name)) return false;
    let leased = false;
    try {
      leased = await this.take(job);
    } catch (error) {
      // The database is away: the next look tries again.
      this.log.warn({ job: job.name, error: String(error) }, 'job lease not taken');
    }
    if (!leased) return false;
    const run = this.runLeased(job).finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    await run;
    return true;
  }

  private leaseMs(): number {
    return (this.options.leaseSeconds ?? LEASE_SECONDS) * 1000;
  }

  /** Takes the lease when the job is free (or this server's) and due; true when taken. */
  private take(job: TimedJob): Promise<boolean> {
    return this.leases.take(job.name, this.holder, {
      leaseMs: this.leaseMs(),
      dueMs: job.everyMs * DUE_SLACK,
    });
  }

  private async runLeased(job: TimedJob): Promise<void> {
    const renewal = setInterval(() => {
      this.leases
        .renew(job.name, this.holder, this.leaseMs())
        .catch((error: unknown) =>
          this.log.warn({ job: job.name, error: String(error) }, 'lease not renewed'),
        );
    }, RENEW_EVERY_MS);
    renewal.unref();
    const started = performance.now();
    let failure: string | null = null;
    try {
      await job.run();
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.log.warn({ job: job.name, error: failure }, 'job failed');
    } finally {
      clearInterval(renewal);
    }
    this.events.onRun?.(job.name, failure ? 'failed' : 'done', (performance.now() - started) / 1000);
    // Given up at once: the next run is spaced by lastStartedAt, on whichever server looks first.
    await this.leases
      .giveUp(job.name, this.holder, failure)
      .catch((error: unknown) =>
        this.log.warn({ job: job.name, error: String(error) }, 'lease not given up'),
      );
  }
}
