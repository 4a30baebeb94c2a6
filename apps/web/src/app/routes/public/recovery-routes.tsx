import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Password recovery pages: public, but a signed-in user is sent home (wrapped in PublicOnly). */
export const recoveryRoutes: RouteObject[] = [
  {
    path: paths.forgotPassword.path,
    lazy: () => import('./forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
  },
  {
    path: paths.changePassword.path,
    lazy: () => import('./change-password').then((m) => ({ Component: m.ChangePasswordRoute })),
  },
  {
    path: paths.resetPassword.path,
    lazy: () => import('./reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
  },
];
