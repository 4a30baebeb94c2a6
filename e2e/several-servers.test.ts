import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { api } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eApi } from './support/api';
import { nginxAvailable, type RunningNginx, startNginx } from './support/nginx';
import { createThrowawayDatabase, type RunningServer, removeDataDir, startServer } from './support/server';

/**
 * Two real server processes on one PostgreSQL database (TEST_DATABASE_URL; skipped without one, or
 * without nginx) and one shared DATA_DIR, behind Debian's nginx with the reference site
 * (deploy/nginx-pathshala.conf). Each claim of docs/several-servers.md is checked where it lives:
 * through nginx, or against a named server when the claim is about crossing from one to the other.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = randomBytes(24).toString('hex');
const PDF = readFileSync(resolve(import.meta.dirname, '../packages/db/src/seed/files/cells-notes.pdf'));
const TUS = { 'tus-resumable': '1.0.0' };
/** The demo's exam served to Class 8A Science, which the demo student sits. */
const DEMO_EXAM = 1001;

describe.skipIf(!SERVER_URL || !nginxAvailable())('several servers on one PostgreSQL behind nginx', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: RunningNginx;
  /** The test's own connection, to read what the servers share (job_leases). */
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createThrowawayDatabase(SERVER_URL!);
    dataDir = mkdtempSync(join(tmpdir(), 'pathshala-e2e-shared-'));
    const env = {
      DATABASE_URL: database.url,
      DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN,
      TRUST_PROXY: '127.0.0.1',
      // Looks whether the nightly backup is due every second instead of 10 min after the start.
      BACKUP_CHECK_SECONDS: '1',
      // Half a day from the next nightly slot, so the run never crosses one (a second archive).
      BACKUP_HOUR: String((new Date().getHours() + 12) % 24),
      DB_POOL_SIZE: '4',
    };
    // Started together: one migrates and seeds the demo under an advisory lock, the other waits.
    [a, b] = await Promise.all([startServer(env, dataDir), startServer(env, dataDir)]);
    proxy = await startNginx({ upstreamPorts: [a.port, b.port] });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('answers through nginx from both servers', async () => {
    // nginx sends requests round robin; a token signed by one server is read by the other.
    const through = e2eApi(proxy.baseUrl);
    const { token } = await through.signIn('teacher1');
    for (let n = 0; n < 4; n += 1) {
      expect((await through.call(api.auth.verify, { as: { token } })).status).toBe(200);
    }
    // Each server counted verifications of its own (its /metrics, asked directly).
    for (const server of [a, b]) {
      const metrics = await fetch(`${server.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const verified = (await metrics.text())
        .split('\n')
        .find(
          (line) =>
            line.startsWith('pathshala_http_request_duration_seconds_count{') &&
            line.includes('route="/api/auth/verify"') &&
            line.includes('status="200"'),
        );
      expect(Number(verified?.split(' ').at(-1))).toBeGreaterThan(0);
    }
  });

  it('keeps one budget of password guesses per account: the sixth wrong guess is refused, alternating servers', async () => {
    const { username } = DEMO_ACCOUNTS.teacher3;
    const servers = [e2eApi(a.baseUrl), e2eApi(b.baseUrl)];
    // Five free failures per account (PASSWORD_GUESS_DELAYS), counted in guess_delays.
    for (let n = 1; n <= 5; n += 1) {
      const guess = await servers[n % 2]!.call(api.auth.login, {
        as: null,
        body: { username, password: `wrong-${n}` },
      });
      expect(guess.status, `guess ${n}`).toBe(401);
    }
    const sixth = await fetch(`${a.baseUrl}${api.auth.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'wrong-6' }),
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password waits too, on the other server.
    const right = await servers[1]!.call(api.auth.login, { as: null, body: DEMO_ACCOUNTS.teacher3 });
    expect(right.status).toBe(429);
  });

  it('ends a session signed out through one server on the other within the revocations’ 5 s', async () => {
    const [onA, onB] = [e2eApi(a.baseUrl), e2eApi(b.baseUrl)];
    const { token } = await onA.ok(api.auth.login, { as: null, body: DEMO_ACCOUNTS.teacher2 });
    expect((await onB.call(api.auth.verify, { as: { token } })).status).toBe(200);
    await onA.ok(api.auth.logout, { as: { token } });
    const signedOutAt = Date.now();
    expect((await onA.call(api.auth.verify, { as: { token } })).status).toBe(401);
    await expect
      .poll(async () => (await onB.call(api.auth.verify, { as: { token } })).status, {
        timeout: 7_000,
        interval: 250,
      })
      .toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThan(7_000);
  });

  it('finishes through one server an upload started through the other (tus)', async () => {
    const teacher = e2eApi(proxy.baseUrl);
    const { token } = await teacher.signIn('teacher2');
    const { curricula } = await teacher.ok(api.library.curricula, { as: 'teacher2' });
    const science = curricula.find((c) => c.name === 'Class 8 Science')!;
    const subconceptId = science.courses.flatMap((c) => c.concepts).find((c) => c.subconcepts.length > 0)!
      .subconcepts[0]!.id;
    const metadata = Object.entries({ filename: 'cells.pdf', type: 'PDF', subconceptId })
      .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
      .join(',');
    // tus is not in the JSON contract: raw calls, as any tus client makes them.
    const auth = { ...TUS, authorization: `Bearer ${token}` };
    const created = await fetch(`${a.baseUrl}/api/library/uploads`, {
      method: 'POST',
      headers: { ...auth, 'upload-length': String(PDF.length), 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const patch = (server: RunningServer, from: number, to: number) =>
      fetch(`${server.baseUrl}${location}`, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': String(from),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(PDF.subarray(from, to)),
      });
    const half = Math.floor(PDF.length / 2);
    expect((await patch(a, 0, half)).status).toBe(204);
    const offsetOnB = await fetch(`${b.baseUrl}${location}`, { method: 'HEAD', headers: auth });
    expect(Number(offsetOnB.headers.get('upload-offset'))).toBe(half);
    const rest = await patch(b, half, PDF.length);
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(PDF.length);
    // The file the two servers wrote is whole: the other server checks it by content and adds it.
    const uploadId = location.split('/').pop()!;
    const added = await e2eApi(b.baseUrl).ok(api.library.attachUpload, {
      as: { token },
      body: { uploadId, name: 'Cells notes (two servers)', keepDuplicate: true },
    });
    expect(added.item).toMatchObject({ name: 'Cells notes (two servers)', type: 'PDF' });
  });

  it("shows a teacher's live room on one server the answers saved through the other", async () => {
    const [onA, onB] = [e2eApi(a.baseUrl), e2eApi(b.baseUrl)];
    const { user } = await onB.signIn('student');
    const params = { studentId: user.id, assessmentId: DEMO_EXAM };
    const { attemptId } = await onB.ok(api.student.startAttempt, { as: 'student', params });
    const paper = await onB.ok(api.student.attemptPaper, { as: 'student', params });
    const seqNum = paper.questions[0]!.AS_SeqNum;
    await onB.ok(api.student.answerQuestion, {
      as: 'student',
      params: { ...params, seqNum },
      body: { answerId: 2, attemptId },
    });
    const { rooms } = await onA.ok(api.examRoom.rooms, { as: 'teacher1' });
    const { servingId } = rooms.find((room) => room.assessmentId === DEMO_EXAM)!;
    const rowOnA = async () => {
      const { snapshot } = await onA.ok(api.examRoom.snapshot, { as: 'teacher1', params: { servingId } });
      return snapshot.students.find((s) => s.studentId === user.id);
    };
    // Presence is written by B once a second: A's room sees it within that.
    await expect
      .poll(rowOnA, { timeout: 5_000, interval: 200 })
      .toMatchObject({ status: 'IN_PROGRESS', attemptId, answered: 1, connected: true });
  });

  it('answers /metrics only with the bearer token', async () => {
    const metrics = `${proxy.baseUrl}/metrics`;
    expect((await fetch(metrics)).status).toBe(401);
    expect((await fetch(metrics, { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);
    const answer = await fetch(metrics, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/^pathshala_http_request_duration_seconds_count\{/m);
  });

  it('runs the nightly backup once, and on the other server when the one running it is killed', async () => {
    const backups = join(dataDir, 'backups');
    const archives = () => readdirSync(backups).filter((name) => name.endsWith('.tar.gz'));
    const lease = async () => {
      const { rows } = await sql.query<{ holder: string; last_started_at: Date; last_error: string | null }>(
        "select holder, last_started_at, last_error from job_leases where job = 'nightly-backup'",
      );
      return rows[0];
    };
    // Both servers have looked every second since they started (more than 10 looks each): one archive.
    await expect.poll(() => archives().length, { timeout: 10_000 }).toBe(1);
    const [made] = archives();
    const ranOn = (server: RunningServer, row: { holder: string } | undefined) =>
      row?.holder.split(':').at(-2) === String(server.pid);
    const before = await lease();
    expect(ranOn(a, before) || ranOn(b, before)).toBe(true);
    expect(before!.last_error).toBeNull();
    // The lease keeps moving with the looks (each server takes it when it is due and free).
    await expect
      .poll(async () => (await lease())!.last_started_at > before!.last_started_at, { timeout: 10_000 })
      .toBe(true);
    expect(archives()).toEqual([made]);

    const holder = ranOn(a, await lease()) ? a : b;
    const survivor = holder === a ? b : a;
    await holder.kill();
    const killedAt = new Date();
    // The next night: the archive is now two days old, so a new one is due.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    const old = `pathshala-backup-${twoDaysAgo.slice(0, 10)}T${twoDaysAgo.slice(11, 19).replaceAll(':', '')}Z.tar.gz`;
    renameSync(join(backups, made!), join(backups, old));
    // The survivor takes the job over (at once if the lease was given up, after 15 s if the kill
    // came mid-run) and makes the new archive.
    await expect.poll(() => archives().length, { timeout: 60_000, interval: 250 }).toBe(2);
    const after = await lease();
    expect(ranOn(survivor, after)).toBe(true);
    expect(after!.last_started_at.getTime()).toBeGreaterThan(killedAt.getTime() - 1_000);
    expect(after!.last_error).toBeNull();
    // nginx sends every request to the survivor now.
    const through = e2eApi(proxy.baseUrl);
    for (let n = 0; n < 3; n += 1)
      expect((await through.call(api.auth.health, { as: null })).status).toBe(200);
  }, 90_000);
});
