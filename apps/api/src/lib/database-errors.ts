/**
 * PostgreSQL's unique_violation, whichever driver (and Drizzle wrapper) reported it: the violated
 * constraint's name ('' when the driver does not say), or null for any other error.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object'; ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}
