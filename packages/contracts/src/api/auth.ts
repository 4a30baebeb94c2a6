import { z } from 'zod';
import { FIRST_PAGE_ROUTES, PASSWORD_MAX_LENGTH, SIGN_IN_PATHS } from '../constants';
import { Language, UserType } from '../enums';
import { messages } from '../messages';
import { endpoint, OkResponse } from './endpoint';
import { NewPassword, RequiredEmail } from './fields';

export const SessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  type: UserType,
  username: z.string(),
  email: z.string().nullable(),
  /** Set after an admin reset the password: the user must choose a new one now. */
  mustChangePassword: z.boolean(),
  /** The interface language the person chose; null until they choose one (the device's then holds). */
  language: Language.nullable().default(null),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginBody = z.object({
  username: z
    .string({ error: messages.login.usernameRequired })
    .trim()
    .min(1, messages.login.usernameRequired)
    .max(254),
  /** Exactly as typed: passwords are never trimmed (see NewPassword). */
  password: z
    .string({ error: messages.login.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, messages.password.tooLong)
    .refine((password) => password.trim() !== '', messages.login.passwordRequired),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: SessionUser,
  message: z.string(),
  /** On a sign-in: true when it is the person's first ever (greeted as new, not 'welcome back'). */
  firstSignIn: z.boolean().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const VerifyResponse = z.object({ success: z.literal(true), user: SessionUser });

export const LanguageBody = z.object({
  language: z.enum(Language.options, { error: `language must be one of: ${Language.options.join(', ')}` }),
});
export type LanguageBody = z.infer<typeof LanguageBody>;

export const HealthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
  demo: z.boolean(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
/** A load balancer's or supervisor's probe: `ok` or why not. */
export const ProbeResponse = z.object({ success: z.boolean(), status: z.enum(['ok', 'unavailable']) });

export const ForgotPasswordBody = z.object({
  email: RequiredEmail(messages.forgot.emailRequired),
  userType: z.enum(UserType.options, { error: messages.forgot.selectAccountType }),
});
export const CheckEmailBody = z.object({ email: RequiredEmail(messages.forgot.emailRequired) });
export type CheckEmailBody = z.infer<typeof CheckEmailBody>;
export const CheckEmailResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ accounts: z.array(z.object({ type: UserType })) }),
});
export const ChangePasswordBody = z
  .object({
    // The spec has one message here for a missing and an invalid address.
    email: RequiredEmail(messages.change.emailRequired, messages.change.emailRequired),
    currentPassword: z
      .string({ error: messages.password.currentRequired })
      .min(1, messages.password.currentRequired)
      .max(PASSWORD_MAX_LENGTH),
    newPassword: NewPassword(),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: messages.password.sameAsCurrent,
    path: ['newPassword'],
  });
export const ValidateResetTokenBody = z.object({
  token: z.string({ error: messages.reset.missingToken }).trim().min(1, messages.reset.missingToken).max(200),
});
export const ValidateResetTokenResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string(), userType: UserType }),
});
export const ResetPasswordBody = z.object({
  token: z.string({ error: messages.reset.missingToken }).trim().min(1, messages.reset.missingToken).max(200),
  newPassword: NewPassword(),
});

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: SIGN_IN_PATHS.login,
    summary: 'Sign in with a username or e-mail and a password',
    access: 'public',
    body: LoginBody,
    response: TokenResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: revokes the refresh cookie',
    access: 'public',
    response: OkResponse,
  }),
  refresh: endpoint({
    method: 'POST',
    path: SIGN_IN_PATHS.refresh,
    summary: 'Rotate the refresh cookie and issue a new access token',
    access: 'public',
    response: TokenResponse,
  }),
  verify: endpoint({
    ...FIRST_PAGE_ROUTES.verify,
    summary: 'Check the access token',
    access: ['student', 'teacher', 'admin'],
    allowsTemporaryPassword: true,
    response: VerifyResponse,
  }),
  language: endpoint({
    method: 'POST',
    path: '/api/auth/language',
    summary: "Remember the signed-in person's interface language",
    access: ['student', 'teacher', 'admin'],
    allowsTemporaryPassword: true,
    body: LanguageBody,
    response: OkResponse,
  }),
  health: endpoint({
    ...FIRST_PAGE_ROUTES.health,
    summary: 'Health of the API and its database',
    access: 'public',
    response: HealthResponse,
  }),
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process answers (a supervisor restarts it when not)',
    access: 'public',
    response: ProbeResponse,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    summary:
      'Readiness: the database answers and the server is not closing (503 otherwise: send it no traffic)',
    access: 'public',
    response: ProbeResponse,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Request a password-reset link by e-mail',
    access: 'public',
    body: ForgotPasswordBody,
    response: OkResponse,
  }),
  checkEmail: endpoint({
    method: 'POST',
    path: '/api/auth/check-email',
    summary: 'List the account types of an e-mail address',
    access: 'public',
    body: CheckEmailBody,
    response: CheckEmailResponse,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change a password with the current one',
    access: 'public',
    body: ChangePasswordBody,
    response: OkResponse,
  }),
  validateResetToken: endpoint({
    method: 'POST',
    path: '/api/auth/validate-reset-token',
    summary: 'Check a reset link token',
    access: 'public',
    body: ValidateResetTokenBody,
    response: ValidateResetTokenResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset link token',
    access: 'public',
    body: ResetPasswordBody,
    response: OkResponse,
  }),
} as const;
