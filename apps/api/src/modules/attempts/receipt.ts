import { createHmac } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** One answer the server holds, in the bank's terms (never the student's shown order). */
export interface ReceiptAnswer {
  questionId: number;
  selectedOption: number;
}

/**
 * An attempt's receipt: a short code (XXXXX-XXXXX, 50 bits of an HMAC) over the attempt and every
 * answer the server holds. Given to the student on completion; the teacher looks it up and the server
 * recomputes it from what it holds now, so a match proves these are the answers the student was
 * told were stored. Keyed with a secret of the server, so no one can make a code for other answers.
 */
export function computeReceipt(secret: string, attemptId: number, answers: readonly ReceiptAnswer[]): string {
  const kept = [...answers]
    .sort((a, b) => a.questionId - b.questionId)
    .map((answer) => `${answer.questionId}=${answer.selectedOption}`)
    .join(',');
  const digest = createHmac('sha256', `${secret}:exam-receipt`).update(`${attemptId}|${kept}`).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[Number((bits >> BigInt(5 * i + 6)) & 31n)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A receipt as typed by a person: case, spaces and the look-alike letters forgiven. */
export function normaliseReceipt(typed: string): string | undefined {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(clean)) return undefined;
  return `${clean.slice(0, 5)}-${clean.slice(5)}`;
}
