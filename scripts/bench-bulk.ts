/**
 * Bulk-upload benchmark: `npm run bench:bulk [-- --rows 5000 --signers 1]`.
 * Starts the real server on a fresh demo data dir (PGlite, or PostgreSQL when DATABASE_URL is set),
 * uploads an N-row student CSV as the admin and, while it runs, signs in again and again as the demo
 * student. Prints sign-in latency (p50/p95/p99) when idle and during the upload, and the upload's
 * duration: the upload must never make sign-in wait (issue 11, item 3: p95 under 1 s).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { percentile, signIn, startServer } from './bench-support';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    // Students signing in at the same time, each one after the other as fast as answered.
    signers: { type: 'string', default: '1' },
  },
});
const ROWS = Number(args.rows);
const SIGNERS = Number(args.signers);
const serverUrl = process.env.DATABASE_URL;
const ADMIN = { username: 'admin', password: 'Admin@123' };
const STUDENT = { username: 'student@pathshala.example', password: 'Student@123' };

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => `${percentile(sorted, p).toFixed(0)} ms`;
  return `${label}: ${sorted.length} sign-ins, p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)}, max ${at(100)}`;
}

/** A database of its own on the PostgreSQL server, when one is named. */
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

/** Signs in as the demo student, one after another, until `keepGoing` says stop. */
async function signInLoop(base: string, samples: number[], keepGoing: () => boolean): Promise<void> {
  while (keepGoing()) {
    const started = performance.now();
    await signIn(base, STUDENT);
    samples.push(performance.now() - started);
  }
}

function studentsCsv(rows: number): Buffer {
  const lines = [
    'username,salutation,firstName,lastName,password,dob,address,currentYearId,registrationStatus',
  ];
  for (let i = 0; i < rows; i++) {
    lines.push(`bench.bulk.${i}@school.example,Ms,Asha,Patel,Welcome@2026,2012-05-17,Pune,2026,A`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/**
 * Posts the file as the web app does (multipart), through node:http rather than fetch: a 5,000-row
 * upload answers after minutes, past fetch's fixed five-minute wait for response headers.
 */
function postFile(
  base: string,
  token: string,
  file: Buffer,
): Promise<{ status: number; body: { data?: { created: number; errors: number }; message?: string } }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="userType"\r\n\r\nstudent\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-students.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((done, fail) => {
    const request = httpRequest(`${base}/api/admin/bulk-upload-users`, {
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

async function main() {
  console.log(
    `Bulk benchmark: ${ROWS} rows, ${SIGNERS} students signing in, ${serverUrl ? 'postgres' : 'pglite'}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-bench-bulk-'));
  const database = await throwawayDatabase();
  const { child, base } = await startServer({
    DATA_DIR: dataDir,
    DEMO: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  });
  try {
    const adminToken = (await signIn(base, ADMIN)).token;

    const idle: number[] = [];
    const idleUntil = performance.now() + 3_000;
    await Promise.all(
      Array.from({ length: SIGNERS }, () => signInLoop(base, idle, () => performance.now() < idleUntil)),
    );
    console.log(summary('idle', idle));

    let uploading = true;
    const duringUpload: number[] = [];
    const uploadStarted = performance.now();
    const upload = postFile(base, adminToken, studentsCsv(ROWS)).then((result) => {
      uploading = false;
      return { ...result, uploadMs: performance.now() - uploadStarted };
    });
    const loops = Promise.all(
      Array.from({ length: SIGNERS }, () => signInLoop(base, duringUpload, () => uploading)),
    );
    const [result] = await Promise.all([upload, loops]);
    console.log(
      `upload: ${result.status}, created ${result.body.data?.created ?? 0}, errors ${result.body.data?.errors ?? 0}, ` +
        `${(result.uploadMs / 1000).toFixed(1)} s (${(result.uploadMs / ROWS).toFixed(1)} ms per row)`,
    );
    console.log(summary('during upload', duringUpload));
    if (result.status !== 200) console.log(`upload failed: ${result.body.message}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
