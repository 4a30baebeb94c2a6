import { z } from 'zod';
import { RegistrationStatus } from '../enums';
import { messages } from '../messages';
import { MEMBER_LIST_MAX_CHARACTERS } from './cohort-member-list';
import { cohortMessages } from './cohorts.messages';
import { endpoint, Id } from './endpoint';
import { hasControlCharacters, OptionalText, PersonName } from './fields';

// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './cohort-member-list';

const ADMIN = ['admin'] as const;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const MemberRole = z.enum(['student', 'teacher'], { error: cohortMessages.roleInvalid });
export type MemberRole = z.infer<typeof MemberRole>;
export const MemberChange = z.enum(['add', 'remove'], { error: 'Change must be add or remove' });
export type MemberChange = z.infer<typeof MemberChange>;

const Semester = OptionalText(100);
const PositiveId = (required: string) =>
  z.coerce.number({ error: required }).int().positive(required).max(2_147_483_647, required);
const MemberIds = z.array(Id).max(5_000, cohortMessages.tooManyIds).default([]);
/** Filters and page of a list; a page past the end answers no rows. */
const Page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
};
const Search = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

export const CohortSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  semester: z.string().nullable(),
  trainingCenter: z.object({ id: z.number().int(), name: z.string() }),
  curriculum: z.object({ id: z.number().int(), name: z.string() }),
  studentCount: z.number().int(),
  teacherCount: z.number().int(),
  createdAt: z.string(),
});
export type CohortSummary = z.infer<typeof CohortSummary>;

/** A student or teacher of a cohort. */
export const CohortMember = z.object({
  id: z.number().int(),
  role: MemberRole,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  registrationStatus: RegistrationStatus,
  /** When they joined this cohort (absent where the answer is about people, not memberships). */
  addedAt: z.string().nullable(),
});
export type CohortMember = z.infer<typeof CohortMember>;

/** One id or list entry that was not used, and why. `line` is the list's line or the file's row. */
export const MemberProblem = z.object({
  line: z.number().int().nullable(),
  entry: z.string(),
  reason: z.string(),
});
export type MemberProblem = z.infer<typeof MemberProblem>;

/** What a change of members did: who changed, who already was as asked, and what matched nobody. */
export const MembersChanged = z.object({
  change: MemberChange,
  /** Added (or removed) now. */
  changed: z.array(CohortMember),
  /** Already in the cohort (adding) or not in it (removing). */
  unchanged: z.array(CohortMember),
  problems: z.array(MemberProblem),
});
export type MembersChanged = z.infer<typeof MembersChanged>;

export const CreateCohortWithMembersBody = z.object({
  name: PersonName(messages.admin.cohortNameRequired),
  semester: Semester,
  curriculumId: PositiveId(messages.admin.curriculumRequired),
  trainingCenterId: PositiveId(messages.admin.trainingCenterRequired),
  teacherIds: MemberIds,
  studentIds: MemberIds,
});
export type CreateCohortWithMembersBody = z.infer<typeof CreateCohortWithMembersBody>;

export const UpdateCohortBody = z
  .object({
    name: PersonName(messages.admin.cohortNameRequired).optional(),
    /** '' clears the semester. */
    semester: z
      .string()
      .trim()
      .max(100)
      .refine((value) => !hasControlCharacters(value), messages.api.controlCharacters)
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.semester !== undefined, cohortMessages.nothingToChange);
export type UpdateCohortBody = z.infer<typeof UpdateCohortBody>;

export const MemberIdsBody = z
  .object({ studentIds: MemberIds, teacherIds: MemberIds })
  .refine((body) => body.studentIds.length + body.teacherIds.length > 0, cohortMessages.idsRequired)
  .refine((body) => body.studentIds.length + body.teacherIds.length <= 5_000, cohortMessages.tooManyIds);
export type MemberIdsBody = z.infer<typeof MemberIdsBody>;

export const MemberListBody = z.object({
  change: MemberChange,
  role: MemberRole,
  list: z
    .string({ error: cohortMessages.listRequired })
    .max(MEMBER_LIST_MAX_CHARACTERS, cohortMessages.listTooLong)
    .refine((value) => value.trim() !== '', cohortMessages.listRequired),
});
export type MemberListBody = z.infer<typeof MemberListBody>;

const CohortParams = z.object({ cohortId: Id });

export const cohortEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/cohorts',
    summary: 'Cohorts with their center, curriculum and member counts, by name, filtered and paged',
    access: ADMIN,
    query: z.object({
      trainingCenterId: Id.optional(),
      curriculumId: Id.optional(),
      q: Search,
      ...Page,
    }),
    response: ok({
      data: z.object({
        items: z.array(CohortSummary),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/cohorts/:cohortId',
    summary: 'One cohort with its teachers (its students are paged: see students)',
    access: ADMIN,
    params: CohortParams,
    response: ok({ data: z.object({ cohort: CohortSummary, teachers: z.array(CohortMember) }) }),
  }),
  students: endpoint({
    method: 'GET',
    path: '/api/admin/cohorts/:cohortId/students',
    summary: "A cohort's students by name, searchable and paged",
    access: ADMIN,
    params: CohortParams,
    query: z.object({ q: Search, ...Page }),
    response: ok({
      data: z.object({
        items: z.array(CohortMember),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/cohorts',
    summary: 'Create a cohort with its teachers and students (all of them usable, or nothing is created)',
    access: ADMIN,
    body: CreateCohortWithMembersBody,
    response: ok({ data: z.object({ cohortId: z.number().int() }) }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/cohorts/:cohortId',
    summary: 'Rename a cohort or change its semester',
    access: ADMIN,
    params: CohortParams,
    body: UpdateCohortBody,
    response: ok({ data: CohortSummary }),
  }),
  addMembers: endpoint({
    method: 'POST',
    path: '/api/admin/cohorts/:cohortId/members',
    summary: 'Add students and teachers by id (active ones only)',
    access: ADMIN,
    params: CohortParams,
    body: MemberIdsBody,
    response: ok({ data: MembersChanged }),
  }),
  removeMembers: endpoint({
    method: 'POST',
    path: '/api/admin/cohorts/:cohortId/members/remove',
    summary: "Remove students and teachers by id (a student's attempts and progress stay)",
    access: ADMIN,
    params: CohortParams,
    body: MemberIdsBody,
    response: ok({ data: MembersChanged }),
  }),
  changeMembersFromList: endpoint({
    method: 'POST',
    path: '/api/admin/cohorts/:cohortId/members/list',
    summary: 'Add or remove the students or teachers of a pasted list of e-mail addresses or usernames',
    access: ADMIN,
    params: CohortParams,
    body: MemberListBody,
    response: ok({ data: MembersChanged }),
  }),
  changeMembersFromFile: endpoint({
    method: 'POST',
    path: '/api/admin/cohorts/:cohortId/members/file',
    summary:
      'Add or remove the students or teachers of an uploaded CSV or Excel list (multipart: file, change, role)',
    access: ADMIN,
    params: CohortParams,
    response: ok({ data: MembersChanged }),
  }),
} as const;
export * from './cohorts.messages';
