export const SCHOOL_NAME_MAX_LENGTH = 200;
/** Longer than any code the server writes (12 characters and two hyphens) typed with spaces. */
export const SETUP_CODE_MAX_LENGTH = 64;

/** The words of the first-run setup, for the API's answers, the shell command and the web's catalogue. */
export const setupMessages = {
  schoolNameRequired: 'School name is required',
  schoolNameTooLong: `School name must be at most ${SCHOOL_NAME_MAX_LENGTH} characters`,
  salutationInvalid: 'Salutation must be Mr, Ms, Mrs, Dr or Prof',
  alreadySetUp: 'This school is already set up. Please sign in.',
  throttled: 'Too many setup attempts. Please wait a few minutes and try again.',
  setupCodeRequired: 'Setup code is required',
  setupCodeWrong:
    "This setup code is not right. Copy it from the server's log, or from the file setup-code in its data directory.",
  setupCodeGone:
    'The server has no setup code waiting. Restart the server: it writes a new code to its log and to the file setup-code in its data directory.',
  done: (school: string) => `${school} is set up. You can now sign in as its administrator.`,
  statusLoaded: 'Setup status loaded',
} as const;
