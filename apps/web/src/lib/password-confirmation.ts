import { messages } from '@pathshala/contracts';
import { z } from 'zod';

type PasswordPair = { password: string; confirmPassword: string };

/** An account body's rules (shared with the server) plus a confirmation field that must match the password. */
export function withPasswordConfirmation<Shape extends { password: z.ZodType<string> }>(
  body: z.ZodObject<Shape>,
) {
  return body.extend({ confirmPassword: z.string() }).refine(
    // zod cannot name the fields of a generic shape's output; both are there by the constraint and extend().
    (form) => (form as PasswordPair).password === (form as PasswordPair).confirmPassword,
    { message: messages.password.mismatch, path: ['confirmPassword'] },
  );
}
