/**
 * The calls and checks of the web app's first page (health, the setup status, sign-in, the token
 * refresh), apart from the rest of the contracts: the page loads these with its first call, and the
 * whole contracts only with the first screen that needs them.
 */
export { authEndpoints, LoginBody, TokenResponse } from './api/auth';
export { setupEndpoints } from './api/setup';
