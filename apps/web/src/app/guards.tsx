import type { UserType } from '@pathshala/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SplashScreen } from '../components/feedback/splash-screen';
import { WelcomeScreen } from '../components/feedback/welcome-screen';
import { homeHref, paths } from '../config/paths';
import { mayStayToChangePassword, mustChangePassword } from '../features/recovery/password-change-required';
import { useSession } from '../lib/session-provider';

/** Router state the unauthorized page reads its error code from. */
export interface UnauthorizedState {
  code: '403' | '404';
}

/**
 * Opens its routes only to `userType` (spec section 2): the loading view while the session initialises,
 * the welcome screen first after a sign-in, /login when signed out, /change-password while an admin-reset
 * password must be replaced, /unauthorized (403) for another role.
 */
export function RequireRole({ userType }: { userType: UserType }) {
  const { status, user, showWelcome, dismissWelcome } = useSession();
  if (status === 'initialising') return <SplashScreen />;
  if (status === 'signedOut' || !user) return <Navigate to={paths.login.getHref()} replace />;
  if (showWelcome) return <WelcomeScreen user={user} onDone={dismissWelcome} />;
  if (mustChangePassword(user)) return <Navigate to={paths.changePassword.getHref()} replace />;
  if (user.type !== userType) {
    const state: UnauthorizedState = { code: '403' };
    return <Navigate to={paths.unauthorized.getHref()} state={state} replace />;
  }
  return <Outlet />;
}

/**
 * Public screens a signed-in user has no use for (login, password recovery): they go to their home,
 * except a user who must change their password, who stays on /change-password.
 */
export function PublicOnly() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (status === 'initialising') return <SplashScreen />;
  if (status === 'signedIn' && user && !mayStayToChangePassword(user, pathname)) {
    return <Navigate to={homeHref(user.type)} replace />;
  }
  return <Outlet />;
}

/** `/`: the user's home, or /login when signed out. */
export function RootRedirect() {
  const { status, user } = useSession();
  if (status === 'initialising') return <SplashScreen />;
  return <Navigate to={user ? homeHref(user.type) : paths.login.getHref()} replace />;
}
