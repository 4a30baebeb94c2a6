/** An account's first password (typed or generated) and the printed sign-in slips. */
export const firstPasswords = {
  choiceLabel: 'First password',
  choices: {
    generate: 'Generate a password',
    type: 'Type a password',
    file: "Use the file's password column",
    generateEach: 'Generate a password for each person',
  },
  generateHint:
    'A readable password is made for each person and shown once, right after this, to print on sign-in slips. Each person chooses their own at first sign-in.',
  fileHasNoPasswords: 'The file has no password column: a password will be generated for each person.',
  mustChange: 'Ask for a new password at first sign-in',
  mustChangeEach: 'Ask each person to choose a new password at first sign-in',
  shownOnceTitle: 'Passwords shown only now',
  shownOnce: (count: number) =>
    count === 1
      ? 'This password is shown only now: print the slip or copy it before you leave this page. It is not kept anywhere and cannot be shown again.'
      : `These ${count} passwords are shown only now: print the slips before you leave this page. They are not kept anywhere and cannot be shown again.`,
  passwordOf: (name: string) => `${name}'s first password`,
  printSlips: (count: number) => (count === 1 ? 'Print the sign-in slip' : `Print ${count} sign-in slips`),
  passwordColumn: 'Password',
  slipsOf: 'Slips to print',
  slipsOfHint: "Each cohort's slips start on a new page under its name; or print one cohort at a time.",
  everyCohort: (count: number) => `Every cohort (${count} slips)`,
  groupOption: (cohort: string, count: number) => `${cohort}: ${count === 1 ? '1 slip' : `${count} slips`}`,
  slip: {
    title: 'Your Pathshala sign-in',
    signInAt: 'Sign in at',
    name: 'Name',
    username: 'Username',
    password: 'Password',
    cohort: 'Cohort',
    noCohort: 'No cohort',
    slipCount: (count: number) => (count === 1 ? '1 slip' : `${count} slips`),
    changeNote: 'You will choose your own password when you first sign in. Keep this slip private.',
  },
};
