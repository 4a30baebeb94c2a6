import { describe, expect, it } from 'vitest';
import { createWorkQueue, workQueueMessages } from './work-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the file work queue', () => {
  it('never runs more than two jobs, nor two of one person, and runs every job in turn', async () => {
    const queue = createWorkQueue({ running: 2, perOwner: 1, waiting: 20, waitingPerOwner: 8 });
    const now = new Map<number, number>();
    let total = 0;
    let peak = 0;
    let peakOfOne = 0;
    const order: string[] = [];
    const job = (owner: number, name: string) =>
      queue.run(owner, async () => {
        total++;
        now.set(owner, (now.get(owner) ?? 0) + 1);
        peak = Math.max(peak, total);
        peakOfOne = Math.max(peakOfOne, now.get(owner)!);
        order.push(name);
        await sleep(20);
        total--;
        now.set(owner, now.get(owner)! - 1);
        return name;
      });
    // Person 1 asks four times at once, then persons 2 and 3 once each.
    const results = await Promise.all([
      job(1, 'a1'),
      job(1, 'a2'),
      job(1, 'a3'),
      job(1, 'a4'),
      job(2, 'b1'),
      job(3, 'c1'),
    ]);
    expect(results).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'c1']);
    expect(peak).toBe(2);
    expect(peakOfOne).toBe(1);
    // Others pass a person's waiting jobs: b1 and c1 do not wait for all of person 1's.
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a3'));
    expect(order.indexOf('c1')).toBeLessThan(order.indexOf('a4'));
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing job frees its place; a long queue refuses at once with 429', async () => {
    const queue = createWorkQueue({ running: 1, perOwner: 1, waiting: 3, waitingPerOwner: 2 });
    await expect(queue.run(1, async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    const slow = () => sleep(30);
    const first = queue.run(1, slow); // runs
    const waitingOfOne = [queue.run(1, slow), queue.run(1, slow)];
    await expect(queue.run(1, slow)).rejects.toMatchObject({
      statusCode: 429,
      message: workQueueMessages.tooManyOfYours,
    });
    const third = queue.run(2, slow);
    await expect(queue.run(3, slow)).rejects.toMatchObject({
      statusCode: 429,
      message: workQueueMessages.busy,
    });
    await Promise.all([first, ...waitingOfOne, third]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
