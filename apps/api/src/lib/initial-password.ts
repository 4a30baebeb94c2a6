import { randomInt } from 'node:crypto';

/** Letters and digits nobody misreads on a printed slip or types wrongly on a phone: no 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A first password for a person an admin adds, to be read off a slip: three groups of four lower-case
 * letters and digits, like `kx7m-p4tr-9wqe`. 31^12 (about 2^59) choices by crypto randomness, far past
 * guessing through the per-account sign-in delays; always a letter and a digit, so never a common
 * password or an all-digit one.
 */
export function generateInitialPassword(): string {
  for (;;) {
    const groups: string[] = [];
    for (let group = 0; group < GROUPS; group++) {
      let text = '';
      for (let i = 0; i < GROUP_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
      groups.push(text);
    }
    const password = groups.join('-');
    if (/[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}
