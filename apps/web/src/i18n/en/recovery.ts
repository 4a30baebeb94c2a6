import { messages, RESET_LINK_LIFETIME_MINUTES } from '@pathshala/contracts/plain';

const accountTypes = { student: 'Student', teacher: 'Teacher', admin: 'Administrator' };

/** Password recovery pages (forgot, change, reset). */
export const recovery = {
  backToLogin: 'Back to Login',
  goToLoginNow: 'Go to Login now',
  redirecting: (seconds: number) => `Taking you to the sign-in page in ${seconds} seconds…`,
  emailLabel: 'Email address',
  togglePassword: 'Show or hide the characters',
  forgot: {
    pageTitle: 'Forgot Password',
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account and we will email you a link to choose a new password.',
    continue: 'Continue',
    checking: 'Checking...',
    accountTitle: 'Choose your account',
    accountIntro: (email: string) => `${email} has more than one account. Which one do you want to reset?`,
    accountLegend: 'Account type',
    accountTypes,
    send: 'Send Reset Link',
    sending: 'Sending...',
    useDifferentEmail: 'Use a different email',
    successTitle: 'Check your email',
    successBody: (email: string) =>
      `We have sent a password reset link to ${email}. It works once and expires in ${RESET_LINK_LIFETIME_MINUTES} minutes.`,
    successHint: 'No email after a few minutes? Check your spam folder, or ask for a new link.',
    errorTitle: 'Could not send the reset link',
    ...messages.forgot,
  },
  change: {
    pageTitle: 'Change Password',
    title: 'Change your password',
    intro: 'Enter your email address, your current password and the new password you want.',
    requiredTitle: 'Choose a new password to continue',
    requiredBody:
      'Your password was set by your administrator. Enter the password you were given (on your sign-in slip, or from your administrator), then choose your own. You will then sign in again.',
    currentLabel: 'Current password',
    newLabel: 'New password',
    confirmLabel: 'Confirm new password',
    newHint: 'At least 6 characters. Avoid common passwords.',
    submit: 'Change Password',
    submitting: 'Changing...',
    successTitle: 'Password changed',
    errorTitle: 'Could not change the password',
    ...messages.change,
  },
  reset: {
    pageTitle: 'Reset Password',
    title: 'Choose a new password',
    forAccount: (email: string, type: keyof typeof accountTypes) =>
      `For the ${accountTypes[type].toLowerCase()} account ${email}.`,
    validating: 'Checking your reset link…',
    newLabel: 'New password',
    confirmLabel: 'Confirm new password',
    submit: 'Reset Password',
    submitting: 'Resetting...',
    successTitle: 'Password reset',
    errorTitle: 'Could not reset the password',
    invalidTitle: 'This reset link does not work',
    invalidReasonsIntro: 'This can happen when:',
    invalidReasons: [
      `it has expired: a link works for ${RESET_LINK_LIFETIME_MINUTES} minutes;`,
      'it has already been used, or a newer link was sent;',
      'it was copied incorrectly: copy the whole link from the email.',
    ],
    requestNewLink: 'Request a new link',
    tryAgain: 'Try Again',
    ...messages.reset,
  },
};
