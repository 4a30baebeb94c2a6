import { api, messages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createPasswordRecoveryService } from './password-recovery.service';

/** Forgot password, reset by link and change password (spec section 7, auth recovery calls). */
export function registerPasswordRecoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const recovery = createPasswordRecoveryService(ctx);

  defineRoute(app, api.auth.checkEmail, async ({ body, request }) => {
    const types = await recovery.checkEmail({ email: body.email, clientAddress: request.ip });
    return {
      success: true as const,
      message: messages.forgot.accountsFound,
      data: { accounts: types.map((type) => ({ type })) },
    };
  });

  defineRoute(app, api.auth.forgotPassword, async ({ body, request }) => {
    await recovery.forgotPassword({ email: body.email, userType: body.userType, clientAddress: request.ip });
    return { success: true as const, message: messages.forgot.linkSent };
  });

  defineRoute(app, api.auth.validateResetToken, async ({ body, request }) => {
    const data = await recovery.validateResetToken({ token: body.token, clientAddress: request.ip });
    return { success: true as const, message: messages.reset.tokenValid, data };
  });

  defineRoute(app, api.auth.resetPassword, async ({ body, request }) => {
    await recovery.resetPassword({
      token: body.token,
      newPassword: body.newPassword,
      clientAddress: request.ip,
    });
    return { success: true as const, message: messages.reset.success };
  });

  defineRoute(app, api.auth.changePassword, async ({ body, request }) => {
    await recovery.changePassword({ ...body, clientAddress: request.ip });
    return { success: true as const, message: messages.change.success };
  });
}
