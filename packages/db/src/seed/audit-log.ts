import type { Executor } from '../client';
import { auditLog } from '../schema';
import { daysAgo } from './days-ago';

/** The audit trail of what the demo says happened: the seeding, the two servings, the approved request. */
export async function seedAuditLog(
  tx: Executor,
  { now, adminId, teacher1Id }: { now: Date; adminId: number; teacher1Id: number },
): Promise<void> {
  await tx.insert(auditLog).values([
    {
      actorId: adminId,
      action: 'seed.demo',
      entityType: 'school',
      entityId: null,
      createdAt: daysAgo(now, 30),
    },
    {
      actorId: teacher1Id,
      action: 'assessment.serve',
      entityType: 'assessment',
      entityId: '1002',
      createdAt: daysAgo(now, 7),
    },
    {
      actorId: teacher1Id,
      action: 'assessment.serve',
      entityType: 'assessment',
      entityId: '1001',
      createdAt: daysAgo(now, 1),
    },
    {
      actorId: adminId,
      action: 'admin_request.approve',
      entityType: 'admin_request',
      entityId: 'lakshmi.k',
      createdAt: daysAgo(now, 20),
    },
  ]);
}
