import { describe, expect, it } from 'vitest';
import { databaseUnavailable, uniqueViolation } from './database-errors';

/** Drizzle's wrapper: its message carries the query and its values, the driver's error is its cause. */
const wrapped = (cause: unknown, values = '') =>
  Object.assign(new Error(`Failed query: select 1\nparams: ${values}`), { name: 'DrizzleQueryError', cause });

describe('databaseUnavailable', () => {
  it('is true for a database down, restarting or out of connections, however wrapped', () => {
    expect(
      databaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(databaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    for (const code of ['57P01', '57P03', '08006', '53300'])
      expect(databaseUnavailable(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(true);
  });

  it("is false for an error of the request or the code, and for a person's words in the query", () => {
    expect(databaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(
      false,
    );
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(databaseUnavailable(wrapped(new Error('syntax'), 'Connection terminated unexpectedly'))).toBe(
      false,
    );
    expect(
      uniqueViolation(wrapped(Object.assign(new Error('dup'), { code: '23505', constraint: 'c' }))),
    ).toBe('c');
  });
});
