import { Language, type SessionUser } from '@pathshala/contracts';
import type { UserRow } from './auth.repository';

export function displayName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function presentSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: displayName(user),
    type: user.type,
    username: user.username,
    email: user.email,
    mustChangePassword: user.mustChangePassword,
    language: Language.safeParse(user.language).data ?? null,
  };
}
