import { type Executor, school, users } from '@pathshala/db';
import { and, eq, or } from 'drizzle-orm';

export type NewAdminRow = typeof users.$inferInsert;

export async function adminExists(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
  return rows.length > 0;
}

export async function findSchool(db: Executor) {
  const [row] = await db.select().from(school).where(eq(school.id, 1)).limit(1);
  return row;
}

/**
 * Claims the school row for this transaction: inserts it, or, when it exists, locks it. Either way a
 * concurrent setup waits here until this transaction ends, so its check for an administrator runs
 * after this one's is committed. Returns the school's name as it now stands (null: no row and no
 * name to create it with).
 */
export async function claimSchool(db: Executor, name: string | undefined, at: Date): Promise<string | null> {
  if (name !== undefined) {
    const inserted = await db
      .insert(school)
      .values({ id: 1, name, setUpAt: at })
      .onConflictDoNothing()
      .returning({ name: school.name });
    if (inserted.length > 0) return name;
  }
  const [locked] = await db.select({ name: school.name }).from(school).where(eq(school.id, 1)).for('update');
  const existing = locked?.name;
  if (existing === undefined) return null;
  if (name !== undefined && name !== existing) {
    await db.update(school).set({ name }).where(eq(school.id, 1));
    return name;
  }
  return existing;
}

/** Whether an account already uses this username, or an admin account this e-mail. */
export async function findTakenAdminNames(db: Executor, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email, type: users.type })
    .from(users)
    .where(or(eq(users.username, username), and(eq(users.type, 'admin'), eq(users.email, email))));
  return {
    username: rows.some((row) => row.username === username),
    email: rows.some((row) => row.type === 'admin' && row.email === email),
  };
}

export async function insertAdmin(db: Executor, row: NewAdminRow): Promise<number> {
  const [created] = await db.insert(users).values(row).returning({ id: users.id });
  return created!.id;
}
