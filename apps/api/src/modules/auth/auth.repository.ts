import type { Language } from '@pathshala/contracts';
import { type Executor, refreshTokens, users } from '@pathshala/db';
import { and, eq, gte, isNull, max, or, sql } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;

/** Accounts a sign-in name can mean: the username, or any account with that e-mail. */
export function findUsersBySignInName(db: Executor, signInName: string): Promise<UserRow[]> {
  const name = signInName.toLowerCase();
  return db
    .select()
    .from(users)
    .where(or(eq(users.username, name), eq(users.email, name)))
    .limit(5);
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setLanguage(db: Executor, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Moves the last sign-in to "previous" and stamps this one: dashboards count what is new since then. */
export async function recordSignIn(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ previousSignInAt: sql`${users.lastSignInAt}`, lastSignInAt: at })
    .where(eq(users.id, userId));
}

export async function insertRefreshToken(
  db: Executor,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token used if nobody did first; returns false when it was already used or revoked. */
export async function claimRefreshToken(db: Executor, id: number, at: Date): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length === 1;
}

export async function revokeRefreshFamily(db: Executor, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokensOfUser(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Sign-ins (refresh families) revoked at or after `since`, with when. */
export function findFamiliesRevokedSince(db: Executor, since: Date) {
  return db
    .select({ familyId: refreshTokens.familyId, revokedAt: max(refreshTokens.revokedAt) })
    .from(refreshTokens)
    .where(gte(refreshTokens.revokedAt, since))
    .groupBy(refreshTokens.familyId);
}
