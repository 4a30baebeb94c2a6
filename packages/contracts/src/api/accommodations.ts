import { z } from 'zod';
import { MAX_EXTRA_TIME_MINUTES, MAX_EXTRA_TIME_PERCENT } from '../exam';
import { ACCOMMODATION_NOTE_MAX_LENGTH, accommodationMessages } from './accommodations.messages';
import { endpoint, Id } from './endpoint';
import { hasControlCharacters } from './fields';

/**
 * Extra time that lives on a student (issue 14): a percentage or minutes with a note, audited. Kept
 * per scope (issue 27): one school-wide row (an admin's: every exam) and one row per teacher (hers:
 * the servings to the cohorts she teaches). In a serving the largest that applies counts, not the
 * sum: they describe the same need.
 */

const MANAGERS = ['teacher', 'admin'] as const;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });
/** The duration the page and the API use to show what an accommodation gives ("+15 min on a 60-minute test"). */
export const ACCOMMODATION_EXAMPLE_MINUTES = 60;

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

const Person = z.object({ id: z.number().int(), name: z.string() });

/** A teacher's own row: it applies in the servings to the cohorts she teaches. */
export const TeacherAccommodation = Accommodation.extend({ teacher: Person });
export type TeacherAccommodation = z.infer<typeof TeacherAccommodation>;

/** What applies in the exams served to one of the student's cohorts. */
export const AppliedExtraTime = z.object({
  cohort: z.object({ id: z.number().int(), name: z.string() }),
  /** The largest of `from` on a test of ACCOMMODATION_EXAMPLE_MINUTES (0: none applies). */
  exampleSeconds: z.number().int(),
  /** The rows that apply there: the school-wide one (teacher null) and those of the cohort's teachers. */
  from: z.array(z.object({ kind: AccommodationKind, amount: z.number().int(), teacher: Person.nullable() })),
});
export type AppliedExtraTime = z.infer<typeof AppliedExtraTime>;

/** A student the caller may give extra time to, with the rows the caller may see and what applies. */
export const AccommodationStudent = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  /** A deactivated student keeps their extra time (it can be removed) but none can be set. */
  active: z.boolean(),
  /** The school-wide row: every exam. An admin sets it; a teacher reads it. */
  schoolWide: Accommodation.nullable(),
  /** The calling teacher's own row (an admin: always null). */
  own: Accommodation.nullable(),
  /** Every teacher's row, to an admin (who may remove any); to a teacher, none (hers is `own`). */
  teachers: z.array(TeacherAccommodation),
  /** Per cohort of the student the caller manages (a teacher: hers; an admin: all), what applies there. */
  applies: z.array(AppliedExtraTime),
});
export type AccommodationStudent = z.infer<typeof AccommodationStudent>;

/** A cohort whose students' extra time the caller manages. */
export const AccommodationCohort = z.object({
  id: z.number().int(),
  name: z.string(),
  semester: z.string().nullable(),
  trainingCenter: z.object({ id: z.number().int(), name: z.string() }),
  studentCount: z.number().int(),
  /** Its students who have extra time in its exams (school-wide, or a row of one of its teachers). */
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
const TeacherRowParams = z.object({ studentId: Id, teacherId: Id });
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
    summary: `Set a student's extra time: a percentage (1-${MAX_EXTRA_TIME_PERCENT}) or minutes (1-${MAX_EXTRA_TIME_MINUTES}) with a note; a teacher sets her own row (her cohorts' exams), an admin the school-wide row (every exam); audited`,
    access: MANAGERS,
    params: StudentParams,
    body: SetAccommodationBody,
    response: ok({ data: AccommodationStudent }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/accommodations/students/:studentId',
    summary:
      "Remove a student's extra time: a teacher her own row, an admin the school-wide row (none to remove answers as done); audited",
    access: MANAGERS,
    params: StudentParams,
    response: ok({ data: AccommodationStudent }),
  }),
  removeTeacherRow: endpoint({
    method: 'DELETE',
    path: '/api/accommodations/students/:studentId/teachers/:teacherId',
    summary:
      "Remove a teacher's extra time row for a student (admins only; none to remove answers as done); audited",
    access: ['admin'],
    params: TeacherRowParams,
    response: ok({ data: AccommodationStudent }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './accommodations.messages';
