import type { Database, Driver } from '@pathshala/db';
import type { Config } from './env';
import type { Clock } from './lib/clock';
import type { ExamPresence } from './lib/exam-presence';
import type { Claims, Exclusive } from './lib/exclusive';
import type { FreeDiskBytes } from './lib/free-disk';
import type { JobLeases } from './lib/job-leases';
import type { Jobs } from './lib/jobs';
import type { Metrics } from './lib/metrics';
import type { PasswordGuesses } from './lib/password-guesses';

/** What every module needs, built once in app.ts and passed to each module's routes. */
export interface AppContext {
  config: Config;
  db: Database;
  driver: Driver;
  clock: Clock;
  pingDatabase(): Promise<number>;
  startedAt: Date;
  /** One budget of password guesses per account, for every call that checks a password. */
  passwordGuesses: PasswordGuesses;
  /** Who is in an exam right now (written by attempts, read by the exam room). */
  examPresence: ExamPresence;
  /** Free disk space (statfs), a function so that tests can state the figure. */
  freeDiskBytes: FreeDiskBytes;
  /** Sections that exclude each other by name across every server sharing the database. */
  exclusive: Exclusive;
  /** Claims held as long as needed, refused at once while another holder has them, across servers. */
  claims: Claims;
  /** Who holds each timed job (shared on PostgreSQL, in memory on PGlite). */
  leases: JobLeases;
  /** The timed jobs (sweepers, mail, backups): each runs on one server at a time; modules add theirs. */
  jobs: Jobs;
  /** What this server reports to GET /metrics (nothing without METRICS_TOKEN). */
  metrics: Metrics;
}
