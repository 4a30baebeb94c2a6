/**
 * Insight benchmark (issue 30, Scale): `npm run bench:insight [-- --postgres --requests 50 --strict]`.
 * Seeds a school of 2,000 students in 40 cohorts, 30 served assessments of 30 questions and a term
 * of practice (about 2 million answers) inside the database (bench-insight-school.ts), checks it
 * against the app's own invariants, then starts the real server on it and measures, through HTTP,
 * every insight call the contracts' registry has today (the class view, who needs help, item
 * analysis, the student page, the student's and the school's analytics): server time from the
 * server's own log and client time, p50 and p95 after a warm-up, against a 300 ms p95 budget. When
 * a regrade call exists it regrades the first assessment (2,000 attempts, 10 s budget) while 200
 * students answer a running exam, and prints their answer p95 before and during it.
 * PGlite by default; --postgres (or DATABASE_URL) runs on a throwaway database of that server, and
 * PGOPTIONS (e.g. '-c jit=off') reaches the server's connections. --keep leaves the database for EXPLAIN.
 * Exits 0 whatever the figures, unless --strict (then 1 when a budget is missed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { api } from '@pathshala/contracts';
import { type Ack, CallLog, type StartedStudent, startExam, takeExam } from './bench-exam-client';
import { openBenchDatabase } from './bench-exam-school';
import { type Endpoint, findEndpoints, type Plan, planCall } from './bench-insight-calls';
import { checkInsightSchool } from './bench-insight-check';
import {
  ADMIN,
  benchStudent,
  benchTeacher,
  DEFAULT_SIZE,
  FIRST_ASSESSMENT_ID,
  type InsightSchool,
  LIVE_ASSESSMENT_ID,
  STUDENT_PASSWORD,
  seedInsightSchool,
  TEACHER_PASSWORD,
} from './bench-insight-school';
import { percentile, signIn, sleep, startServer } from './bench-support';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    requests: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    strict: { type: 'boolean', default: false },
    // A smaller school (200 students, 4 cohorts, 6 assessments): a quick loop while working on the bench.
    small: { type: 'boolean', default: false },
    'live-students': { type: 'string', default: '200' },
    // Keeps the seeded database (and prints where) for EXPLAIN ANALYZE afterwards.
    keep: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const BUDGET_MS = 300;
const REGRADE_BUDGET_MS = 10_000;
const serverUrl =
  process.env.DATABASE_URL || (args.postgres ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
const size = args.small
  ? { students: 200, cohorts: 4, assessments: 6, questionsPerAssessment: 30, quizzesPerStudent: 50 }
  : DEFAULT_SIZE;

/** The server's own time per request, from its log: reqId -> path, then the completion's responseTime. */
class ServerTimes {
  private readonly paths = new Map<string, string>();
  readonly done: Array<{ path: string; ms: number }> = [];

  read(line: string) {
    if (!line.startsWith('{')) return;
    const entry = JSON.parse(line) as {
      reqId?: string;
      req?: { url?: string };
      responseTime?: number;
    };
    if (!entry.reqId) return;
    if (entry.req?.url) this.paths.set(entry.reqId, entry.req.url);
    else if (entry.responseTime !== undefined) {
      const path = this.paths.get(entry.reqId);
      this.paths.delete(entry.reqId);
      if (path) this.done.push({ path, ms: entry.responseTime });
    }
  }

  /**
   * The server times of the last `count` requests to these paths logged after the `from`-th entry,
   * sorted; waits (up to 5 s) for their log lines, which may trail the responses.
   */
  async last(from: number, paths: Set<string>, count: number): Promise<number[]> {
    const mine = () => this.done.slice(from).filter((d) => paths.has(d.path));
    for (let i = 0; i < 50 && mine().length < count; i++) await sleep(100);
    return mine()
      .slice(-count)
      .map((d) => d.ms)
      .sort((a, b) => a - b);
  }
}

interface Line {
  label: string;
  status: 'PASS' | 'FAIL' | 'ERROR' | 'skipped';
  text: string;
}

/** The server's answer for a route it does not have (a contract whose route has not landed yet). */
const NOT_SERVED = /^404 (Route|Not found)/;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`.padStart(8);

async function measure(
  base: string,
  plan: Plan,
  serverTimes: ServerTimes,
): Promise<{ line: Line; p95: number }> {
  const paths = new Set<string>();
  const client: number[] = [];
  let bytes = 0;
  const call = async (i: number) => {
    const request = plan.request(i);
    paths.add(request.path);
    const started = performance.now();
    const response = await fetch(`${base}${request.path}${request.query}`, {
      headers: { authorization: `Bearer ${request.token}` },
    });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) {
      const message = body.startsWith('{') ? (JSON.parse(body) as { message?: string }).message : body;
      throw new Error(`${response.status} ${message?.slice(0, 120)}`);
    }
    bytes = body.length;
    return ms;
  };
  const from = serverTimes.done.length;
  try {
    const warmupFrom = performance.now();
    // The first call shows a read nobody made before (nothing kept between reads yet).
    const first = await call(0);
    for (let i = 1; i < WARMUP; i++) await call(i);
    // A call slower than a second is far over budget whatever its tail: ten requests tell it.
    const count = (performance.now() - warmupFrom) / WARMUP > 1000 ? Math.min(10, REQUESTS) : REQUESTS;
    for (let i = 0; i < count; i++) client.push(await call(WARMUP + i));
    const server = await serverTimes.last(from, paths, count);
    client.sort((a, b) => a - b);
    const p95 = percentile(server, 95);
    const status = p95 <= BUDGET_MS ? 'PASS' : 'FAIL';
    return {
      p95,
      line: {
        label: plan.label,
        status,
        text: `server p50 ${fmt(percentile(server, 50))} p95 ${fmt(p95)}  client p95 ${fmt(percentile(client, 95))}  first ${fmt(first)}  n ${String(server.length).padStart(3)} ${(bytes / 1024).toFixed(0).padStart(5)} KiB  ${plan.describe}`,
      },
    };
  } catch (error) {
    const message = (error as Error).message;
    const notServed = NOT_SERVED.test(message);
    return {
      p95: Number.POSITIVE_INFINITY,
      line: {
        label: plan.label,
        status: notServed ? 'skipped' : 'ERROR',
        text: `${notServed ? 'contract only, not served yet' : message}  ${plan.describe}`,
      },
    };
  }
}

/**
 * An administrator (the first assessment is served to every cohort: no teacher teaches them all)
 * regrades its wrong key (2,000 attempts) while students of the first four
 * cohorts answer the running exam; their answer latency before and during the regrade.
 */
async function regradeDuringExam(
  base: string,
  school: InsightSchool,
  regraderToken: string,
  regrade: Endpoint,
): Promise<Line[]> {
  const path = regrade.path.replace(':id', String(FIRST_ASSESSMENT_ID));
  const headers = { authorization: `Bearer ${regraderToken}`, 'content-type': 'application/json' };
  // An empty body: refused (400) by a route that exists; a 404 'Not found' says it has not landed.
  const probe = await fetch(`${base}${path}`, { method: 'POST', headers, body: '{}' });
  const probeBody = (await probe.json()) as { message?: string };
  if (NOT_SERVED.test(`${probe.status} ${probeBody.message}`))
    return [
      { label: 'regrade', status: 'skipped', text: `contract only, not served yet  POST ${regrade.path}` },
    ];
  const calls = new CallLog();
  const live = Math.min(Number(args['live-students']), school.studentIds.length);
  // Students n of the first four cohorts: benchStudent numbers k + cohorts * (n - 1) for k = 1..4.
  const numbers = Array.from({ length: live }, (_, i) => 1 + (i % 4) + size.cohorts * Math.floor(i / 4));
  const sessions = await Promise.all(
    numbers.map(async (n) => signIn(base, { username: benchStudent(n), password: STUDENT_PASSWORD })),
  );
  const started = (
    await Promise.all(
      sessions.map(async (s): Promise<StartedStudent[]> => {
        const student = await startExam(base, calls, { id: s.userId, token: s.token }, LIVE_ASSESSMENT_ID);
        return student ? [student] : [];
      }),
    )
  ).flat();
  // An answer every 2 to 5 s per student (about 60 a second from 200 students), until 5 s after the regrade.
  const acks: Ack[] = [];
  let stopAt = Number.POSITIVE_INFINITY;
  const examsFrom = performance.now();
  const exams = Promise.all(
    started.map((s) =>
      takeExam(base, LIVE_ASSESSMENT_ID, s, {
        calls,
        acks,
        thinkMs: () => 2000 + Math.random() * 3000,
        stop: () => performance.now() > stopAt,
      }),
    ),
  );
  // The baseline: answers of the running exam between its fifth and fifteenth second.
  await sleep(15_000);
  const regradeFrom = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ questionId: school.wrongKeyQuestionId, kind: 'KEY', correctOption: 2 }),
  });
  const body = (await response.json()) as {
    message?: string;
    data?: { answeredAttempts: number; changedScores: number };
  };
  const regradeTo = performance.now();
  const regradeMs = regradeTo - regradeFrom;
  stopAt = regradeTo + 5_000;
  await exams;
  const before = calls.sorted('answer', examsFrom + 5_000, regradeFrom);
  // During: every answer in flight at some moment of the regrade (one that waited for it included).
  const during = calls.overlapping('answer', regradeFrom, regradeTo);
  const lines: Line[] = [];
  lines.push({
    label: `regrade (${size.students.toLocaleString('en')} attempts)`,
    status: response.status !== 200 ? 'ERROR' : regradeMs <= REGRADE_BUDGET_MS ? 'PASS' : 'FAIL',
    text:
      response.status === 200
        ? `${(regradeMs / 1000).toFixed(2)} s (budget 10 s): ${body.data?.answeredAttempts} attempts answered it, ${body.data?.changedScores} scores changed`
        : `${response.status} ${body.message}`,
  });
  lines.push({
    label: 'running exam answers',
    status: 'PASS',
    text:
      `${started.length} students: answer p95 ${fmt(percentile(before, 95))} before (${before.length}), ` +
      `${fmt(percentile(during, 95))} during the regrade (${during.length} answers in flight, max ${fmt(during.at(-1) ?? 0)}); ` +
      `${acks.length} acknowledged, ${calls.errorCount()} errors${calls.errorCount() ? ` ${JSON.stringify(Object.fromEntries(calls.errors))}` : ''}`,
  });
  return lines;
}

async function main() {
  const driver = serverUrl ? 'postgres' : 'pglite';
  console.log(
    `Insight benchmark: ${size.students} students in ${size.cohorts} cohorts, ${size.assessments} assessments of ${size.questionsPerAssessment} questions, ${size.quizzesPerStudent} practice quizzes each; ${driver}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-bench-insight-'));
  const database = await openBenchDatabase(dataDir, serverUrl);
  const seedStarted = performance.now();
  const school = await seedInsightSchool(database.handle, join(dataDir, 'content'), size);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const steps = Object.entries(school.seconds).map(([step, s]) => `${step} ${s.toFixed(1)} s`);
  console.log(`seeded in ${seedSeconds.toFixed(1)} s (${steps.join(', ')})`);
  const answers = school.counts.answers! + school.counts['practice answers']!;
  console.log(
    `rows: ${Object.entries(school.counts)
      .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
      .join(', ')}; ${answers.toLocaleString('en')} answers in all`,
  );
  const checkStarted = performance.now();
  const broken = await checkInsightSchool(database.handle);
  const checkSeconds = ((performance.now() - checkStarted) / 1000).toFixed(1);
  console.log(
    broken.length
      ? `invariants BROKEN (checked in ${checkSeconds} s):\n  ${broken.join('\n  ')}`
      : `invariants: all hold (checked in ${checkSeconds} s)`,
  );
  await database.handle.close();

  const serverTimes = new ServerTimes();
  const { child, base } = await startServer(
    {
      DATA_DIR: dataDir,
      DEMO: 'false',
      LOG_LEVEL: 'info',
      ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
    },
    (line) => serverTimes.read(line),
  );
  const lines: Line[] = [];
  let failed = broken.length > 0;
  try {
    const teacher = await signIn(base, { username: benchTeacher(1), password: TEACHER_PASSWORD });
    const admin = await signIn(base, ADMIN);
    // Ten students of teacher 1's first cohort, asked in turn.
    const students = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(base, { username: benchStudent(1 + size.cohorts * i), password: STUDENT_PASSWORD }),
      ),
    );
    console.log(`server up; measuring (${WARMUP} warm-up, then ${REQUESTS} requests each, one at a time)`);
    // The floor on this machine now: a route that does nothing (other work on the machine shows here too).
    const floor = await measure(
      base,
      {
        label: 'reference: health',
        describe: 'GET /api/health',
        request: () => ({ path: '/api/health', query: '', token: admin.token }),
      },
      serverTimes,
    );
    lines.push(floor.line);
    console.log(`${floor.line.status.padEnd(7)} ${floor.line.label.padEnd(34)} ${floor.line.text}`);
    const found = findEndpoints(api);
    for (const wanted of found.missing)
      lines.push({ label: wanted, status: 'skipped', text: 'not built yet' });
    for (const endpoint of found.reads) {
      const plan = planCall(endpoint, { school, teacher, admin, students });
      if (typeof plan === 'string') {
        lines.push({ label: endpoint.label, status: 'skipped', text: plan });
        continue;
      }
      const { line } = await measure(base, plan, serverTimes);
      lines.push(line);
      console.log(`${line.status.padEnd(7)} ${line.label.padEnd(34)} ${line.text}`);
    }
    if (found.regrade) lines.push(...(await regradeDuringExam(base, school, admin.token, found.regrade)));
    else
      lines.push({
        label: `regrade (${size.students.toLocaleString('en')} attempts)`,
        status: 'skipped',
        text: 'not built yet',
      });
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    if (args.keep) console.log(`kept: ${database.url ?? `PGlite in ${dataDir}`}`);
    else {
      await database.drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  console.log(
    `\nInsight benchmark on ${driver}: seed ${seedSeconds.toFixed(1)} s; budget p95 <= ${BUDGET_MS} ms`,
  );
  for (const line of lines) console.log(`${line.status.padEnd(7)} ${line.label.padEnd(34)} ${line.text}`);
  failed ||= lines.some((line) => line.status === 'FAIL' || line.status === 'ERROR');
  process.exit(args.strict && failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
