import type { Executor } from '../client';
import { servings } from '../schema';
import { daysAgo } from './days-ago';

/** 1001 served and not started by the demo student; 1002 (forces) served and completed. */
export async function seedServings(
  tx: Executor,
  { now, scienceCohortId, teacher1Id }: { now: Date; scienceCohortId: number; teacher1Id: number },
): Promise<{ forcesServingId: number }> {
  const [, serving1002] = await tx
    .insert(servings)
    .values([
      { assessmentId: 1001, cohortId: scienceCohortId, servedBy: teacher1Id, servedAt: daysAgo(now, 1) },
      { assessmentId: 1002, cohortId: scienceCohortId, servedBy: teacher1Id, servedAt: daysAgo(now, 7) },
    ])
    .returning();
  return { forcesServingId: serving1002!.id };
}
