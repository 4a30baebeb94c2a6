/**
 * Exam-day benchmark: `npm run bench:exam [-- --students 1000 --speed 10 --shuffle --pools --drop 0.1]`.
 * Starts the real server on a fresh data dir (PGlite, or PostgreSQL when DATABASE_URL is set),
 * creates N students in a served cohort with a 30-question assessment, and drives each through
 * login, list, a synchronized start, the paper, one answer per question with think time, and
 * complete. --shuffle gives each student their own order of questions and options, --pools draws two
 * thirds of the paper per student from two pools, --drop F takes that share of students offline for
 * --drop-seconds mid-exam (their answers wait with their time proof and go as one batch when they
 * return, as the web runner does). With --room a teacher watches the exam room's live stream and the
 * delay from each acknowledged answer to the room showing it is measured. It reports throughput and
 * latency per call, measures this machine's ceiling (a trivial route and a one-row upsert) in the
 * same run, then checks the database: every acknowledged answer stored exactly once, as the option the
 * student saw, and every score equal to a recomputation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@pathshala/db';
import Fastify from 'fastify';
import pg from 'pg';
import { type Ack, CallLog, type StartedStudent, startExam, takeExam } from './bench-exam-client';
import { watchExamRoom } from './bench-exam-room';
import { ASSESSMENT_ID, openBenchDatabase, PASSWORD, prepareBenchSchool } from './bench-exam-school';
import { freePort, percentile, sleep, startServer } from './bench-support';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    questions: { type: 'string', default: '30' },
    speed: { type: 'string', default: '10' },
    'ceiling-seconds': { type: 'string', default: '5' },
    // 'start' stops after the synchronized start: a quick loop while working on that phase.
    until: { type: 'string', default: 'complete' },
    shuffle: { type: 'boolean', default: false },
    pools: { type: 'boolean', default: false },
    drop: { type: 'string', default: '0' },
    'drop-seconds': { type: 'string', default: '60' },
    room: { type: 'boolean', default: false },
  },
});
const STUDENTS = Number(args.students);
const QUESTIONS = Number(args.questions);
const SPEED = Number(args.speed);
const CEILING_SECONDS = Number(args['ceiling-seconds']);
const UNTIL_START = args.until === 'start';
const DROP_SHARE = Number(args.drop);
const DROP_MS = Number(args['drop-seconds']) * 1000;
const serverUrl = process.env.DATABASE_URL;

const calls = new CallLog();

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

async function main() {
  const driver = serverUrl ? 'postgres' : 'pglite';
  const features = [
    args.shuffle && 'shuffle',
    args.pools && 'pools',
    DROP_SHARE > 0 && `drop ${DROP_SHARE} for ${DROP_MS / 1000} s`,
    args.room && 'room',
  ].filter(Boolean);
  console.log(
    `Exam benchmark: ${STUDENTS} students, ${QUESTIONS} questions, think time 3-10 s / ${SPEED}, ${driver}${features.length ? `, ${features.join(', ')}` : ''}`,
  );
  const ceiling = await measureCeiling();
  console.log(
    `ceiling: trivial route ${ceiling.noop.toFixed(0)} req/s, one-row upsert ${ceiling.upsert.toFixed(0)} req/s`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-bench-'));
  const database = await openBenchDatabase(dataDir, serverUrl);
  const prepStarted = performance.now();
  const school = await prepareBenchSchool(database.handle, dataDir, {
    students: STUDENTS,
    questions: QUESTIONS,
    shuffle: args.shuffle ?? false,
    pools: args.pools ?? false,
  });
  await database.handle.close();
  console.log(`prepared in ${((performance.now() - prepStarted) / 1000).toFixed(1)} s`);

  const { child, base } = await startServer({
    DATA_DIR: dataDir,
    DEMO: 'false',
    ...(database.url ? { DATABASE_URL: database.url, DB_POOL_SIZE: '20' } : { DATABASE_URL: '' }),
  });
  const acks: Ack[] = [];
  const thinkMs = () => ((3 + Math.random() * 7) * 1000) / SPEED;
  let room: Awaited<ReturnType<typeof watchExamRoom>> | undefined;
  try {
    if (args.room) room = await watchExamRoom(base, school.teacherUsername, PASSWORD, school.servingId);
    // Sign in (spread over a minute of real time, compressed), then list.
    const sessions: Array<{ id: number; token: string }> = [];
    const loginStarted = performance.now();
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        await sleep(Math.random() * (60_000 / SPEED));
        const body = await calls.timed<{ token: string; user: { id: number } }>('login', () =>
          fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: `bench${i + 1}@school.example`, password: PASSWORD }),
          }),
        );
        if (!body) return;
        sessions.push({ id: body.user.id, token: body.token });
        await calls.timed('list', () =>
          fetch(`${base}/api/student/assessments/list/${body.user.id}?_t=${Date.now()}`, {
            headers: { authorization: `Bearer ${body.token}` },
          }),
        );
      }),
    );
    console.log(
      `signed in ${sessions.length} in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s`,
    );

    // The synchronized start: everyone presses Start at once, then loads their paper.
    const syncStarted = performance.now();
    const started = (
      await Promise.all(
        sessions.map(async (s): Promise<StartedStudent[]> => {
          const student = await startExam(base, calls, s, ASSESSMENT_ID, ' (synchronized)');
          return student ? [student] : [];
        }),
      )
    ).flat();
    console.log(
      `synchronized start of ${sessions.length} in ${((performance.now() - syncStarted) / 1000).toFixed(1)} s`,
    );

    const answerStarted = performance.now();
    const droppedCount = Math.round(started.length * DROP_SHARE);
    await Promise.all(
      (UNTIL_START ? [] : started).map((s, i) =>
        takeExam(base, ASSESSMENT_ID, s, {
          calls,
          acks,
          thinkMs,
          dropped: i < droppedCount,
          dropMs: DROP_MS,
        }),
      ),
    );
    const answerSeconds = (performance.now() - answerStarted) / 1000;
    const answersPerSecond = acks.length / answerSeconds;

    calls.print();
    if (room) {
      await sleep(3_000);
      const delays = room.delaysFor(acks).sort((a, b) => a - b);
      console.log(
        `room: ${delays.length} of ${acks.length} answers seen live; delay p50 ${percentile(delays, 50).toFixed(0)} ms, ` +
          `p95 ${percentile(delays, 95).toFixed(0)} ms, max ${delays.at(-1)?.toFixed(0) ?? '-'} ms; ${room.events()} updates, ${(room.bytes() / 1024).toFixed(0)} KiB`,
      );
    }
    const errorCount = calls.errorCount();
    console.log(
      `\nanswers acknowledged: ${acks.length} in ${answerSeconds.toFixed(1)} s = ${answersPerSecond.toFixed(1)} answers/s` +
        (droppedCount ? ` (${droppedCount} students offline for ${DROP_MS / 1000} s)` : ''),
    );
    console.log(
      `errors: ${errorCount}${errorCount ? ` ${JSON.stringify(Object.fromEntries(calls.errors))}` : ''}`,
    );
    console.log(
      `ratio: answers/s vs one-row upsert ceiling = ${(answersPerSecond / ceiling.upsert).toFixed(2)}, vs trivial route = ${(answersPerSecond / ceiling.noop).toFixed(3)}`,
    );
  } finally {
    room?.close();
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }

  // Verify in the database: each acknowledged answer stored once, as the option text the student saw.
  const check = serverUrl
    ? await openDatabase({ driver: 'postgres', url: database.url! })
    : await openDatabase({ driver: 'pglite', dataDir });
  const stored = (await check.db.execute(
    `select t.student_id::int as student, a.seq_num::int as seq,
            (array[q.option1, q.option2, q.option3, q.option4])[a.selected_option] as option_text
     from answers a join attempts t on t.id = a.attempt_id join questions q on q.id = a.question_id
     where t.assessment_id = ${ASSESSMENT_ID}` as never,
  )) as { rows: Array<{ student: number; seq: number; option_text: string }> };
  const storedKey = new Map(stored.rows.map((r) => [`${r.student}:${r.seq}`, r.option_text]));
  const missing = acks.filter((a) => storedKey.get(`${a.studentId}:${a.seqNum}`) !== a.optionText).length;
  const duplicates = stored.rows.length - storedKey.size;
  // A recomputation from the bank: the pool's marks for a drawn question, the question's own otherwise.
  const mismatched = (await check.db.execute(
    `select count(*)::int as n from attempts t join assessments s on s.id = t.assessment_id
     where t.assessment_id = ${ASSESSMENT_ID} and abs(t.score - coalesce((
       select sum(case when a.selected_option = q.correct_option
                       then coalesce((select p.marks_per_question from assessment_pools p
                                       join assessment_pool_questions pq on pq.pool_id = p.id
                                       where p.assessment_id = t.assessment_id and pq.question_id = q.id limit 1), q.marks)
                       else s.wrong_marks end)
       from answers a join questions q on q.id = a.question_id where a.attempt_id = t.id), 0)) > 0.001` as never,
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
