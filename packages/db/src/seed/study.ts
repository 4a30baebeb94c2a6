import type { Executor } from '../client';
import { contentProgress } from '../schema';
import type { DemoCurricula } from './curricula';
import { daysAgo } from './days-ago';

/** Some study progress for the demo student, so the learning tree shows it. */
export async function seedStudyProgress(
  tx: Executor,
  {
    now,
    studentId,
    subconceptContent,
  }: { now: Date; studentId: number; subconceptContent: DemoCurricula['subconceptContent'] },
): Promise<void> {
  const progressRows = subconceptContent.slice(0, 5).flatMap(({ contentIds }, index) =>
    contentIds.map((contentId) => {
      const completionPercent = [100, 95, 60, 30, 10][index]!;
      return {
        studentId,
        contentId,
        timeSpentSeconds: Math.round(completionPercent * 9),
        completionPercent,
        status:
          completionPercent >= 90
            ? ('completed' as const)
            : completionPercent > 0
              ? ('in_progress' as const)
              : ('started' as const),
        updatedAt: daysAgo(now, 2, index),
      };
    }),
  );
  await tx.insert(contentProgress).values(progressRows);
}
