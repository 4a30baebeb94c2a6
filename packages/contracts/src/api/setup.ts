import { z } from 'zod';
import { FIRST_PAGE_ROUTES } from '../constants';
import { Salutation } from '../enums';
import { messages } from '../messages';
import { endpoint } from './endpoint';
import { AdminPassword, hasControlCharacters, PersonName, RequiredEmail, Username } from './fields';
import { SCHOOL_NAME_MAX_LENGTH, SETUP_CODE_MAX_LENGTH, setupMessages } from './setup.messages';

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const SchoolName = z
  .string({ error: setupMessages.schoolNameRequired })
  .trim()
  .min(1, setupMessages.schoolNameRequired)
  .max(SCHOOL_NAME_MAX_LENGTH, setupMessages.schoolNameTooLong)
  .refine((value) => !hasControlCharacters(value), messages.api.controlCharacters);

/** '' and null (an empty choice in a form) mean no salutation. */
const OptionalSalutation = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(Salutation.options, { error: setupMessages.salutationInvalid }).optional(),
);

/** The first administrator: an active account with the admin password rules (NewPassword, AdminPassword). */
export const FirstAdmin = z.object({
  email: RequiredEmail(),
  username: Username.transform((username) => username.toLowerCase()),
  salutation: OptionalSalutation,
  firstName: PersonName(messages.admin.firstNameRequired),
  lastName: PersonName(messages.admin.lastNameRequired),
  password: AdminPassword,
});
export type FirstAdmin = z.output<typeof FirstAdmin>;

/** The one-time code the server writes to its log and data directory; the server checks its value. */
export const SetupCode = z
  .string({ error: setupMessages.setupCodeRequired })
  .trim()
  .min(1, setupMessages.setupCodeRequired)
  .max(SETUP_CODE_MAX_LENGTH, setupMessages.setupCodeWrong);

export const SetupBody = FirstAdmin.extend({ schoolName: SchoolName, setupCode: SetupCode });
export type SetupBody = z.output<typeof SetupBody>;

export const SetupStatus = z.object({
  /** True while no administrator account exists: the one-time setup is open. */
  setupNeeded: z.boolean(),
  /** The school's name once set up (null before, and on installs older than the setup). */
  schoolName: z.string().nullable(),
});
export type SetupStatus = z.infer<typeof SetupStatus>;

/** First-run setup of an empty install: school name and first admin. */
export const setupEndpoints = {
  status: endpoint({
    ...FIRST_PAGE_ROUTES.setupStatus,
    summary: 'Whether the one-time setup is open (no administrator yet), and the school name',
    access: 'public',
    response: ok({ data: SetupStatus }),
  }),
  setUp: endpoint({
    ...FIRST_PAGE_ROUTES.setUp,
    summary:
      "One-time setup of an empty install: the school name, its first administrator and the setup code from the server's log or DATA_DIR/setup-code (409 once an administrator exists, 403 for a wrong code); then sign in as usual",
    access: 'public',
    body: SetupBody,
    response: ok({ data: z.object({ adminId: z.number().int(), username: z.string() }) }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './setup.messages';
