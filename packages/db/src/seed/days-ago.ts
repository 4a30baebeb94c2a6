/** A time before the demo's now: attempts, requests and the rest are dated relative to it. */
export const daysAgo = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
