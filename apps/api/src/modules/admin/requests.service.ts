import { randomBytes } from 'node:crypto';
import { type CreateAdminBody, messages } from '@pathshala/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../../plugins/auth';
import { findUser, type UserRow } from '../auth/auth.service';
import { enqueueMail } from '../mail/mail.queue';
import { mailFirstPasswordLink, mailResetLink } from '../password-recovery/password-recovery.service';
import {
  closeAdminRequest,
  closePasswordResetRequest,
  countOtherActiveAdmins,
  findAdminRequest,
  findPasswordResetRequest,
  findTakenEmails,
  insertAdminRequest,
  insertUsers,
  isUsernameTaken,
  listAdminRequests,
  listPasswordResetRequests,
  voidResetTokens,
} from './admin.repository';
import { applyTemporaryPassword, prepareTemporaryPassword } from './temporary-password';

/** What approving a reset gives the approving admin: a temporary password, or only word of a mailed link. */
export type ResetApproval = { temporaryPassword: string; resetLinkMailed: false } | { resetLinkMailed: true };

/** Who decides which request. */
interface OneRequest {
  actor: Actor;
  requestId: number;
}

export function createRequestsService(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const alreadyProcessed = () => conflict(messages.admin.requestAlreadyProcessed);

  /**
   * Four eyes on admin accounts: approving an admin's reset never sets or shows a password. It mails
   * the admin a fresh reset link (older links stop working) and needs an admin other than the one reset;
   * a lone admin uses the link the forgot-password page mailed them.
   */
  async function approveAdminAccountReset(
    actor: Actor,
    requestId: number,
    user: UserRow,
    notes: string | undefined,
  ): Promise<ResetApproval> {
    if (user.id === actor.id) throw forbidden(messages.admin.ownResetApproval);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const closed = await closePasswordResetRequest(tx, requestId, {
        status: 'approved',
        processedBy: actor.id,
        processedAt: now,
        adminNotes: notes ?? null,
      });
      if (!closed) throw alreadyProcessed();
      await mailResetLink(tx, {
        publicUrl: config.publicUrl,
        requestId,
        user,
        now,
        reason: 'reset-approved',
      });
      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action: 'password_reset.approve',
          entityType: 'password_reset_request',
          entityId: requestId,
          details: { userId: user.id, resetLinkMailed: true },
        },
        now,
      );
    });
    return { resetLinkMailed: true };
  }

  return {
    listAdminRequests: () => listAdminRequests(db),

    /** Records a request for a new admin account (status P); an admin must approve it. */
    async createAdminRequest({
      actor,
      body,
    }: {
      actor: Actor;
      body: z.output<typeof CreateAdminBody>;
    }): Promise<number> {
      if (await isUsernameTaken(db, body.username)) throw conflict(messages.admin.usernameTaken);
      if ((await findTakenEmails(db, 'admin', [body.email])).size > 0)
        throw conflict(messages.admin.emailTaken);
      // A typed password (the spec's form has one) is never kept: the filer must not know the new
      // admin's password, so approval mails its owner a link instead (see approveAdminRequest).
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const now = clock.now();
      return db.transaction(async (tx) => {
        const created = await insertAdminRequest(tx, {
          email: body.email,
          username: body.username.toLowerCase(),
          salutation: body.salutation ?? null,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          address: body.address ?? null,
          justification: body.justification,
          status: 'P',
          requestedBy: actor.id,
          createdAt: now,
        });
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'admin_request.create',
            entityType: 'admin_request',
            entityId: created.id,
          },
          now,
        );
        return created.id;
      });
    },

    /**
     * Approves a pending request and creates the admin account. Whoever submitted a request may not
     * approve it while another active admin exists (decisions.md); a lone admin may, and that is recorded.
     * The requester typed the request's password, so it never opens the account (four eyes): the account
     * gets a secret nobody knows and its owner is mailed a link to choose the first password.
     */
    async approveAdminRequest({ actor, requestId }: OneRequest): Promise<void> {
      const request = await findAdminRequest(db, requestId);
      if (!request) throw notFound(messages.admin.requestNotFound);
      if (request.status !== 'P') throw alreadyProcessed();
      const selfApproval = request.requestedBy === actor.id;
      if (selfApproval && (await countOtherActiveAdmins(db, actor.id)) > 0) {
        throw forbidden(messages.admin.selfApproval);
      }
      const unknownPasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const [account] = await insertUsers(tx, [
            {
              type: 'admin',
              username: request.username,
              email: request.email,
              passwordHash: unknownPasswordHash,
              salutation: request.salutation,
              firstName: request.firstName,
              lastName: request.lastName,
              address: request.address,
              createdAt: now,
              updatedAt: now,
            },
          ]);
          const closed = await closeAdminRequest(tx, requestId, {
            status: 'A',
            processedBy: actor.id,
            processedAt: now,
            createdUserId: account!.id,
          });
          if (!closed) throw alreadyProcessed();
          await mailFirstPasswordLink(tx, {
            publicUrl: config.publicUrl,
            user: {
              id: account!.id,
              type: 'admin',
              email: request.email,
              username: request.username,
              firstName: request.firstName,
              lastName: request.lastName,
            },
            approvedBy: actor.id,
            now,
          });
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'admin_request.approve',
              entityType: 'admin_request',
              entityId: requestId,
              details: { createdUserId: account!.id, selfApproval },
            },
            now,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.admin.usernameTaken);
        throw error;
      }
    },

    async rejectAdminRequest({ actor, requestId, reason }: OneRequest & { reason: string }): Promise<void> {
      const request = await findAdminRequest(db, requestId);
      if (!request) throw notFound(messages.admin.requestNotFound);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const closed = await closeAdminRequest(tx, requestId, {
          status: 'R',
          processedBy: actor.id,
          processedAt: now,
          rejectionReason: reason,
        });
        if (!closed) throw alreadyProcessed();
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'admin_request.reject',
            entityType: 'admin_request',
            entityId: requestId,
          },
          now,
        );
      });
    },

    listPasswordResetRequests: (status: 'pending' | 'approved' | 'rejected' | undefined) =>
      listPasswordResetRequests(db, status),

    /**
     * Approves a pending reset of a student or teacher: a temporary password (returned once, and
     * mailed), a forced change at next sign-in, every session of the user ended, the reset link voided.
     * An admin account's reset is answered by a mailed link only (approveAdminAccountReset).
     */
    async approvePasswordReset({
      actor,
      requestId,
      notes,
    }: OneRequest & { notes: string | undefined }): Promise<ResetApproval> {
      const request = await findPasswordResetRequest(db, requestId);
      if (!request) throw notFound(messages.admin.requestNotFound);
      if (request.status !== 'pending') throw alreadyProcessed();
      const user = await findUser(db, request.userId);
      if (!user) throw notFound(messages.admin.requestNotFound);
      if (user.type === 'admin') return approveAdminAccountReset(actor, requestId, user, notes);
      const prepared = await prepareTemporaryPassword();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const closed = await closePasswordResetRequest(tx, requestId, {
          status: 'approved',
          processedBy: actor.id,
          processedAt: now,
          adminNotes: notes ?? null,
        });
        if (!closed) throw alreadyProcessed();
        await applyTemporaryPassword(
          tx,
          { id: request.userId, email: request.email },
          prepared,
          'An administrator approved your password reset request.',
          now,
        );
        await voidResetTokens(tx, requestId, now);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'password_reset.approve',
            entityType: 'password_reset_request',
            entityId: requestId,
            details: { userId: request.userId },
          },
          now,
        );
      });
      return { temporaryPassword: prepared.temporaryPassword, resetLinkMailed: false };
    },

    /** Rejects a pending reset: the reset link stops working and the user is told why. */
    async rejectPasswordReset({ actor, requestId, reason }: OneRequest & { reason: string }): Promise<void> {
      const request = await findPasswordResetRequest(db, requestId);
      if (!request) throw notFound(messages.admin.requestNotFound);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const closed = await closePasswordResetRequest(tx, requestId, {
          status: 'rejected',
          processedBy: actor.id,
          processedAt: now,
          adminNotes: reason,
        });
        if (!closed) throw alreadyProcessed();
        await voidResetTokens(tx, requestId, now);
        await enqueueMail(
          tx,
          {
            to: request.email,
            subject: 'Your Pathshala password reset request',
            text: [
              'An administrator declined your password reset request, so the reset link no longer works.',
              '',
              `Reason: ${reason}`,
              '',
              'Your password has not changed. Contact your school administrator if you need help.',
            ].join('\n'),
          },
          now,
        );
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'password_reset.reject',
            entityType: 'password_reset_request',
            entityId: requestId,
            details: { userId: request.userId },
          },
          now,
        );
      });
    },
  };
}
