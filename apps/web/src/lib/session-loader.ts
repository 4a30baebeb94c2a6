/**
 * The session's calls (sign in, restore, sign out, keep the language) and the first page's own calls
 * and checks parse with the contracts' schemas, which the first page paints without: they load with
 * the first of them, not before its paint.
 */
export const loadSession = () => import('./session');

/** The auth and setup contracts (with the schema library) the first page calls and checks with. */
export const loadFirstPageContracts = () => import('@pathshala/contracts/first-page');

/** The stored user's check, with the schema it checks with. */
export const loadStoredUser = () => import('./stored-user');
