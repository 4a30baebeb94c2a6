import { auditLog, cohorts, trainingCenters, users } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';

/** Test helpers shared by the cohort route tests (not part of the app). */
export function cohortTestKit(getApp: () => TestApp) {
  const db = () => getApp().database.db;

  async function personId(username: string): Promise<number> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`no account ${username}`);
    return row.id;
  }

  async function cohortId(name: string): Promise<number> {
    const [row] = await db().select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, name));
    if (!row) throw new Error(`no cohort ${name}`);
    return row.id;
  }

  async function centerId(nameStart: string): Promise<number> {
    const rows = await db().select().from(trainingCenters);
    const row = rows.find((center) => center.name.startsWith(nameStart));
    if (!row) throw new Error(`no center ${nameStart}`);
    return row.id;
  }

  async function audits(action: string, entityId: number) {
    return db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
  }

  return { personId, cohortId, centerId, audits };
}

/** A multipart body with text fields and at most one file, as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
