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
 *
 * --servers N runs N servers on PostgreSQL (DATABASE_URL) behind nginx, and the devices resend what
 * was not acknowledged; in the middle of the answering phase --kill K SIGKILLs K of them and
 * --restart-db restarts PostgreSQL (--restart-command, `pg_ctlcluster 15 main restart` by default).
 * It then reports the answers' latency before, during and after, and the CPU and database time per
 * answer (bench-exam-servers.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureCeiling } from './bench-exam-ceiling';
import { checkExam } from './bench-exam-check';
import { type Ack, CallLog, type StartedStudent, startExam, takeExam } from './bench-exam-client';
import { watchExamRoom } from './bench-exam-room';
import { ASSESSMENT_ID, openBenchDatabase, PASSWORD, prepareBenchSchool } from './bench-exam-school';
import {
  backendPids,
  CpuMeter,
  databaseCounters,
  postgresPids,
  printCosts,
  reportAroundEvent,
  restartDatabase,
  type ServerGroup,
  startServerGroup,
  whenReady,
} from './bench-exam-servers';
import { percentile, sleep, startServer, untilAnswered } from './bench-support';

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
    servers: { type: 'string', default: '0' },
    kill: { type: 'string', default: '0' },
    'restart-db': { type: 'boolean', default: false },
    'restart-command': { type: 'string', default: 'pg_ctlcluster 15 main restart' },
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
const SERVERS = Number(args.servers);
const KILL = Number(args.kill);
const RESTART_DB = args['restart-db'] ?? false;
if (SERVERS > 0 && !serverUrl) {
  console.error('--servers needs PostgreSQL: set DATABASE_URL to a server (a fresh database is made on it).');
  process.exit(2);
}
if ((KILL > 0 || RESTART_DB) && SERVERS === 0) {
  console.error('--kill and --restart-db need --servers N.');
  process.exit(2);
}
if (KILL >= SERVERS && KILL > 0) {
  console.error(`--kill ${KILL} of ${SERVERS} servers would leave none.`);
  process.exit(2);
}

const calls = new CallLog();

async function main() {
  const driver = serverUrl ? 'postgres' : 'pglite';
  const features = [
    args.shuffle && 'shuffle',
    args.pools && 'pools',
    DROP_SHARE > 0 && `drop ${DROP_SHARE} for ${DROP_MS / 1000} s`,
    args.room && 'room',
    SERVERS > 0 && `${SERVERS} servers behind nginx`,
    KILL > 0 && `${KILL} killed mid-exam`,
    RESTART_DB && 'PostgreSQL restarted mid-exam',
  ].filter(Boolean);
  console.log(
    `Exam benchmark: ${STUDENTS} students, ${QUESTIONS} questions, think time 3-10 s / ${SPEED}, ${driver}${features.length ? `, ${features.join(', ')}` : ''}`,
  );
  const ceiling = await measureCeiling(serverUrl, CEILING_SECONDS);
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

  let group: ServerGroup | undefined;
  let single: Awaited<ReturnType<typeof startServer>> | undefined;
  if (SERVERS > 0) group = await startServerGroup(SERVERS, dataDir, database.url!);
  else
    single = await startServer({
      DATA_DIR: dataDir,
      DEMO: 'false',
      ...(database.url ? { DATABASE_URL: database.url, DB_POOL_SIZE: '20' } : { DATABASE_URL: '' }),
    });
  const base = group?.base ?? single!.base;
  const databaseName = database.url ? new URL(database.url).pathname.slice(1) : '';
  const serverPids = () => (group?.servers ?? [single!]).map(({ child }) => child.pid ?? 0);
  const meter = new CpuMeter({
    servers: serverPids,
    ...(database.url
      ? { 'postgres (all)': postgresPids, 'postgres (backends)': () => backendPids(databaseName) }
      : {}),
    ...(group ? { nginx: group.nginxPids } : {}),
  });
  let counters: { commits: number; rollbacks: number; activeMs: number } | undefined;
  let answerPhase = { acks: 0, seconds: 0, clientCpu: 0 };
  const acks: Ack[] = [];
  // On several servers a device tries a failed sign-in, list or start again, as a student would.
  const again = <T>(call: () => Promise<T | undefined>) => (SERVERS > 0 ? untilAnswered(call) : call());
  const thinkMs = () => ((3 + Math.random() * 7) * 1000) / SPEED;
  let room: Awaited<ReturnType<typeof watchExamRoom>> | undefined;
  try {
    if (args.room) room = await watchExamRoom(base, school.teacherUsername, PASSWORD, school.servingId);
    // Sign in (spread over a minute of real time, compressed), then list.
    const sessions: Array<{ id: number; token: string }> = [];
    const loginStarted = performance.now();
    const signInMeter = new CpuMeter({ servers: serverPids });
    signInMeter.start();
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        await sleep(Math.random() * (60_000 / SPEED));
        const body = await again(() =>
          calls.timed<{ token: string; user: { id: number } }>('login', () =>
            fetch(`${base}/api/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: `bench${i + 1}@school.example`, password: PASSWORD }),
            }),
          ),
        );
        if (!body) return;
        sessions.push({ id: body.user.id, token: body.token });
        await again(() =>
          calls.timed('list', () =>
            fetch(`${base}/api/student/assessments/list/${body.user.id}?_t=${Date.now()}`, {
              headers: { authorization: `Bearer ${body.token}` },
            }),
          ),
        );
      }),
    );
    const { servers: signInCpu = 0 } = signInMeter.stop();
    console.log(
      `signed in ${sessions.length} in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s ` +
        `(servers' CPU ${signInCpu.toFixed(1)} s = ${((signInCpu * 1000) / Math.max(sessions.length, 1)).toFixed(0)} ms per sign-in and list)`,
    );

    // The synchronized start: everyone presses Start at once, then loads their paper.
    const syncStarted = performance.now();
    const started = (
      await Promise.all(
        sessions.map(async (s): Promise<StartedStudent[]> => {
          const student = await again(() => startExam(base, calls, s, ASSESSMENT_ID, ' (synchronized)'));
          return student ? [student] : [];
        }),
      )
    ).flat();
    console.log(
      `synchronized start of ${sessions.length} in ${((performance.now() - syncStarted) / 1000).toFixed(1)} s`,
    );

    const answerStarted = performance.now();
    const clientCpuAtStart = process.cpuUsage();
    meter.start();
    if (serverUrl) counters = await databaseCounters(serverUrl, databaseName);
    const droppedCount = Math.round(started.length * DROP_SHARE);
    let answering = true;
    // The incident, when half of the paper's answers are in: SIGKILL, or a restart of PostgreSQL
    // (on several servers without either, the same moment is reported for comparison).
    const incident =
      SERVERS > 0
        ? whenReady(
            () => !answering || acks.length >= (started.length * QUESTIONS) / 2,
            async () => {
              if (!answering) return;
              if (KILL === 0 && !RESTART_DB)
                console.log(`the middle (no incident) at ${acks.length} answers`);
              if (KILL > 0)
                console.log(`SIGKILL servers ${group!.kill(KILL).join(', ')} at ${acks.length} answers`);
              if (RESTART_DB) {
                console.log(`restarting PostgreSQL at ${acks.length} answers: ${args['restart-command']}`);
                console.log(
                  `PostgreSQL restarted in ${(await restartDatabase(args['restart-command']!)).toFixed(1)} s`,
                );
              }
            },
          )
        : undefined;
    await Promise.all(
      (UNTIL_START ? [] : started).map((s, i) =>
        takeExam(base, ASSESSMENT_ID, s, {
          calls,
          acks,
          thinkMs,
          dropped: i < droppedCount,
          dropMs: DROP_MS,
          resend: SERVERS > 0,
        }),
      ),
    );
    answering = false;
    const answerEnded = performance.now();
    const answerSeconds = (answerEnded - answerStarted) / 1000;
    const clientCpu = process.cpuUsage(clientCpuAtStart);
    answerPhase = {
      acks: acks.length,
      seconds: answerSeconds,
      clientCpu: (clientCpu.user + clientCpu.system) / 1e6,
    };
    const eventAt = await incident;
    if (eventAt !== undefined) reportAroundEvent(acks, calls, eventAt, 5_000, answerEnded);
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
    await group?.stop();
    if (single) {
      single.child.kill('SIGTERM');
      await new Promise((done) => single.child.once('exit', done));
    }
  }
  printCosts(
    meter.stop(),
    answerPhase,
    counters,
    serverUrl ? await databaseCounters(serverUrl, databaseName) : undefined,
  );

  const verdict = await checkExam(
    acks,
    serverUrl ? { driver: 'postgres', url: database.url! } : { driver: 'pglite', dataDir },
  );
  await database.drop?.();
  rmSync(dataDir, { recursive: true, force: true });
  const failed =
    verdict.missing > 0 ||
    verdict.duplicates > 0 ||
    verdict.mismatchedScores > 0 ||
    verdict.stored !== acks.length ||
    (SERVERS > 0 && verdict.notCompleted > 0);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
