import type { UserType } from '@pathshala/contracts';

/** The codes the unauthorized page can show. */
export type AccessErrorCode = '403' | '404';

/**
 * The route table: every screen's path pattern (`path`, for the router) and a builder for links
 * (`getHref`). Links elsewhere come from here and are never typed by hand.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  changePassword: { path: '/change-password', getHref: () => '/change-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) =>
      token ? `/reset-password?${new URLSearchParams({ token }).toString()}` : '/reset-password',
  },
  unauthorized: {
    path: '/unauthorized',
    getHref: (code?: AccessErrorCode) => (code ? `/unauthorized?code=${code}` : '/unauthorized'),
  },
  student: {
    home: { path: '/student', getHref: () => '/student' },
    learning: { path: '/student/learning', getHref: () => '/student/learning' },
    assessments: { path: '/student/assessments', getHref: () => '/student/assessments' },
  },
  teacher: {
    home: { path: '/teacher', getHref: () => '/teacher' },
    assessments: { path: '/teacher/assessments', getHref: () => '/teacher/assessments' },
    createAssessment: { path: '/teacher/assessments/create', getHref: () => '/teacher/assessments/create' },
  },
  admin: {
    home: { path: '/admin', getHref: () => '/admin' },
    addUser: { path: '/admin/add-user', getHref: () => '/admin/add-user' },
    manageAdmins: { path: '/admin/manage-admins', getHref: () => '/admin/manage-admins' },
  },
  /** Development builds only: a route that throws, to see the error screen. */
  devCrash: { path: '/__dev/crash', getHref: () => '/__dev/crash' },
} as const;

/** The home screen of each kind of user. */
export function homeHref(type: UserType): string {
  return paths[type].home.getHref();
}
