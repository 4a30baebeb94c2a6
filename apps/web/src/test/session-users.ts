import { type SessionUser, STORAGE_KEYS, type UserType } from '@pathshala/contracts';

/**
 * The signed-in people of the web tests, one per role, as the session keeps them (the demo school's
 * names). A test that needs someone else changes fields: `sessionUser('teacher', { id: 5 })`.
 */
const PEOPLE: Record<UserType, SessionUser> = {
  student: {
    id: 7,
    name: 'Kavya Rao',
    type: 'student',
    username: 'student@pathshala.example',
    email: 'student@pathshala.example',
    mustChangePassword: false,
    language: null,
  },
  teacher: {
    id: 3,
    name: 'Meera Iyer',
    type: 'teacher',
    username: 'teacher1@pathshala.example',
    email: 'teacher1@pathshala.example',
    mustChangePassword: false,
    language: null,
  },
  admin: {
    id: 1,
    name: 'Sunita Rao',
    type: 'admin',
    username: 'admin',
    email: 'admin@pathshala.example',
    mustChangePassword: false,
    language: null,
  },
};

/** The fixture of a role, with `changes` over it. */
export function sessionUser(type: UserType, changes: Partial<Omit<SessionUser, 'type'>> = {}): SessionUser {
  return { ...PEOPLE[type], ...changes };
}

export const aStudent: SessionUser = sessionUser('student');
export const aTeacher: SessionUser = sessionUser('teacher');
export const anAdmin: SessionUser = sessionUser('admin');

/** Stores a signed-in session on the device, as a sign-in leaves it (the keys the app reads). */
export function storeSession(user: SessionUser = aStudent, token = 'token'): SessionUser {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return user;
}
