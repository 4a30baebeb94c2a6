/** bench:exam's measure of this machine's ceiling in the same run, to compare the exam's rate with. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { freePort } from './bench-support';

/** This machine's ceiling in the same run: a trivial route and a one-row upsert on the same driver. */
export async function measureCeiling(
  serverUrl: string | undefined,
  ceilingSeconds: number,
): Promise<{ noop: number; upsert: number }> {
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
    const until = performance.now() + ceilingSeconds * 1000;
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (performance.now() < until) {
          await fetch(`http://127.0.0.1:${port}${path}`, { method }).then((r) => r.arrayBuffer());
          done++;
        }
      }),
    );
    return done / ceilingSeconds;
  };
  const noop = await rate('GET', '/noop');
  const upsert = await rate('POST', '/upsert');
  await app.close();
  await close();
  return { noop, upsert };
}
