import type { AuditAction } from '@pathshala/contracts';
import { auditLog, type Executor } from '@pathshala/db';

export interface AuditEntry {
  actorId: number | null;
  /** `<entity>.<verb>`, e.g. `assessment.serve`; the list (and its words) live in the contracts. */
  action: AuditAction;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Records who did what and when; call it in the transaction that made the change. */
export async function recordAudit(db: Executor, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ?? null,
    createdAt: at,
  });
}
