export const SCHOOL_NAME_MAX_LENGTH = 200;

/** The words of the first-run setup, for the API's answers, the shell command and the web's catalogue. */
export const setupMessages = {
  schoolNameRequired: 'School name is required',
  schoolNameTooLong: `School name must be at most ${SCHOOL_NAME_MAX_LENGTH} characters`,
  salutationInvalid: 'Salutation must be Mr, Ms, Mrs, Dr or Prof',
  alreadySetUp: 'This school is already set up. Please sign in.',
  throttled: 'Too many setup attempts. Please wait a few minutes and try again.',
  done: (school: string) => `${school} is set up. You can now sign in as its administrator.`,
  statusLoaded: 'Setup status loaded',
} as const;
