import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration } from './format';

const words = {
  none: 'No time limit',
  minutes: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`,
  hours: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
  hoursMinutes: (h: number, m: number) => `${h}h ${m}m`,
};

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [60, '1:00'],
    [61.2, '1:02'],
    [900, '15:00'],
    [-3, '0:00'],
  ])('%d s is %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, 'No time limit'],
    [60, '1 minute'],
    [900, '15 minutes'],
    [3600, '1 hour'],
    [7200, '2 hours'],
    [5400, '1h 30m'],
  ])('%d s reads %s', (seconds, text) => {
    expect(formatDuration(seconds, words)).toBe(text);
  });
});
