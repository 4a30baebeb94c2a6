import { describe, expect, it } from 'vitest';
import { batchPerTick } from './batch';

describe('batchPerTick', () => {
  it('runs calls made in the same turn as one batch, in order, and later calls as the next', async () => {
    const batches: number[][] = [];
    const double = batchPerTick(async (items: readonly number[]) => {
      batches.push([...items]);
      return items.map((n) => n * 2);
    });
    const together = await Promise.all([double(1), double(2), double(3)]);
    const later = await double(4);
    expect(together).toEqual([2, 4, 6]);
    expect(later).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('fails only the item whose result is an Error, and every item when the batch throws', async () => {
    const check = batchPerTick(async (items: readonly number[]) =>
      items.map((n) => (n < 0 ? new Error(`negative: ${n}`) : n)),
    );
    const results = await Promise.allSettled([check(1), check(-1), check(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('negative: -1');

    const broken = batchPerTick(async (_items: readonly number[]): Promise<number[]> => {
      throw new Error('database unavailable');
    });
    const failed = await Promise.allSettled([broken(1), broken(2)]);
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
  });

  it('splits a very large burst into batches of at most 500', async () => {
    const sizes: number[] = [];
    const echo = batchPerTick(async (items: readonly number[]) => {
      sizes.push(items.length);
      return items;
    });
    const all = await Promise.all(Array.from({ length: 1200 }, (_, i) => echo(i)));
    expect(all[1199]).toBe(1199);
    expect(sizes).toEqual([500, 500, 200]);
  });
});
