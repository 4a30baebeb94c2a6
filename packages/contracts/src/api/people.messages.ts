import { TEACHER_SEARCH_MIN_CHARS } from '../constants';

/** The words of this area, in the style of messages.ts (kept here so the area changes on its own). */
export const peopleMessages = {
  typeInvalid: 'Type must be student or teacher',
  searchRequired: 'Type a name, e-mail or username to search',
  colleagueSearchTooShort: `Type at least ${TEACHER_SEARCH_MIN_CHARS} characters of a name or e-mail`,
  searchTooLong: 'Search text must be at most 100 characters',
  statusInvalid: 'Status must be A, I or P',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 50',
  limitInvalid: 'Limit must be a whole number from 1 to 25',
  idInvalid: 'Choose an item from the list',
  personNotFound: 'Person not found',
  notAPerson: 'Administrator accounts are managed from Manage Admins, not here',
  notYourself: 'You cannot deactivate or reset your own account here',
  salutationInvalid: 'Salutation must be Mr, Ms, Mrs, Dr or Prof',
  dobForTeacher: 'Only students have a date of birth',
  organisationForStudent: 'Only teachers have a training center and partner',
  teacherNeedsOrganisation: 'A teacher needs both a training center and a training partner',
  organisationInactive: 'That training center or partner is deactivated; choose an active one',
  alreadyInactive: 'This account is already deactivated',
  alreadyActive: 'This account is already active',
  updated: 'Details saved',
  deactivated: 'Account deactivated: its sign-ins have ended',
  reactivated: 'Account reactivated',
  passwordReset: 'Password reset: give the person the temporary password below',
} as const;
