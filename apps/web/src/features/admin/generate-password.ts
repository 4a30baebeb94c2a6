import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH } from '@pathshala/contracts';

/**
 * The spec's generator: 12 characters from letters, digits and !@#$%^&*, drawn with the browser's
 * crypto randomness (rejection sampling keeps every character equally likely). Always includes a
 * lower-case letter, an upper-case letter and a digit, as the admin-request rules require.
 */
export function generatePassword(): string {
  const alphabet = GENERATED_PASSWORD_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  for (;;) {
    let password = '';
    while (password.length < GENERATED_PASSWORD_LENGTH) {
      const bytes = crypto.getRandomValues(new Uint8Array(GENERATED_PASSWORD_LENGTH * 2));
      for (const byte of bytes) {
        if (byte < limit && password.length < GENERATED_PASSWORD_LENGTH)
          password += alphabet[byte % alphabet.length];
      }
    }
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}
