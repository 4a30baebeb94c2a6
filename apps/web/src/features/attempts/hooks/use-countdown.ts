import { TIMER_TICK_MS } from '@pathshala/contracts';
import { useEffect, useRef, useState } from 'react';

/** The seconds left until a deadline on the device's clock, never negative. */
export function secondsUntil(deadlineAtMs: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadlineAtMs - now) / 1000));
}

/**
 * The countdown: the seconds left until the deadline (from the server's time left, so a reload or
 * resume never restarts it), ticking every second; while paused it stands still at `pausedSecondsLeft`
 * (or where it was). `onZero` runs once when it reaches zero.
 */
export function useCountdown({
  deadlineAtMs,
  pausedSecondsLeft,
  paused,
  onZero,
}: {
  deadlineAtMs: number | null;
  pausedSecondsLeft: number | null;
  paused: boolean;
  onZero: () => void;
}): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(() =>
    deadlineAtMs !== null && !paused ? secondsUntil(deadlineAtMs) : pausedSecondsLeft,
  );
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  // A new deadline or pause shows in the same render, not one paint later (before the effect's first
  // tick the screen would show the old value, 0:00 as an attempt opens).
  const inputs = `${deadlineAtMs}|${paused}|${pausedSecondsLeft}`;
  const [shownFor, setShownFor] = useState(inputs);
  if (shownFor !== inputs) {
    setShownFor(inputs);
    const next = deadlineAtMs !== null && !paused ? secondsUntil(deadlineAtMs) : pausedSecondsLeft;
    if (next !== null) setSecondsLeft(next);
  }

  useEffect(() => {
    if (paused || deadlineAtMs === null) {
      if (pausedSecondsLeft !== null) setSecondsLeft(pausedSecondsLeft);
      return;
    }
    const tick = () => {
      const left = secondsUntil(deadlineAtMs);
      setSecondsLeft(left);
      if (left === 0) onZeroRef.current();
    };
    tick();
    const timer = setInterval(tick, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineAtMs, pausedSecondsLeft, paused]);

  return secondsLeft;
}

/** The moments the time left is announced to screen readers (seconds, most urgent first): not every second. */
export const ANNOUNCE_AT_SECONDS = [60, 300] as const;

/**
 * The threshold just crossed, for a polite live region: the most urgent of ANNOUNCE_AT_SECONDS that the
 * countdown came down to on its last step; null until the first one is reached.
 */
export function useTimeAnnouncement(secondsLeft: number | null): number | null {
  const [announced, setAnnounced] = useState<number | null>(null);
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = secondsLeft;
    if (secondsLeft === null || before === null) return;
    const crossed = ANNOUNCE_AT_SECONDS.find((mark) => before > mark && secondsLeft <= mark);
    if (crossed !== undefined) setAnnounced(crossed);
  }, [secondsLeft]);
  return announced;
}
