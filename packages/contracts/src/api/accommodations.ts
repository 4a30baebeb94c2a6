import { z } from 'zod';
import { MAX_EXTRA_TIME_MINUTES, MAX_EXTRA_TIME_PERCENT } from '../exam';
import { endpoint, Id } from './endpoint';
import { hasControlCharacters } from './fields';

/**
 * Extra time that lives on a student (issue 14): a percentage or minutes with a note, set by an admin
 * or a teacher of their cohort, audited, applied to every timed assessment they take.
 */

const MANAGERS = ['teacher', 'admin'] as const;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const ACCOMMODATION_NOTE_MAX_LENGTH = 500;
/** The duration the page and the API use to show what an accommodation gives ("+15 min on a 60-minute test"). */
export const ACCOMMODATION_EXAMPLE_MINUTES = 60;

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

export const AccommodationKind = z.enum(['PERCENT', 'MINUTES'], {
  error: accommodationMessages.kindRequired,
});
export type AccommodationKind = z.infer<typeof AccommodationKind>;

/** The highest amount of each kind (the caps of exam.ts). */
export const ACCOMMODATION_MAX: Record<AccommodationKind, number> = {
  PERCENT: MAX_EXTRA_TIME_PERCENT,
  MINUTES: MAX_EXTRA_TIME_MINUTES,
};

/** A student's extra time as stored: who set it last and when. */
export const Accommodation = z.object({
  kind: AccommodationKind,
  amount: z.number().int(),
  note: z.string(),
  /** Seconds it gives on a test of ACCOMMODATION_EXAMPLE_MINUTES (accommodationSeconds()). */
  exampleSeconds: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Accommodation = z.infer<typeof Accommodation>;

/** A student the caller may give extra time to, with theirs (null: none). */
export const AccommodationStudent = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  /** A deactivated student keeps their extra time (it can be removed) but none can be set. */
  active: z.boolean(),
  extraTime: Accommodation.nullable(),
});
export type AccommodationStudent = z.infer<typeof AccommodationStudent>;

/** A cohort whose students' extra time the caller manages. */
export const AccommodationCohort = z.object({
  id: z.number().int(),
  name: z.string(),
  semester: z.string().nullable(),
  trainingCenter: z.object({ id: z.number().int(), name: z.string() }),
  studentCount: z.number().int(),
  /** Its students who have extra time. */
  withExtraTime: z.number().int(),
});
export type AccommodationCohort = z.infer<typeof AccommodationCohort>;

const amountError = accommodationMessages.amountRequired;

export const SetAccommodationBody = z
  .object({
    kind: AccommodationKind,
    amount: z.number({ error: amountError }).int(amountError).positive(amountError),
    note: z
      .string({ error: accommodationMessages.noteRequired })
      .trim()
      .min(1, accommodationMessages.noteRequired)
      .max(ACCOMMODATION_NOTE_MAX_LENGTH, accommodationMessages.noteTooLong)
      .refine((value) => !hasControlCharacters(value), accommodationMessages.noteControlCharacters),
  })
  .superRefine((body, context) => {
    if (body.amount > ACCOMMODATION_MAX[body.kind]) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          body.kind === 'PERCENT'
            ? accommodationMessages.percentTooHigh
            : accommodationMessages.minutesTooHigh,
      });
    }
  });
export type SetAccommodationBody = z.infer<typeof SetAccommodationBody>;

const StudentParams = z.object({ studentId: Id });
const CohortParams = z.object({ cohortId: Id });

export const accommodationEndpoints = {
  cohorts: endpoint({
    method: 'GET',
    path: '/api/accommodations/cohorts',
    summary: "Cohorts whose students' extra time the caller manages (a teacher: theirs; an admin: all)",
    access: MANAGERS,
    response: ok({ data: z.object({ items: z.array(AccommodationCohort) }) }),
  }),
  cohortStudents: endpoint({
    method: 'GET',
    path: '/api/accommodations/cohorts/:cohortId/students',
    summary: "A cohort's students by name with their extra time (a teacher of the cohort, or an admin)",
    access: MANAGERS,
    params: CohortParams,
    response: ok({
      data: z.object({ cohort: AccommodationCohort, students: z.array(AccommodationStudent) }),
    }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/accommodations/students/:studentId',
    summary: "One student's extra time (a teacher of one of their cohorts, or an admin)",
    access: MANAGERS,
    params: StudentParams,
    response: ok({ data: AccommodationStudent }),
  }),
  // POST, not PUT: the contracts' HttpMethod (and the test helpers typed on it) has no PUT; the call
  // is still idempotent (the same body twice leaves the same extra time).
  set: endpoint({
    method: 'POST',
    path: '/api/accommodations/students/:studentId',
    summary: `Set a student's extra time: a percentage (1-${MAX_EXTRA_TIME_PERCENT}) or minutes (1-${MAX_EXTRA_TIME_MINUTES}) with a note; audited`,
    access: MANAGERS,
    params: StudentParams,
    body: SetAccommodationBody,
    response: ok({ data: AccommodationStudent }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/accommodations/students/:studentId',
    summary: "Remove a student's extra time (none to remove answers as done); audited",
    access: MANAGERS,
    params: StudentParams,
    response: ok({ data: AccommodationStudent }),
  }),
} as const;
