import type { SessionUser } from '@pathshala/contracts';
import { paths } from '../../config/paths';

/**
 * A user whose password an admin reset must choose a new one before anything else: the role areas
 * send them to /change-password, and that page (public otherwise) lets them stay while signed in.
 */
export function mustChangePassword(user: SessionUser | null | undefined): boolean {
  return user?.mustChangePassword === true;
}

export function mayStayToChangePassword(user: SessionUser | null | undefined, pathname: string): boolean {
  return mustChangePassword(user) && pathname === paths.changePassword.path;
}
