/** Password recovery pages (forgot, change, reset). */
export const recovery = {
  forgotTitle: 'Forgot Password',
  forgotBody: 'Password recovery by email is coming in a later release.',
  changeTitle: 'Change Password',
  changeBody: 'Changing your password from this page is coming in a later release.',
  resetTitle: 'Reset Password',
  resetBody: 'Resetting your password from an emailed link is coming in a later release.',
  backToLogin: 'Back to Login',
};
