import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { ChangePasswordRoute } from './change-password';
import { ForgotPasswordRoute } from './forgot-password';
import { ResetPasswordRoute } from './reset-password';

/** Password recovery pages: public, but a signed-in user is sent home (wrapped in PublicOnly). */
export const recoveryRoutes: RouteObject[] = [
  { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
  { path: paths.changePassword.path, element: <ChangePasswordRoute /> },
  { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
];
