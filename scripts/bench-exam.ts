/**
 * Exam-day benchmark: `npm run bench:exam [-- --students 1000 --speed 10]`.
 * Starts the real server on a fresh data dir (PGlite, or PostgreSQL when DATABASE_URL is set),
 * creates N students in a served cohort with a 30-question assessment, and drives each through
 * login, list, a synchronized start, questions, one answer per question with think time, and
 * complete. It reports throughput and latency per call, measures this machine's ceiling (a trivial
 * route and a one-row upsert) in the same run, then checks the database: every acknowledged answer
 * stored exactly once and every score equal to a recomputation.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import {
  assessmentCourses,
  assessmentQuestions,
  assessments,
  cohortStudents,
  cohorts,
  type DatabaseHandle,
  hashPassword,
  openDatabase,
  questions,
  servings,
  trainingCenters,
  users,
} from '@pathshala/db';
import { seedDemoSchool } from '@pathshala/db/seed';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { freePort, percentile, sleep, startServer } from './bench-support';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    questions: { type: 'string', default: '30' },
    speed: { type: 'string', default: '10' },
    'ceiling-seconds': { type: 'string', default: '5' },
    // 'start' stops after the synchronized start: a quick loop while working on that phase.
    until: { type: 'string', default: 'complete' },
  },
});
const STUDENTS = Number(args.students);
const QUESTIONS = Number(args.questions);
const SPEED = Number(args.speed);
const CEILING_SECONDS = Number(args['ceiling-seconds']);
const UNTIL_START = args.until === 'start';
const PASSWORD = 'Bench@Student1';
const ASSESSMENT_ID = 9001;
const serverUrl = process.env.DATABASE_URL;

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
function record(kind: string, ms: number) {
  const list = latencies.get(kind) ?? [];
  list.push(ms);
  latencies.set(kind, list);
}

async function timed<T>(
  kind: string,
  run: () => Promise<Response>,
  expectStatus = 200,
): Promise<T | undefined> {
  const started = performance.now();
  try {
    const response = await run();
    const body = (await response.json()) as T;
    record(kind, performance.now() - started);
    if (response.status !== expectStatus) {
      errors.set(`${kind} ${response.status}`, (errors.get(`${kind} ${response.status}`) ?? 0) + 1);
      return undefined;
    }
    return body;
  } catch (error) {
    record(kind, performance.now() - started);
    const key = `${kind} ${(error as Error).message}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    return undefined;
  }
}

async function openBenchDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; url?: string; drop?: () => Promise<void> }> {
  if (!serverUrl) return { handle: await openDatabase({ driver: 'pglite', dataDir }) };
  const name = `pathshala_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ driver: 'postgres', url: url.toString() }),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The demo school plus N students in one cohort that has a served 30-question assessment. */
async function prepare(handle: DatabaseHandle, dataDir: string): Promise<void> {
  const { db } = handle;
  await seedDemoSchool(db, { contentDir: join(dataDir, 'content') });
  const passwordHash = await hashPassword(PASSWORD);
  await db.transaction(async (tx) => {
    const [center] = await tx.select().from(trainingCenters).limit(1);
    const bank = await tx.select().from(questions).limit(QUESTIONS);
    const [teacher] = await tx.select().from(users).where(eq(users.type, 'teacher')).limit(1);
    const [cohort] = await tx
      .insert(cohorts)
      .values({ name: 'Bench cohort', curriculumId: bank[0]!.curriculumId, trainingCenterId: center!.id })
      .returning();
    const totalMarks = bank.reduce((sum, q) => sum + q.marks, 0);
    await tx.insert(assessments).values({
      id: ASSESSMENT_ID,
      name: 'Exam day benchmark',
      durationSeconds: 3 * 3600,
      totalQuestions: bank.length,
      totalMarks,
      curriculumId: bank[0]!.curriculumId,
      ownerId: teacher!.id,
      finalizedAt: new Date(),
    });
    const byCourse = new Map<number, { count: number; marks: number }>();
    for (const q of bank) {
      const c = byCourse.get(q.courseId) ?? { count: 0, marks: 0 };
      byCourse.set(q.courseId, { count: c.count + 1, marks: c.marks + q.marks });
    }
    await tx.insert(assessmentCourses).values(
      [...byCourse].map(([courseId, c]) => ({
        assessmentId: ASSESSMENT_ID,
        courseId,
        questionCount: c.count,
        totalMarks: c.marks,
      })),
    );
    await tx
      .insert(assessmentQuestions)
      .values(bank.map((q, i) => ({ assessmentId: ASSESSMENT_ID, seqNum: i + 1, questionId: q.id })));
    for (let from = 0; from < STUDENTS; from += 500) {
      const batch = Array.from({ length: Math.min(500, STUDENTS - from) }, (_, k) => {
        const n = from + k + 1;
        return {
          type: 'student' as const,
          username: `bench${n}@school.example`,
          email: `bench${n}@school.example`,
          passwordHash,
          firstName: 'Bench',
          lastName: `Student ${n}`,
        };
      });
      const created = await tx.insert(users).values(batch).returning({ id: users.id });
      await tx.insert(cohortStudents).values(created.map((u) => ({ cohortId: cohort!.id, studentId: u.id })));
    }
    await tx
      .insert(servings)
      .values({ assessmentId: ASSESSMENT_ID, cohortId: cohort!.id, servedBy: teacher!.id });
  });
}

/** This machine's ceiling in the same run: a trivial route and a one-row upsert on the same driver. */
async function measureCeiling(): Promise<{ noop: number; upsert: number }> {
  const app = Fastify();
  let execute: (value: number) => Promise<unknown>;
  let close: () => Promise<void>;
  if (serverUrl) {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 10 });
    await pool.query('create table if not exists bench_ceiling (id int primary key, n int not null)');
    execute = (v) =>
      pool.query(
        'insert into bench_ceiling values ($1, 1) on conflict (id) do update set n = bench_ceiling.n + 1',
        [v],
      );
    close = async () => {
      await pool.query('drop table bench_ceiling');
      await pool.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'pathshala-ceiling-'));
    const lite = await PGlite.create({ dataDir: dir });
    await lite.query('create table bench_ceiling (id int primary key, n int not null)');
    execute = (v) =>
      lite.query(
        'insert into bench_ceiling values ($1, 1) on conflict (id) do update set n = bench_ceiling.n + 1',
        [v],
      );
    close = async () => {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  app.get('/noop', async () => ({ ok: true }));
  app.post('/upsert', async () => {
    await execute(Math.floor(Math.random() * 1000));
    return { ok: true };
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const rate = async (method: 'GET' | 'POST', path: string) => {
    let done = 0;
    const until = performance.now() + CEILING_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (performance.now() < until) {
          await fetch(`http://127.0.0.1:${port}${path}`, { method }).then((r) => r.arrayBuffer());
          done++;
        }
      }),
    );
    return done / CEILING_SECONDS;
  };
  const noop = await rate('GET', '/noop');
  const upsert = await rate('POST', '/upsert');
  await app.close();
  await close();
  return { noop, upsert };
}

interface Ack {
  studentId: number;
  seqNum: number;
  option: number;
}

async function main() {
  const driver = serverUrl ? 'postgres' : 'pglite';
  console.log(
    `Exam benchmark: ${STUDENTS} students, ${QUESTIONS} questions, think time 3-10 s / ${SPEED}, ${driver}`,
  );
  const ceiling = await measureCeiling();
  console.log(
    `ceiling: trivial route ${ceiling.noop.toFixed(0)} req/s, one-row upsert ${ceiling.upsert.toFixed(0)} req/s`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-bench-'));
  const database = await openBenchDatabase(dataDir);
  const prepStarted = performance.now();
  await prepare(database.handle, dataDir);
  await database.handle.close();
  console.log(`prepared in ${((performance.now() - prepStarted) / 1000).toFixed(1)} s`);

  const { child, base } = await startServer({
    DATA_DIR: dataDir,
    DEMO: 'false',
    ...(database.url ? { DATABASE_URL: database.url, DB_POOL_SIZE: '20' } : { DATABASE_URL: '' }),
  });
  const acks: Ack[] = [];
  const thinkMs = () => ((3 + Math.random() * 7) * 1000) / SPEED;
  try {
    // Sign in (spread over a minute of real time, compressed), then list.
    const sessions: Array<{ id: number; token: string }> = [];
    const loginStarted = performance.now();
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        await sleep(Math.random() * (60_000 / SPEED));
        const body = await timed<{ token: string; user: { id: number } }>('login', () =>
          fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: `bench${i + 1}@school.example`, password: PASSWORD }),
          }),
        );
        if (!body) return;
        sessions.push({ id: body.user.id, token: body.token });
        await timed('list', () =>
          fetch(`${base}/api/student/assessments/list/${body.user.id}?_t=${Date.now()}`, {
            headers: { authorization: `Bearer ${body.token}` },
          }),
        );
      }),
    );
    console.log(
      `signed in ${sessions.length} in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s`,
    );

    // The synchronized start: everyone presses Start at once.
    const syncStarted = performance.now();
    await Promise.all(
      sessions.map(async (s) => {
        const auth = { authorization: `Bearer ${s.token}` };
        await timed('start (synchronized)', () =>
          fetch(`${base}/api/student/assessments/start/${s.id}/${ASSESSMENT_ID}`, {
            method: 'POST',
            headers: auth,
          }),
        );
        await timed('questions (synchronized)', () =>
          fetch(`${base}/api/student/quiz/${s.id}/assessment/${ASSESSMENT_ID}?_t=${Date.now()}`, {
            headers: auth,
          }),
        );
      }),
    );
    console.log(
      `synchronized start of ${sessions.length} in ${((performance.now() - syncStarted) / 1000).toFixed(1)} s`,
    );

    const answerStarted = performance.now();
    await Promise.all(
      (UNTIL_START ? [] : sessions).map(async (s) => {
        const headers = { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' };
        for (let seq = 1; seq <= QUESTIONS; seq++) {
          await sleep(thinkMs());
          const option = 1 + Math.floor(Math.random() * 4);
          const ok = await timed('answer', () =>
            fetch(`${base}/api/student/quiz/${s.id}/assessment/${ASSESSMENT_ID}/question/${seq}`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ answerId: option }),
            }),
          );
          if (ok) acks.push({ studentId: s.id, seqNum: seq, option });
        }
        await timed('complete', () =>
          fetch(`${base}/api/student/quiz/${s.id}/assessment/${ASSESSMENT_ID}/complete`, {
            method: 'POST',
            headers,
            body: '{}',
          }),
        );
      }),
    );
    const answerSeconds = (performance.now() - answerStarted) / 1000;
    const answersPerSecond = acks.length / answerSeconds;

    console.log('\ncall                       count     p50 ms    p95 ms    p99 ms    max ms');
    for (const [kind, list] of latencies) {
      const sorted = [...list].sort((a, b) => a - b);
      const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(9));
      console.log(
        `${kind.padEnd(26)}${String(list.length).padStart(6)}${cells.join(' ')} ${sorted.at(-1)?.toFixed(1).padStart(9)}`,
      );
    }
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\nanswers acknowledged: ${acks.length} in ${answerSeconds.toFixed(1)} s = ${answersPerSecond.toFixed(1)} answers/s`,
    );
    console.log(`errors: ${errorCount}${errorCount ? ` ${JSON.stringify(Object.fromEntries(errors))}` : ''}`);
    console.log(
      `ratio: answers/s vs one-row upsert ceiling = ${(answersPerSecond / ceiling.upsert).toFixed(2)}, vs trivial route = ${(answersPerSecond / ceiling.noop).toFixed(3)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }

  // Verify in the database.
  const check = serverUrl
    ? await openDatabase({ driver: 'postgres', url: database.url! })
    : await openDatabase({ driver: 'pglite', dataDir });
  const stored = (await check.db.execute(
    `select t.student_id::int as student, a.seq_num::int as seq, a.selected_option::int as option
     from answers a join attempts t on t.id = a.attempt_id where t.assessment_id = ${ASSESSMENT_ID}` as never,
  )) as { rows: Array<{ student: number; seq: number; option: number }> };
  const storedKey = new Map(stored.rows.map((r) => [`${r.student}:${r.seq}`, Number(r.option)]));
  const missing = acks.filter((a) => storedKey.get(`${a.studentId}:${a.seqNum}`) !== a.option).length;
  const duplicates = stored.rows.length - storedKey.size;
  const mismatched = (await check.db.execute(
    `select count(*)::int as n from attempts t where t.assessment_id = ${ASSESSMENT_ID} and t.score <> coalesce((
       select sum(q.marks) from answers a join questions q on q.id = a.question_id
       where a.attempt_id = t.id and a.selected_option = q.correct_option), 0)` as never,
  )) as { rows: Array<{ n: number }> };
  const notCompleted = (await check.db.execute(
    `select count(*)::int as n from attempts where assessment_id = ${ASSESSMENT_ID} and completed_at is null` as never,
  )) as { rows: Array<{ n: number }> };
  await check.close();
  console.log(
    `check: ${acks.length} acknowledged, ${stored.rows.length} stored, ${missing} acknowledged but missing or different, ${duplicates} duplicates, ` +
      `${Number(mismatched.rows[0]?.n)} scores differing from a recomputation, ${Number(notCompleted.rows[0]?.n)} attempts left open`,
  );
  await database.drop?.();
  rmSync(dataDir, { recursive: true, force: true });
  const failed =
    missing > 0 || duplicates > 0 || Number(mismatched.rows[0]?.n) > 0 || stored.rows.length !== acks.length;
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
