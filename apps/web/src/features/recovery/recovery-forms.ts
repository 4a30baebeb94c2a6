import { ChangePasswordBody, messages, ResetPasswordBody } from '@pathshala/contracts';
import { z } from 'zod';

/** The confirmation field: required, and equal to the new password (spec section 5). */
const confirmation = z.string().min(1, messages.password.confirmRequired);
function confirmMatches(values: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', message: messages.password.mismatch, path: ['confirmPassword'] });
  }
}

/** The change-password form: the call's fields plus the confirmation. */
export const ChangePasswordForm = z
  .object({
    email: ChangePasswordBody.shape.email,
    currentPassword: ChangePasswordBody.shape.currentPassword,
    newPassword: ChangePasswordBody.shape.newPassword,
    confirmPassword: confirmation,
  })
  .superRefine((values, ctx) => {
    if (values.currentPassword && values.newPassword === values.currentPassword) {
      ctx.addIssue({ code: 'custom', message: messages.password.sameAsCurrent, path: ['newPassword'] });
    }
    confirmMatches(values, ctx);
  });
export type ChangePasswordForm = z.output<typeof ChangePasswordForm>;

/** The reset form: the new password and its confirmation (the token comes from the link). */
export const ResetPasswordForm = z
  .object({ newPassword: ResetPasswordBody.shape.newPassword, confirmPassword: confirmation })
  .superRefine(confirmMatches);
export type ResetPasswordForm = z.output<typeof ResetPasswordForm>;
