import { z } from 'zod';
import { RegistrationStatus } from '../enums';
import { messages } from '../messages';
import { endpoint, Id } from './endpoint';
import { hasControlCharacters, OptionalText, Year } from './fields';
import { ORGANISATION_NAME_MAX_LENGTH, organisationMessages } from './organisation.messages';

const ADMIN = ['admin'] as const;
const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

/** A or I: deactivating keeps everything that refers to the thing; it is only offered for nothing new. */
export const OrganisationStatus = z.enum(['A', 'I'], { error: organisationMessages.statusInvalid });
export type OrganisationStatus = z.infer<typeof OrganisationStatus>;

const OrganisationName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(ORGANISATION_NAME_MAX_LENGTH, organisationMessages.nameTooLong)
    .refine((value) => !hasControlCharacters(value), messages.api.controlCharacters);

const PartnerId = z.coerce
  .number({ error: organisationMessages.partnerRequired })
  .int(organisationMessages.partnerRequired)
  .positive(organisationMessages.partnerRequired)
  .max(2_147_483_647, organisationMessages.partnerNotFound);

const Phone = OptionalText(20).refine(
  (value) => value === undefined || /^[0-9+()\-. ]+$/.test(value),
  organisationMessages.phoneInvalid,
);

const OptionalEmail = z
  .string({ error: messages.admin.emailInvalid })
  .trim()
  .max(254, messages.admin.emailInvalid)
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined))
  .refine((value) => value === undefined || z.email().safeParse(value).success, messages.admin.emailInvalid);

/** Filters and page of a list; a page past the end answers no rows. */
const Paging = {
  page: z.coerce
    .number({ error: organisationMessages.pageInvalid })
    .int(organisationMessages.pageInvalid)
    .min(1, organisationMessages.pageInvalid)
    .max(100_000, organisationMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: organisationMessages.pageSizeInvalid })
    .int(organisationMessages.pageSizeInvalid)
    .min(1, organisationMessages.pageSizeInvalid)
    .max(100, organisationMessages.pageSizeInvalid)
    .default(20),
};
const Search = z
  .string()
  .trim()
  .max(100, organisationMessages.searchTooLong)
  .refine((value) => !hasControlCharacters(value), messages.api.controlCharacters)
  .optional()
  .transform((value) => value || undefined);

export const PartnerListQuery = z.object({
  status: OrganisationStatus.optional(),
  search: Search,
  ...Paging,
});

export const CenterListQuery = z.object({
  partnerId: PartnerId.optional(),
  status: OrganisationStatus.optional(),
  search: Search,
  ...Paging,
});

export const PartnerBody = z.object({ name: OrganisationName(organisationMessages.partnerNameRequired) });
export type PartnerBody = z.output<typeof PartnerBody>;

/** Every field of a center an admin edits; empty optional fields are stored as nothing. */
export const CenterBody = z.object({
  partnerId: PartnerId,
  name: OrganisationName(organisationMessages.centerNameRequired),
  address: OptionalText(500),
  spocName: OptionalText(100),
  spocPhone: Phone,
  spocEmail: OptionalEmail,
  currentYear: Year,
});
export type CenterBody = z.output<typeof CenterBody>;

export const OrganisationStatusBody = z.object({ status: OrganisationStatus });

export const TrainingPartnerItem = z.object({
  id: z.number().int(),
  name: z.string(),
  status: RegistrationStatus,
  createdAt: z.string(),
  centers: z.number().int(),
  activeCenters: z.number().int(),
  teachers: z.number().int(),
});
export type TrainingPartnerItem = z.infer<typeof TrainingPartnerItem>;

export const TrainingCenterItem = z.object({
  id: z.number().int(),
  name: z.string(),
  partner: z.object({ id: z.number().int(), name: z.string(), status: RegistrationStatus }),
  address: z.string().nullable(),
  spocName: z.string().nullable(),
  spocPhone: z.string().nullable(),
  spocEmail: z.string().nullable(),
  currentYear: z.number().int().nullable(),
  status: RegistrationStatus,
  createdAt: z.string(),
  teachers: z.number().int(),
  cohorts: z.number().int(),
});
export type TrainingCenterItem = z.infer<typeof TrainingCenterItem>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** Training partners and centers: list, create, edit, deactivate. */
export const organisationEndpoints = {
  partners: endpoint({
    method: 'GET',
    path: '/api/organisation/partners',
    summary: 'Training partners by name, with their status and counts of centers and teachers',
    access: ADMIN,
    query: PartnerListQuery,
    response: ok({ data: pageOf(TrainingPartnerItem) }),
  }),
  createPartner: endpoint({
    method: 'POST',
    path: '/api/organisation/partners',
    summary: 'Create a training partner (active)',
    access: ADMIN,
    body: PartnerBody,
    response: ok({ data: TrainingPartnerItem }),
  }),
  updatePartner: endpoint({
    method: 'PATCH',
    path: '/api/organisation/partners/:id',
    summary: 'Rename a training partner',
    access: ADMIN,
    params: z.object({ id: Id }),
    body: PartnerBody,
    response: ok({ data: TrainingPartnerItem }),
  }),
  setPartnerStatus: endpoint({
    method: 'PATCH',
    path: '/api/organisation/partners/:id/status',
    summary:
      'Deactivate (I) or reactivate (A) a training partner; a deactivated one and its centers are offered for nothing new',
    access: ADMIN,
    params: z.object({ id: Id }),
    body: OrganisationStatusBody,
    response: ok({ data: TrainingPartnerItem }),
  }),
  centers: endpoint({
    method: 'GET',
    path: '/api/organisation/centers',
    summary: 'Training centers by name, filtered by partner and status, with counts of teachers and cohorts',
    access: ADMIN,
    query: CenterListQuery,
    response: ok({ data: pageOf(TrainingCenterItem) }),
  }),
  createCenter: endpoint({
    method: 'POST',
    path: '/api/organisation/centers',
    summary: 'Create a training center (active) under an active training partner',
    access: ADMIN,
    body: CenterBody,
    response: ok({ data: TrainingCenterItem }),
  }),
  updateCenter: endpoint({
    method: 'PATCH',
    path: '/api/organisation/centers/:id',
    summary:
      "Replace a training center's details; moving it to another partner moves its teachers' partner too",
    access: ADMIN,
    params: z.object({ id: Id }),
    body: CenterBody,
    response: ok({ data: TrainingCenterItem }),
  }),
  setCenterStatus: endpoint({
    method: 'PATCH',
    path: '/api/organisation/centers/:id/status',
    summary: 'Deactivate (I) or reactivate (A) a training center',
    access: ADMIN,
    params: z.object({ id: Id }),
    body: OrganisationStatusBody,
    response: ok({ data: TrainingCenterItem }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './organisation.messages';
