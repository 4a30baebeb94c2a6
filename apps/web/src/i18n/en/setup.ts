import { ADMIN_PASSWORD_MIN_LENGTH, setupMessages } from '@pathshala/contracts/plain';

/** First-run setup of an empty install: school name and first admin. */
export const setup = {
  pageTitle: 'Set Up Your School',
  title: 'Set up your school',
  intro:
    'Pathshala has no administrator yet. Name your school and create its first administrator account: this is done once, and you will be signed in straight after.',
  setupCode: 'Setup code',
  setupCodeHint:
    "Printed in the server's log when it started, and kept in the file setup-code in its data directory (DATA_DIR). It proves you run this server.",
  schoolSection: 'Your school',
  schoolName: 'School name',
  adminSection: 'First administrator',
  adminHint: 'This account manages the school: people, cohorts, curriculum and backups.',
  email: 'Email address',
  username: 'Username',
  usernameHint: 'Letters, digits, dot, hyphen and underscore; used to sign in.',
  salutation: 'Salutation',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  passwordHint: `At least ${ADMIN_PASSWORD_MIN_LENGTH} characters, with a lowercase letter, an uppercase letter and a digit.`,
  confirmPassword: 'Confirm password',
  submit: 'Set Up School',
  submitting: 'Setting up…',
  failed: 'Setup failed. Please try again.',
  loadFailed: 'Could not check whether this school is set up.',
  loading: 'Checking…',
  retry: 'Retry',
  signedInFailed: (school: string) =>
    `${school} is set up. Please sign in with the administrator account you just created.`,
  alreadyTitle: 'This school is already set up',
  alreadyBody: (school: string | null) =>
    school
      ? `${school} already has an administrator. Sign in with your account; an administrator can add others.`
      : 'This school already has an administrator. Sign in with your account; an administrator can add others.',
  alreadySetUp: setupMessages.alreadySetUp,
  goToSignIn: 'Go to Sign In',
  callOut: {
    title: 'This school is not set up yet',
    body: "Nobody can sign in until the school has its first administrator. You will need the setup code from the server's log, or from the file setup-code in its data directory.",
    action: 'Set up the school',
  },
};
