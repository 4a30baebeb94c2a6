import { describe, expect, it } from 'vitest';
import { FingerprintCache } from './fingerprint-cache';

describe('FingerprintCache', () => {
  it('computes again when the fingerprint moves, and keeps at most its capacity', async () => {
    const cache = new FingerprintCache<string>(2);
    let computed = 0;
    const compute = (value: string) => async () => {
      computed += 1;
      return value;
    };
    expect(await cache.get('a', '1', compute('a1'))).toBe('a1');
    expect(await cache.get('a', '1', compute('ignored'))).toBe('a1');
    expect(computed).toBe(1);
    expect(await cache.get('a', '2', compute('a2'))).toBe('a2');
    expect(computed).toBe(2);

    await cache.get('b', '1', compute('b1'));
    await cache.get('a', '2', compute('ignored')); // a is now the most recently used
    await cache.get('c', '1', compute('c1')); // b leaves
    expect(await cache.get('a', '2', compute('ignored'))).toBe('a2');
    expect(await cache.get('b', '1', compute('b1 again'))).toBe('b1 again');
    expect(computed).toBe(5);
  });

  it('keeps nothing from a computation that failed', async () => {
    const cache = new FingerprintCache<number>(4);
    await expect(cache.get('a', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', '1', async () => 7)).toBe(7);
  });
});
