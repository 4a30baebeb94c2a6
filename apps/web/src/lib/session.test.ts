import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { signOut, whenSigningOut } from './session';
import { getToken, setToken } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('signing out', () => {
  it('runs what must happen first while the session still works, then signs out', async () => {
    setToken('token-1');
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        order.push(`fetch ${url.split('?')[0]}`);
        return jsonResponse(200, { success: true, message: 'Signed out' });
      }),
    );
    const stop = whenSigningOut(async () => {
      order.push(`task with ${getToken()}`);
    });
    await signOut();
    stop();
    expect(order).toEqual(['task with token-1', 'fetch /api/auth/logout']);
    expect(getToken()).toBeNull();
  });

  it('does not wait more than 5 s for them, nor run one unregistered', async () => {
    vi.useFakeTimers();
    setToken('token-2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: true, message: 'ok' })),
    );
    const never = vi.fn(() => new Promise<void>(() => undefined));
    const stop = whenSigningOut(never);
    const gone = vi.fn(async () => undefined);
    whenSigningOut(gone)();
    const done = signOut();
    await vi.advanceTimersByTimeAsync(5_000);
    await done;
    stop();
    expect(never).toHaveBeenCalledOnce();
    expect(gone).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });
});
