import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What modules report to the metrics; a server without METRICS_TOKEN reports to nothing. */
export interface Metrics {
  /** An answer the server kept and acknowledged to the device (saved, or the one already kept). */
  answerAcknowledged(): void;
  /** A timed job's run on this server, and how it ended. */
  jobRan(job: string, outcome: 'done' | 'failed', seconds: number): void;
  /** A request answered: its route's pattern (not its ids), method, status and duration. */
  requestAnswered(labels: { route: string; method: string; status: number }, seconds: number): void;
  /** Where the open attempts are counted when a collector asks (the attempts module's count). */
  countOpenAttemptsWith(count: () => Promise<number>): void;
}

export const noMetrics: Metrics = {
  answerAcknowledged() {},
  jobRan() {},
  requestAnswered() {},
  countOpenAttemptsWith() {},
};

/**
 * The Prometheus metrics of one server, in a registry of its own (a process may build several
 * apps: the tests do): request latency by route, answers acknowledged, attempts open, the database
 * pool, jobs, and Node's own (event-loop lag, memory, CPU).
 */
export function createMetrics(poolUse?: () => { inUse: number; waiting: number }): {
  metrics: Metrics;
  registry: Registry;
} {
  const registry = new Registry();
  // Gauges are computed when a collector asks, not kept up to date.
  let countOpenAttempts: () => Promise<number> = async () => 0;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Histogram({
    name: 'pathshala_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const answers = new Counter({
    name: 'pathshala_answers_acknowledged_total',
    help: 'Exam answers kept and acknowledged to the device',
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'pathshala_job_runs_total',
    help: 'Timed job runs on this server, by job and outcome (done or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'pathshala_job_duration_seconds',
    help: 'How long a timed job ran',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 1, 10, 60, 600],
    registers: [registry],
  });
  new Gauge({
    name: 'pathshala_attempts_open',
    help: 'Timed attempts started and not yet completed (all servers: read from the database)',
    registers: [registry],
    async collect() {
      this.set(await countOpenAttempts());
    },
  });
  new Gauge({
    name: 'pathshala_db_pool_connections',
    help: "This server's database connections, by state: in_use, or waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUse?.() ?? { inUse: 0, waiting: 0 };
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  return {
    registry,
    metrics: {
      answerAcknowledged: () => answers.inc(),
      jobRan(job, outcome, seconds) {
        jobRuns.inc({ job, outcome });
        jobSeconds.observe({ job }, seconds);
      },
      requestAnswered({ route, method, status }, seconds) {
        requests.observe({ route, method, status: String(status) }, seconds);
      },
      countOpenAttemptsWith(count) {
        countOpenAttempts = count;
      },
    },
  };
}
