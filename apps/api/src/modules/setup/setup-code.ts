import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The one-time setup code of an empty install. The server listens on every interface, so whoever
 * reaches /setup first would become the administrator; the code proves they can read the server's
 * log or its data directory. It lives in a file (not in memory) so a restart keeps the code an
 * operator already noted, and `npm run create-admin` (another process) can remove it.
 */
export const SETUP_CODE_FILE = 'setup-code';

/** Crockford's base32: no I, L, O or U, so nothing is misread when typed from a log. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;
/** 12 characters of 32: 60 bits, far beyond what a few guesses per address can reach. */
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export const setupCodePath = (dataDir: string) => join(dataDir, SETUP_CODE_FILE);

function generateSetupCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** The code as typed, in its written form: case, spaces and hyphens do not matter. */
function normalise(code: string): string {
  const plain = code.toUpperCase().replace(/[\s-]/g, '');
  return plain.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? '';
}

/** The code in the data directory, or null when there is none (or it is not one we wrote). */
export async function readSetupCode(dataDir: string): Promise<string | null> {
  const text = await readFile(setupCodePath(dataDir), 'utf8').catch(() => null);
  const code = text?.trim() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/** The code an operator already has, or a new one written readable by the server's user only. */
export async function prepareSetupCode(dataDir: string): Promise<string> {
  const existing = await readSetupCode(dataDir);
  if (existing) return existing;
  const code = generateSetupCode();
  await mkdir(dataDir, { recursive: true });
  // Removed first: a mode applies only to a file the write creates.
  await removeSetupCode(dataDir);
  await writeFile(setupCodePath(dataDir), `${code}\n`, { mode: 0o600, flag: 'wx' });
  return code;
}

export async function removeSetupCode(dataDir: string): Promise<void> {
  await rm(setupCodePath(dataDir), { force: true });
}

/** Compares in constant time (both sides hashed first, so their lengths never show). */
export function setupCodeMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(normalise(given)), digest(expected));
}
