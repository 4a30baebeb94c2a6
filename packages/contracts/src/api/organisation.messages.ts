import { messages } from '../messages';

export const ORGANISATION_NAME_MAX_LENGTH = 200;

/** The words of this area, in the style of messages.ts (kept here so the area changes on its own). */
export const organisationMessages = {
  partnerNameRequired: 'Training partner name is required',
  centerNameRequired: messages.admin.trainingCenterNameRequired,
  nameTooLong: `Name must be at most ${ORGANISATION_NAME_MAX_LENGTH} characters`,
  partnerRequired: messages.admin.trainingPartnerRequired,
  statusInvalid: 'Status must be A (active) or I (inactive)',
  phoneInvalid: 'Phone number may contain only digits, spaces and + - ( ) .',
  searchTooLong: 'Search text must be at most 100 characters',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
  partnerNotFound: messages.admin.trainingPartnerNotFound,
  centerNotFound: messages.admin.trainingCenterNotFound,
  partnerNameTaken: (name: string) => `A training partner named '${name}' already exists`,
  centerNameTaken: (name: string, partner: string) =>
    `The training partner '${partner}' already has a training center named '${name}'`,
  partnerInactive: (partner: string) =>
    `The training partner '${partner}' is deactivated: reactivate it first`,
  partnersLoaded: 'Training partners loaded',
  centersLoaded: 'Training centers loaded',
  partnerCreated: (name: string) => `Training partner '${name}' created`,
  partnerSaved: (name: string) => `Training partner '${name}' saved`,
  centerCreated: (name: string) => `Training center '${name}' created`,
  centerSaved: (name: string) => `Training center '${name}' saved`,
  deactivated: (name: string) =>
    `'${name}' is deactivated: it is no longer offered for new centers, teachers or cohorts`,
  reactivated: (name: string) => `'${name}' is active again`,
} as const;
