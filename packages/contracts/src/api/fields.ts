import { z } from 'zod';
import { isCommonPassword } from '../common-passwords';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  YEAR_MAX,
  YEAR_MIN,
} from '../constants';
import { isTimeZone } from '../csv';
import { messages } from '../messages';

/** Field schemas reused by several calls, each carrying the spec's message. */
export const RequiredEmail = (
  required: string = messages.admin.emailRequired,
  invalid: string = messages.admin.emailInvalid,
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email(invalid))
    .transform((email) => email.toLowerCase());

/**
 * A new password: spec minimum, 128 at most, never one of the most common. Passwords are never
 * trimmed (sign-in compares exactly what is typed), so one starting or ending with a space, which
 * nobody can see in a password field, is refused rather than stored.
 */
export const NewPassword = (min: number = PASSWORD_MIN_LENGTH) =>
  z
    .string({ error: messages.password.required })
    .min(1, messages.password.required)
    .refine((password) => password === password.trim(), messages.password.edgeSpaces)
    .min(min, messages.password.minLength(min))
    .max(PASSWORD_MAX_LENGTH, messages.password.tooLong)
    .refine((password) => !isCommonPassword(password), messages.password.tooCommon);

export const AdminPassword = NewPassword(ADMIN_PASSWORD_MIN_LENGTH).refine(
  (password) => /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password),
  messages.password.adminStrength,
);

export const Username = z
  .string({ error: messages.admin.usernameRequired })
  .trim()
  .min(1, messages.admin.usernameRequired)
  .min(USERNAME_MIN_LENGTH, messages.admin.usernameMin)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, messages.admin.usernameChars);

/**
 * Control characters other than tab, line feed, form feed and carriage return: NUL above all, which
 * PostgreSQL cannot store. Text a person typed has none; a binary file or a crafted spreadsheet cell
 * (`_x0000_` in an xlsx) can.
 */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

const withoutControlCharacters = (text: z.ZodString) =>
  text.refine((value) => !hasControlCharacters(value), messages.api.controlCharacters);

export const PersonName = (required: string) =>
  withoutControlCharacters(z.string({ error: required }).trim().min(1, required).max(100));

export const OptionalText = (max = 500) =>
  withoutControlCharacters(z.string().trim().max(max))
    .optional()
    .transform((value) => (value ? value : undefined));

export const Year = z
  .union([z.number(), z.string().trim()])
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    const year = Number(value);
    if (!Number.isInteger(year)) {
      ctx.addIssue({ code: 'custom', message: messages.admin.yearNumeric });
      return z.NEVER;
    }
    if (year < YEAR_MIN || year > YEAR_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `Current Year ID must be between ${YEAR_MIN} and ${YEAR_MAX}`,
      });
      return z.NEVER;
    }
    return year;
  });

const DATE_YEAR_MIN = 1900;
const DATE_YEAR_MAX = 2099;

/** True for a day that exists: 2012-02-29 is one, 2011-02-29 and 2012-02-30 are not. */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * YYYY-MM-DD calendar date that exists and that PostgreSQL stores as given (it has no year 0, and
 * the parser rolls 30 February over to March), within years a date of birth can have.
 */
export const IsoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be written YYYY-MM-DD')
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
    }, `Date must be between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`)
    .refine(isCalendarDay, 'Date is not a real date');

/** How long a record may wait on a device and still be taken (and how long its syncId is kept). */
export const SYNC_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * What a device adds to a study record it may send late (both optional: a client written from the
 * spec sends neither). `syncId` makes a record sent twice count once; `ageSeconds` says how long ago
 * it was made, so the server dates it by its own clock (a device's clock may be wrong) and a record
 * made earlier does not replace a bookmark saved since.
 */
export const SyncFields = z.object({
  syncId: z.uuid('syncId must be a UUID').optional(),
  ageSeconds: z
    .number()
    .int('ageSeconds must be a whole number of seconds')
    .min(0, 'ageSeconds cannot be negative')
    .max(
      SYNC_MAX_AGE_SECONDS,
      'This record waited on the device for more than 30 days and is no longer taken',
    )
    .optional(),
});
export type SyncFields = z.infer<typeof SyncFields>;

/**
 * The reader's time zone for a CSV export's times (the browser sends its own); UTC when absent.
 */
export const CsvQuery = z.object({
  _t: z.coerce.number().optional(),
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'timeZone must be a time zone such as Asia/Kolkata')
    .optional(),
});
