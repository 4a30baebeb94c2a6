/**
 * bench:exam on several servers (--servers N): N server processes on one PostgreSQL database and one
 * DATA_DIR behind Debian's nginx with the reference site (e2e/support/nginx.ts, shared with the
 * tests), the incidents of --kill and --restart-db in the middle of the answering phase, and what
 * the run cost: CPU seconds of the servers, of PostgreSQL and of nginx, and the database's own
 * count of time spent in statements (pg_stat_database.active_time), per acknowledged answer.
 */
import { type ChildProcess, exec, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { startNginx } from '../e2e/support/nginx';
import type { Ack, CallLog } from './bench-exam-client';
import { percentile, sleep, startServer } from './bench-support';

export interface ServerGroup {
  /** nginx's address: every client call goes there. */
  base: string;
  servers: Array<{ child: ChildProcess; base: string }>;
  nginxPids: () => number[];
  /** SIGKILLs the first `count` servers still running; their pids. */
  kill(count: number): number[];
  stop(): Promise<void>;
}

/** N servers on the database at `databaseUrl`, sharing `dataDir` and one JWT_SECRET, behind nginx. */
export async function startServerGroup(
  count: number,
  dataDir: string,
  databaseUrl: string,
): Promise<ServerGroup> {
  const env = {
    DATA_DIR: dataDir,
    DEMO: 'false',
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: '20',
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
  };
  // Their logs (JSON lines) are counted by message and error code, not printed.
  const logged = new Map<string, number>();
  const onLogLine = (line: string) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { code?: string } };
      const key = `${entry.msg ?? '?'}${entry.err?.code ? ` (${entry.err.code})` : ''}`;
      logged.set(key, (logged.get(key) ?? 0) + 1);
    } catch {
      logged.set(line.slice(0, 80), (logged.get(line.slice(0, 80)) ?? 0) + 1);
    }
  };
  const servers = await Promise.all(Array.from({ length: count }, () => startServer(env, onLogLine)));
  const nginx = await startNginx({
    upstreamPorts: servers.map((server) => Number(new URL(server.base).port)),
    workerConnections: 16_384,
  });
  const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  return {
    base: nginx.baseUrl,
    servers,
    nginxPids: () => [nginx.pid, ...childrenOf(nginx.pid)],
    kill(killCount) {
      const victims = servers.filter((server) => alive(server.child)).slice(0, killCount);
      for (const victim of victims) victim.child.kill('SIGKILL');
      return victims.map((victim) => victim.child.pid ?? 0);
    },
    async stop() {
      if (logged.size > 0) console.log(`servers logged: ${JSON.stringify(Object.fromEntries(logged))}`);
      // nginx's complaints by kind: "upstream timed out (110: ...) while reading response header", ...
      const complaints = new Map<string, number>();
      for (const line of nginx.errorLog().split('\n')) {
        const kind = /\*\d+ (.*?)(, client:|$)/
          .exec(line)?.[1]
          ?.replace(/\d+\.\d+\.\d+\.\d+:\d+/g, 'ADDRESS');
        if (kind) complaints.set(kind, (complaints.get(kind) ?? 0) + 1);
      }
      if (complaints.size > 0) console.log(`nginx logged: ${JSON.stringify(Object.fromEntries(complaints))}`);
      await nginx.stop();
      await Promise.all(
        servers.map(async ({ child }) => {
          if (!alive(child)) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        }),
      );
    },
  };
}

/** The pids of processes whose command line (NULs as spaces) passes `test`. */
export function processesWhere(test: (cmdline: string) => boolean): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      if (test(cmdline)) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/** The pids whose parent is `pid` (nginx's workers). */
function childrenOf(pid: number): number[] {
  return processesWhere(() => true).filter((child) => {
    try {
      const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  });
}

const TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** A process's CPU time so far (user + system), in seconds; null once it is gone. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU seconds used by groups of processes between start() and stop(), sampled every 250 ms so that
 * a process that dies (a killed server, PostgreSQL's backends at a restart) counts up to its last
 * sample, and one that appears counts from its first.
 */
export class CpuMeter {
  private readonly first = new Map<string, Map<number, number>>();
  private readonly last = new Map<string, Map<number, number>>();
  private timer: NodeJS.Timeout | undefined;
  private machineAtStart = 0;

  constructor(private readonly groups: Record<string, () => number[]>) {}

  sample(): void {
    for (const [name, pidsOf] of Object.entries(this.groups)) {
      const first = this.first.get(name) ?? new Map<number, number>();
      const last = this.last.get(name) ?? new Map<number, number>();
      for (const pid of pidsOf()) {
        const seconds = cpuSecondsOf(pid);
        if (seconds === null) continue;
        if (!first.has(pid)) first.set(pid, this.first.has(name) ? 0 : seconds);
        last.set(pid, seconds);
      }
      this.first.set(name, first);
      this.last.set(name, last);
    }
  }

  start(): void {
    this.machineAtStart = machineCpuSeconds();
    this.sample();
    this.timer = setInterval(() => this.sample(), 250);
  }

  stop(): Record<string, number> {
    clearInterval(this.timer);
    this.sample();
    const used: Record<string, number> = {
      'machine (every process)': machineCpuSeconds() - this.machineAtStart,
    };
    for (const name of Object.keys(this.groups)) {
      const first = this.first.get(name) ?? new Map();
      used[name] = [...(this.last.get(name) ?? new Map()).entries()].reduce(
        (sum, [pid, seconds]) => sum + seconds - (first.get(pid) ?? seconds),
        0,
      );
    }
    return used;
  }
}

/** PostgreSQL's own counters of one database: transactions and time spent in statements (ms). */
export async function databaseCounters(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ commits: string; rollbacks: string; active_ms: number }>(
      `select xact_commit as commits, xact_rollback as rollbacks, active_time as active_ms
       from pg_stat_database where datname = $1`,
      [database],
    );
    const row = rows[0];
    return {
      commits: Number(row?.commits),
      rollbacks: Number(row?.rollbacks),
      activeMs: Number(row?.active_ms),
    };
  } finally {
    await client.end();
  }
}

/** PostgreSQL's processes (the postmaster's children and the backends of every database). */
export const postgresPids = () => processesWhere((cmdline) => /^postgres:|\/postgres\s/.test(cmdline));
/** The backends serving one database. */
export const backendPids = (database: string) =>
  processesWhere((cmdline) => cmdline.startsWith('postgres:') && cmdline.includes(` ${database} `));

/** Runs `action` once when `ready()` first holds (polled every 50 ms); resolves with when it ran. */
export async function whenReady(ready: () => boolean, action: () => Promise<void> | void): Promise<number> {
  while (!ready()) await sleep(50);
  const at = performance.now();
  await action();
  return at;
}

/** Restarts PostgreSQL with the shell command given (e.g. `pg_ctlcluster 15 main restart`); its seconds. */
export async function restartDatabase(command: string): Promise<number> {
  const started = performance.now();
  // Not execSync: the devices keep their own time meanwhile.
  await new Promise<void>((done, fail) => exec(command, (error) => (error ? fail(error) : done())));
  return (performance.now() - started) / 1000;
}

/** The whole machine's busy CPU seconds so far (every process, from /proc/stat). */
export function machineCpuSeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const busy = fields
    .slice(0, 8)
    .reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return busy / TICKS_PER_SECOND;
}

/**
 * Answer latency around an incident at `eventAt`: what a student waited from giving an answer to its
 * acknowledgment (resends included), for answers given before it, in the `windowMs` after it, and
 * after that; with the answering rate in each part.
 */
export function reportAroundEvent(
  acks: Ack[],
  calls: CallLog,
  eventAt: number,
  windowMs: number,
  answerEnd: number,
) {
  const parts: Array<[string, number, number]> = [
    ['before', 0, eventAt],
    [`during (${windowMs / 1000} s from it)`, eventAt, eventAt + windowMs],
    ['after', eventAt + windowMs, Number.POSITIVE_INFINITY],
  ];
  console.log('\nanswers around the incident   count   p50 ms   p95 ms   p99 ms   max ms   acks/s');
  for (const [name, from, to] of parts) {
    const waits = acks
      .filter((ack) => ack.givenAt >= from && ack.givenAt < to)
      .map((ack) => ack.at - ack.givenAt)
      .sort((x, y) => x - y);
    const ackedIn = acks.filter((ack) => ack.at >= from && ack.at < to).length;
    const spanMs =
      Math.min(to, answerEnd) - Math.max(from, acks.length ? Math.min(...acks.map((a) => a.givenAt)) : from);
    const cells = [50, 95, 99].map((p) => percentile(waits, p).toFixed(0).padStart(8));
    console.log(
      `${name.padEnd(29)}${String(waits.length).padStart(6)} ${cells.join(' ')} ${(waits.at(-1) ?? 0).toFixed(0).padStart(8)} ${(ackedIn / Math.max(spanMs / 1000, 0.001)).toFixed(0).padStart(8)}`,
    );
  }
  const failures = [...calls.errors.entries()].filter(([key]) => key.startsWith('answer'));
  console.log(`answer calls that failed and were resent: ${JSON.stringify(Object.fromEntries(failures))}`);
}

/** CPU and database time per acknowledged answer during the answering phase (completions included). */
export function printCosts(
  cpu: Record<string, number>,
  phase: { acks: number; seconds: number; clientCpu: number },
  before: { commits: number; rollbacks: number; activeMs: number } | undefined,
  after: { commits: number; rollbacks: number; activeMs: number } | undefined,
) {
  const perAnswer = (value: number) => ((value * 1000) / Math.max(phase.acks, 1)).toFixed(2);
  console.log(`\ncost of the answering phase (${phase.acks} answers in ${phase.seconds.toFixed(1)} s):`);
  for (const [name, seconds] of Object.entries({ ...cpu, 'bench client': phase.clientCpu })) {
    console.log(
      `  CPU ${name.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s = ${perAnswer(seconds).padStart(6)} ms per answer (${(seconds / phase.seconds).toFixed(2)} cores)`,
    );
  }
  if (before && after) {
    const commits = after.commits - before.commits;
    const active = (after.activeMs - before.activeMs) / 1000;
    console.log(
      `  database: ${commits} commits (${(commits / Math.max(phase.acks, 1)).toFixed(2)} per answer), ${after.rollbacks - before.rollbacks} rollbacks, ` +
        `time in statements ${active.toFixed(1)} s = ${perAnswer(active)} ms per answer (pg_stat_database.active_time, until the servers stopped)`,
    );
  }
}
