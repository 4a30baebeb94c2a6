import { MAX_EXTRA_TIME_MINUTES, MAX_EXTRA_TIME_PERCENT } from '../exam';

export const ACCOMMODATION_NOTE_MAX_LENGTH = 500;

/** The words of the extra-time calls, for the API's answers and the web's catalogue. */
export const accommodationMessages = {
  /** Unknown, not a student, or not a student of the caller's cohorts: the same words, so nothing leaks. */
  studentNotFound: 'Student not found',
  cohortNotFound: 'Cohort not found',
  studentInactive: 'This student is not active: extra time can only be set for an active student',
  kindRequired: 'Please choose whether the extra time is a percentage or minutes',
  amountRequired: 'Please give the extra time as a whole number greater than 0',
  percentTooHigh: `Extra time can be at most ${MAX_EXTRA_TIME_PERCENT}% of the test's time`,
  minutesTooHigh: `Extra time can be at most ${MAX_EXTRA_TIME_MINUTES} minutes`,
  noteRequired: 'Please add a note saying why the student has extra time',
  noteTooLong: `The note can be at most ${ACCOMMODATION_NOTE_MAX_LENGTH} characters`,
  noteControlCharacters: 'The note contains characters that cannot be stored',
  cohortsLoaded: 'Cohorts loaded',
  studentsLoaded: 'Students loaded',
  loaded: 'Extra time loaded',
  set: (name: string) => `Extra time set for ${name}`,
  removed: (name: string) => `Extra time removed for ${name}`,
  nothingToRemove: (name: string) => `${name} has no extra time`,
} as const;
