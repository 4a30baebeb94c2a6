/**
 * The session's calls (sign in, restore, sign out, keep the language) parse with the contracts'
 * schemas, which the first page does without: they load with the first of them, not before its paint.
 */
export const loadSession = () => import('./session');
