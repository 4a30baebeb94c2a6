/**
 * Question import benchmark: `npm run bench:import [-- --questions 5000 --formats csv,moodle-xml]`.
 * Starts the compiled server on a fresh demo data dir (PGlite, or PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL names a server: a throwaway database is made there), makes a file of N
 * questions per format, checks it (dry run) and imports it as a teacher, following the progress,
 * while a probe calls /api/health one call after another. Prints each import's time and the probe's
 * latency idle and during the import: 5,000 questions must import in under 30 s without stalling
 * anyone (issue 13).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { percentile, sleep, startServer } from './bench-support';

const { values: args } = parseArgs({
  options: {
    questions: { type: 'string', default: '5000' },
    formats: { type: 'string', default: 'csv,moodle-xml' },
  },
});
const QUESTIONS = Number(args.questions);
const FORMATS = (args.formats ?? 'csv').split(',') as Array<'csv' | 'moodle-xml'>;
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const TEACHER = { username: 'teacher1@pathshala.example', password: 'Teacher@123' };

async function throwawayDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { drop: async () => {} };
  const name = `pathshala_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** N one-answer questions, each of its own (a number in every text), some with a formula. */
function questionsOf(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    text: `${prefix} question ${i + 1}: what is \\( ${i} + ${i + 1} \\)? Explain why the sum of two numbers next to each other is odd.`,
    options: [`${2 * i + 1}`, `${2 * i}`, `${2 * i + 2}`, `${i}`],
    correct: 1,
    marks: 1 + (i % 4) / 2,
  }));
}

function csvFile(count: number): Buffer {
  const lines = ['Question,Option A,Option B,Option C,Option D,Correct,Marks,Explanation,Use,Difficulty'];
  for (const q of questionsOf('CSV', count)) {
    lines.push(
      [
        `"${q.text}"`,
        ...q.options,
        'ABCD'[q.correct - 1],
        q.marks,
        '"Add them, then look at the last digit."',
        'both',
        'easy',
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

function moodleXmlFile(count: number): Buffer {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  for (const [i, q] of questionsOf('XML', count).entries()) {
    parts.push(
      `<question type="multichoice"><name><text>Sum ${i + 1}</text></name>`,
      `<questiontext format="html"><text><![CDATA[<p>${q.text}</p>]]></text></questiontext>`,
      '<generalfeedback format="html"><text><![CDATA[<p>Add them, then look at the <b>last digit</b>.</p>]]></text></generalfeedback>',
      `<defaultgrade>${q.marks.toFixed(7)}</defaultgrade><single>true</single><shuffleanswers>true</shuffleanswers>`,
      ...q.options.map(
        (option, index) =>
          `<answer fraction="${index + 1 === q.correct ? 100 : 0}" format="html"><text>${option}</text><feedback format="html"><text></text></feedback></answer>`,
      ),
      '</question>',
    );
  }
  parts.push('</quiz>');
  return Buffer.from(parts.join('\n'));
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEACHER),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`sign-in ${response.status}: ${body.message}`);
  return body.token;
}

/** Posts a question file as the web app does (multipart), through node:http (no fetch time-outs). */
function postFile(
  base: string,
  path: string,
  token: string,
  fileName: string,
  file: Buffer,
  fields: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((done, fail) => {
    const request = httpRequest(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': payload.length,
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    request.on('error', fail);
    request.end(payload);
  });
}

/** Calls /api/health one after another until told to stop; answers each call's time. */
async function probe(base: string, keepGoing: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (keepGoing()) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
    samples.push(performance.now() - started);
    await sleep(5);
  }
  return samples;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => `${percentile(sorted, p).toFixed(0)} ms`;
  return `${label}: ${sorted.length} calls, p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)}, max ${at(100)}`;
}

async function firstSubconcept(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/question-bank/places`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    curricula: Array<{ courses: Array<{ concepts: Array<{ subconcepts: Array<{ id: number }> }> }> }>;
  };
  const id = body.curricula[0]?.courses[0]?.concepts[0]?.subconcepts[0]?.id;
  if (!id) throw new Error('no subconcept to import into');
  return id;
}

async function main() {
  console.log(
    `Import benchmark: ${QUESTIONS} questions, ${FORMATS.join(' and ')}, ${serverUrl ? 'postgres' : 'pglite'}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-bench-import-'));
  const database = await throwawayDatabase();
  const { child, base } = await startServer({
    DATA_DIR: dataDir,
    DEMO: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  });
  let failed = false;
  try {
    const token = await signIn(base);
    const subconceptId = String(await firstSubconcept(base, token));
    const idleUntil = performance.now() + 2_000;
    console.log(summary('health idle', await probe(base, () => performance.now() < idleUntil)));

    for (const format of FORMATS) {
      const file = format === 'csv' ? csvFile(QUESTIONS) : moodleXmlFile(QUESTIONS);
      const fileName = format === 'csv' ? 'bench.csv' : 'bench.xml';
      console.log(`\n${format}: ${(file.length / 1024 / 1024).toFixed(1)} MB`);

      const checkStarted = performance.now();
      const checked = await postFile(base, '/api/question-bank/imports/check', token, fileName, file, {
        subconceptId,
      });
      const report = checked.body.report as { newCount: number; failedCount: number } | undefined;
      console.log(
        `dry run: ${checked.status}, new ${report?.newCount}, failed ${report?.failedCount}, ` +
          `${((performance.now() - checkStarted) / 1000).toFixed(1)} s`,
      );

      let importing = true;
      const probing = probe(base, () => importing);
      const started = performance.now();
      const answer = await postFile(base, '/api/question-bank/imports', token, fileName, file, {
        subconceptId,
      });
      const answeredMs = performance.now() - started;
      const id = (answer.body.import as { id?: number } | undefined)?.id;
      let status: Record<string, unknown> = answer.body.import as Record<string, unknown>;
      let lastShown = -1;
      while (id && status?.status === 'RUNNING') {
        await sleep(250);
        const response = await fetch(`${base}/api/question-bank/imports/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        status = ((await response.json()) as { import: Record<string, unknown> }).import;
        const done = Number(status.doneItems);
        if (done !== lastShown && done % 1000 < 250) {
          console.log(
            `  progress ${done}/${status.totalItems} at ${((performance.now() - started) / 1000).toFixed(1)} s`,
          );
          lastShown = done;
        }
      }
      const tookMs = performance.now() - started;
      importing = false;
      const samples = await probing;
      console.log(
        `import: answered in ${answeredMs.toFixed(0)} ms, ${status?.status}, created ${status?.createdCount}, ` +
          `existing ${status?.existingCount}, failed ${status?.failedCount}, ${(tookMs / 1000).toFixed(1)} s` +
          ` (${((tookMs / QUESTIONS) * 1000).toFixed(0)} µs per question)`,
      );
      console.log(summary('health during import', samples));
      if (status?.status !== 'DONE' || tookMs > 30_000) failed = true;
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.log('\nAn import failed or took 30 s or more.');
    process.exitCode = 1;
  }
}

await main();
