import { type Executor, passwordResetRequests, passwordResetTokens, users } from '@pathshala/db';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';

/** An account as auth keeps it (auth.service's UserRow). */
type UserRow = typeof users.$inferSelect;
export type ResetRequestRow = typeof passwordResetRequests.$inferSelect;
export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** Every account of an e-mail address (one per account type at most). */
export function findAccountsByEmail(db: Executor, email: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.email, email)).orderBy(asc(users.id));
}

/** A reset token with its request and user, by the token's hash. */
export async function findResetToken(
  db: Executor,
  tokenHash: string,
): Promise<{ token: ResetTokenRow; request: ResetRequestRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ token: passwordResetTokens, request: passwordResetRequests, user: users })
    .from(passwordResetTokens)
    .innerJoin(passwordResetRequests, eq(passwordResetRequests.id, passwordResetTokens.requestId))
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function insertResetRequest(
  db: Executor,
  request: typeof passwordResetRequests.$inferInsert,
): Promise<ResetRequestRow> {
  const [row] = await db.insert(passwordResetRequests).values(request).returning();
  if (!row) throw new Error('password reset request not inserted');
  return row;
}

export async function insertResetToken(
  db: Executor,
  token: { requestId: number; userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Voids every reset link of a user that is neither used nor voided yet. */
export async function voidUnusedResetTokens(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ voidedAt: at })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.voidedAt),
      ),
    );
}

/** Marks a token used if it is still usable; false when someone (or something) got there first. */
export async function claimResetToken(db: Executor, id: number, at: Date): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.voidedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return claimed.length === 1;
}

/** Approves a request that is still pending; false when an admin already decided it. */
export async function approvePendingResetRequest(
  db: Executor,
  id: number,
  options: { at: Date; notes: string },
): Promise<boolean> {
  const closed = await db
    .update(passwordResetRequests)
    .set({ status: 'approved', processedAt: options.at, adminNotes: options.notes })
    .where(and(eq(passwordResetRequests.id, id), eq(passwordResetRequests.status, 'pending')))
    .returning({ id: passwordResetRequests.id });
  return closed.length === 1;
}

/** Sets a new password hash; the user no longer has to change it. */
export async function updatePassword(
  db: Executor,
  userId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: at })
    .where(eq(users.id, userId));
}
