/** An error and the errors it wraps (`cause`), outermost first: drivers and Drizzle nest them. */
function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  for (let current = error; current && typeof current === 'object'; ) {
    const link = current as Record<string, unknown>;
    yield link;
    current = link.cause;
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database's own error inside a Drizzle or driver wrapper, found by its SQLSTATE code. */
export function databaseErrorIn(error: unknown): Record<string, unknown> | undefined {
  for (const link of causeChain(error))
    if (typeof link.code === 'string' && SQLSTATE.test(link.code)) return link;
  return undefined;
}

/**
 * PostgreSQL's unique_violation, whichever driver (and Drizzle wrapper) reported it: the violated
 * constraint's name ('' when the driver does not say), or null for any other error.
 */
export function uniqueViolation(error: unknown): string | null {
  for (const { code, constraint } of causeChain(error))
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}

/** Socket errors of a database that is down, restarting or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * SQLSTATEs of a server going away or not yet back: class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator or a crash, or still starting up) and 53300 (no connection slot).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres' own words when a connection dies under a query or cannot be had in time. */
const CONNECTION_LOST = /Connection terminated|connection error|timeout exceeded when trying to connect/i;

/**
 * Whether an error means the database could not be reached (down, restarting, out of connections)
 * rather than that the request or the code was wrong: such a request can simply be sent again.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (const { name, code, message } of causeChain(error)) {
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
    // Drizzle's wrapper writes the query and its values (a person's words) into its message: not read.
    if (name !== 'DrizzleQueryError' && typeof message === 'string' && CONNECTION_LOST.test(message))
      return true;
  }
  return false;
}
