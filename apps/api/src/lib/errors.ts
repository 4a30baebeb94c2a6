/**
 * The one error type services throw; the error handler turns it into `{ success: false, message }`,
 * with `details` beside them when a refusal gives the client something to act on (its contract says which).
 */
export class AppError extends Error {
  /** Seconds the client should wait before asking again (sent as Retry-After), when it is a wait. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  Object.assign(new AppError(429, message), { retryAfterSeconds });
