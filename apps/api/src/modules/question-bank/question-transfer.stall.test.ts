import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { transferCalls } from './question-transfer.test-support';

let t: TestApp;
let teacher: ReturnType<typeof transferCalls>;

beforeAll(async () => {
  t = await createTestApp();
  teacher = transferCalls(t, (await t.login('teacher1')).token);
});
afterAll(async () => {
  await t?.close();
});

// Generous on purpose: the defect stalled the server for 7-14 s; a loaded two-core CI machine running
// two test files at once can hold a thread back for tens of milliseconds.
const STALL_LIMIT_MS = 1_000;

/** The review's 96 KB GIFT file: one block of lines that hold only a no-break space. */
const stalling = (lines: number) => `Question {\n${'\u00a0\n'.repeat(lines)}x`;

/**
 * Runs a dry run while asking /api/health every 20 ms and watching a 5 ms timer; answers the dry
 * run's response, the event loop's longest stall (the widest gap between the timer's ticks, which
 * monitorEventLoopDelay does not report inside Vitest's worker) and the slowest health answer,
 * counted from the moment it was due.
 */
async function checkMeasured(fileName: string, text: string) {
  let stallMs = 0;
  let tick = performance.now();
  const ticker = setInterval(() => {
    stallMs = Math.max(stallMs, performance.now() - tick - 5);
    tick = performance.now();
  }, 5);
  let done = false;
  const response = teacher.check(fileName, text).finally(() => {
    done = true;
  });
  let slowestHealth = 0;
  while (!done) {
    const due = performance.now() + 20;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    slowestHealth = Math.max(slowestHealth, performance.now() - due);
  }
  const result = await response;
  clearInterval(ticker);
  return { response: result, stallMs, slowestHealth };
}

describe('a GIFT file built to stall the reader does not stall the server', () => {
  it('the 96 KB .gift: the dry run reports the broken question; the event loop never waits a second', async () => {
    const { response, stallMs, slowestHealth } = await checkMeasured('stall.gift', stalling(32_000));
    expect(response.statusCode).toBe(200);
    expect(response.json().report.problems).toHaveLength(1);
    expect(stallMs, `longest stall ${Math.round(stallMs)} ms`).toBeLessThan(STALL_LIMIT_MS);
    expect(slowestHealth).toBeLessThan(STALL_LIMIT_MS);
  });

  it('the same as .txt (its format found from what it holds): refused as neither GIFT nor Aiken, without a stall', async () => {
    const { response, stallMs } = await checkMeasured('stall.txt', stalling(32_000));
    expect(response.statusCode).toBe(400);
    expect(stallMs, `longest stall ${Math.round(stallMs)} ms`).toBeLessThan(STALL_LIMIT_MS);
  });

  it('a 2 MB variant: no stall either', async () => {
    const { response, stallMs } = await checkMeasured('stall.gift', stalling(700_000));
    expect(response.statusCode).toBe(200);
    expect(stallMs, `longest stall ${Math.round(stallMs)} ms`).toBeLessThan(STALL_LIMIT_MS);
  });
});
