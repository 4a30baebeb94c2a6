import { api } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../test/test-app';
import { studentCalls } from '../modules/attempts/exam-day.test-support';

const TOKEN = 'metrics-token-for-the-collector';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => t?.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** A sample's value in Prometheus' text format, by its name and labels as written. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe(`GET /metrics (${testDriver})`, () => {
  it('refuses a caller without the bearer token, or with another, and says how to get in', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-len', `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('pathshala_');
    }
  });

  it('counts acknowledged answers, open attempts and request times by route pattern, never by id', async () => {
    const call = apiCaller(t);
    const signIn = await call(api.auth.login, { as: null, body: DEMO_ACCOUNTS.student });
    const student = { id: signIn.body.user.id, token: signIn.body.token };
    const calls = studentCalls(t);
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(before, 'pathshala_answers_acknowledged_total')).toBe(0);

    expect((await calls.start(student, 1001)).status).toBe(200);
    const paper = await calls.paper(student, 1001);
    const first = paper.body.questions[0]!;
    const answered = await calls.answer(student, 1001, first.AS_SeqNum, { answerId: 1 });
    expect(answered.status).toBe(200);

    const scraped = await scrape(`Bearer ${TOKEN}`);
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    expect(scraped.headers['cache-control']).toBe('no-store');
    const text = scraped.body;
    expect(sample(text, 'pathshala_answers_acknowledged_total')).toBe(1);
    expect(sample(text, 'pathshala_attempts_open')).toBeGreaterThanOrEqual(1);
    const answerRoute = api.student.answerQuestion.path;
    expect(
      sample(
        text,
        `pathshala_http_request_duration_seconds_count{route="${answerRoute}",method="POST",status="200"}`,
      ),
    ).toBe(1);
    // The labels carry patterns, never a student's or an assessment's id.
    expect(text).not.toMatch(/route="[^"]*\/1001/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/pathshala_db_pool_connections\{state="in_use"\}/);
  });

  it("counts this server's timed job runs by job and outcome", async () => {
    await t.app.jobs.look();
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(text, 'pathshala_job_runs_total{job="attempt-sweep",outcome="done"}'),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe(`liveness and readiness (${testDriver})`, () => {
  it('live answers without the database; ready only while the database answers', async () => {
    const own = await createTestApp({ seed: false });
    const call = apiCaller(own);
    try {
      expect((await call(api.auth.live, { as: null })).body).toEqual({ success: true, status: 'ok' });
      expect((await call(api.auth.ready, { as: null })).body).toEqual({ success: true, status: 'ok' });
      await own.database.close();
      const ready = await call(api.auth.ready, { as: null });
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ success: false, status: 'unavailable' });
      expect((await call(api.auth.live, { as: null })).status).toBe(200);
    } finally {
      await own.app.close();
    }
  });

  it('has no metrics when METRICS_TOKEN is not set: /metrics is the web app like any other page', async () => {
    const own = await createTestApp({ seed: false });
    try {
      const answer = await own.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer x' },
      });
      expect(String(answer.headers['content-type'])).not.toContain('text/plain');
      expect(answer.body).not.toContain('pathshala_');
    } finally {
      await own.close();
    }
  });
});
