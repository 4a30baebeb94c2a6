import { connect, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { api, messages } from '@pathshala/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCaller } from './api-caller';
import { createTestApp, type TestApp, testDriver } from './test-app';

/**
 * A TCP relay in front of PostgreSQL that the test can take down (every connection cut, new ones
 * refused) and bring back on the same port: what a database restart looks like from the app.
 */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((done) => {
      if (server?.listening) return done();
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (address && typeof address === 'object') port = address.port;
        done();
      });
    });
  await listen();
  return {
    via: (url: string) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    async down() {
      const closed = new Promise<void>((done) => server?.close(() => done()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: listen,
  };
}

describe.runIf(testDriver === 'postgres')('the database gone for a while (postgres)', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  const logs: string[] = [];
  afterAll(async () => {
    await relay?.up().catch(() => {});
    await t?.close();
  });

  it('answers 503 with Retry-After while it cannot be reached, logs no unhandled error, and serves again by itself', async () => {
    relay = await relayTo(new URL(process.env.TEST_DATABASE_URL ?? ''));
    t = await createTestApp({
      databaseUrlVia: relay.via,
      env: { LOG_LEVEL: 'warn' },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      }),
    });
    const call = apiCaller(t);
    const dashboard = () => call(api.teacher.dashboard, { as: 'teacher1' });
    expect((await dashboard()).status).toBe(200);

    await relay.down();
    // The first finds its pooled connection cut; the next cannot open one.
    for (let i = 0; i < 2; i++) {
      const answer = await dashboard();
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.body).toEqual({ success: false, message: messages.api.unavailable });
    }
    expect(logs.some((line) => line.includes('database unavailable'))).toBe(true);
    expect(logs.filter((line) => line.includes('unhandled error'))).toEqual([]);

    await relay.up();
    expect((await dashboard()).status).toBe(200);
  });
});
