import { z } from 'zod';
import { TEACHER_SEARCH_MIN_CHARS } from '../constants';
import { RegistrationStatus, Salutation } from '../enums';
import { messages } from '../messages';
import { endpoint, Id } from './endpoint';
import { hasControlCharacters, IsoDate, OptionalText, PersonName, RequiredEmail, Year } from './fields';
import { peopleMessages } from './people.messages';

const ADMIN = ['admin'] as const;
const TEACHER = ['teacher'] as const;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const PersonType = z.enum(['student', 'teacher'], { error: peopleMessages.typeInvalid });
export type PersonType = z.infer<typeof PersonType>;

const PersonStatus = z.enum(['A', 'I', 'P'], { error: peopleMessages.statusInvalid });

/** What a picker shows and keeps for one student or teacher: enough to tell two namesakes apart. */
export const PersonOption = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  type: PersonType,
  status: RegistrationStatus,
});
export type PersonOption = z.infer<typeof PersonOption>;

/** Search text: a fragment of a name, an e-mail or a username. */
const SearchText = z
  .string({ error: peopleMessages.searchRequired })
  .trim()
  .min(1, peopleMessages.searchRequired)
  .max(100, peopleMessages.searchTooLong)
  .refine((value) => !hasControlCharacters(value), messages.api.controlCharacters);

/** Optional search text of a list: empty means no filter. */
const OptionalSearchText = z
  .string()
  .trim()
  .max(100, peopleMessages.searchTooLong)
  .refine((value) => !hasControlCharacters(value), messages.api.controlCharacters)
  .optional()
  .transform((value) => (value ? value : undefined));

/** A yes/no query parameter: true, false (or the strings a URL carries). */
const QueryFlag = (field: string, fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${field} must be true or false` })
    .default(fallback)
    .transform((value) => value === true || value === 'true');

const QueryInt = (min: number, max: number, fallback: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

/** A positive database id (PostgreSQL integer), with the field's own message for anything else. */
const RefId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const OptionalFilterId = RefId(peopleMessages.idInvalid).optional();

export const PEOPLE_SEARCH_LIMIT_MAX = 25;
export const PEOPLE_PAGE_SIZE_MAX = 50;
export const PEOPLE_PAGE_SIZE_DEFAULT = 25;

export const PeopleSearchQuery = z.object({
  type: PersonType,
  q: SearchText,
  limit: QueryInt(1, PEOPLE_SEARCH_LIMIT_MAX, 10, peopleMessages.limitInvalid),
  /** Only active accounts (default): a picker offers nobody who cannot sign in. */
  excludeInactive: QueryFlag('excludeInactive', true),
});

export const PeopleListQuery = z.object({
  type: PersonType,
  q: OptionalSearchText,
  trainingCenterId: OptionalFilterId,
  cohortId: OptionalFilterId,
  status: PersonStatus.optional(),
  page: QueryInt(1, 100_000, 1, peopleMessages.pageInvalid),
  pageSize: QueryInt(1, PEOPLE_PAGE_SIZE_MAX, PEOPLE_PAGE_SIZE_DEFAULT, peopleMessages.pageSizeInvalid),
});
export type PeopleListQuery = z.input<typeof PeopleListQuery>;

const NamedRef = z.object({ id: z.number().int(), name: z.string() });

/** One row of the people list. */
export const PersonSummary = z.object({
  id: z.number().int(),
  type: PersonType,
  name: z.string(),
  email: z.string(),
  username: z.string(),
  status: RegistrationStatus,
  /** A teacher's own center; a student's centers are those of their cohorts. */
  trainingCenter: NamedRef.nullable(),
  cohorts: z.array(NamedRef),
  lastSignInAt: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

/** One person with everything the detail page shows and edits. */
export const PersonDetails = z.object({
  id: z.number().int(),
  type: PersonType,
  salutation: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  status: RegistrationStatus,
  dob: z.string().nullable(),
  address: z.string().nullable(),
  currentYearId: z.number().int().nullable(),
  trainingCenter: NamedRef.nullable(),
  trainingPartner: NamedRef.nullable(),
  cohorts: z.array(NamedRef.extend({ trainingCenter: NamedRef, role: z.enum(['student', 'teacher']) })),
  mustChangePassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonDetails = z.infer<typeof PersonDetails>;

/**
 * A partial edit: only the fields sent change. A student's username is their e-mail, so a new
 * e-mail changes both; a teacher's username follows their e-mail too (accounts.service creates them so).
 */
export const UpdatePersonBody = z.object({
  salutation: z
    .union([z.literal(''), z.null(), Salutation], { error: peopleMessages.salutationInvalid })
    .optional()
    .transform((value) => (value === '' ? null : value)),
  firstName: PersonName(messages.admin.firstNameRequired).optional(),
  lastName: PersonName(messages.admin.lastNameRequired).optional(),
  email: RequiredEmail().optional(),
  /** Students only. */
  dob: IsoDate(messages.admin.dobRequired).optional(),
  /** An empty text clears the address. */
  address: z
    .union([z.null(), OptionalText()])
    .transform((value) => value ?? null)
    .optional(),
  /** Students only; empty clears it. */
  currentYearId: Year.optional(),
  /** Teachers only, both together. */
  trainingCenterId: RefId(messages.admin.trainingCenterRequired).optional(),
  trainingPartnerId: RefId(messages.admin.trainingPartnerRequired).optional(),
});
export type UpdatePersonBody = z.input<typeof UpdatePersonBody>;

export const peopleEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/admin/people/search',
    summary: 'Find students or teachers by a fragment of name, e-mail or username (pickers)',
    access: ADMIN,
    query: PeopleSearchQuery,
    response: ok({ data: z.array(PersonOption) }),
  }),
  colleagues: endpoint({
    method: 'GET',
    path: '/api/teacher/colleagues',
    summary: 'Find other active teachers by a fragment of name or e-mail (sharing an assessment)',
    access: TEACHER,
    query: z.object({
      // At least 3 characters: a teacher finds a colleague, but cannot walk the staff list letter by letter.
      q: SearchText.refine(
        (value) => value.length >= TEACHER_SEARCH_MIN_CHARS,
        peopleMessages.colleagueSearchTooShort,
      ),
      limit: QueryInt(1, PEOPLE_SEARCH_LIMIT_MAX, 10, peopleMessages.limitInvalid),
    }),
    response: ok({ data: z.array(PersonOption) }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/people',
    summary: 'Students or teachers, filtered and paged',
    access: ADMIN,
    query: PeopleListQuery,
    response: ok({
      data: z.object({
        items: z.array(PersonSummary),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/people/:id',
    summary: 'One student or teacher with their center and cohorts',
    access: ADMIN,
    params: z.object({ id: Id }),
    response: ok({ data: PersonDetails }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/people/:id',
    summary: "Edit a student's or teacher's details",
    access: ADMIN,
    params: z.object({ id: Id }),
    body: UpdatePersonBody,
    response: ok({ data: PersonDetails }),
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/api/admin/people/:id/deactivate',
    summary: 'Deactivate a student or teacher (status I): they cannot sign in and their sign-ins end',
    access: ADMIN,
    params: z.object({ id: Id }),
    response: ok({ data: PersonDetails }),
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/admin/people/:id/reactivate',
    summary: 'Reactivate a student or teacher (status A)',
    access: ADMIN,
    params: z.object({ id: Id }),
    response: ok({ data: PersonDetails }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/admin/people/:id/reset-password',
    summary: 'Give a student or teacher a temporary password (shown once; they must change it at sign-in)',
    access: ADMIN,
    params: z.object({ id: Id }),
    response: ok({ data: z.object({ temporaryPassword: z.string() }) }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './people.messages';
