/** Serving: an assessment given to one of the teacher's cohorts, and served again after a reset. */

/** The longest availability window a serving may have. */
export const MAX_SERVING_WINDOW_DAYS = 90;

export const servingMessages = {
  invalidTime: (field: string) => `${field} must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z).`,
  closesBeforeOpens: 'The closing time must be after the opening time.',
  closesInPast: 'The closing time has already passed. Choose a time in the future.',
  windowTooLong: `The window can be at most ${MAX_SERVING_WINDOW_DAYS} days long.`,
  servingsLoaded: 'Servings loaded',
} as const;
