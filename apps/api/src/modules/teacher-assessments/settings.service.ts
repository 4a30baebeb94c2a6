import { type AssessmentSettings, penaltyProblem, type UpdateSettingsBody } from '@pathshala/contracts';
import { assessments } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { loadForChange } from './load-assessment';
import { smallestMarks } from './paper-composition';
import { presentSettings } from './teacher-assessments.presenter';

/**
 * An assessment's fair-paper settings (issue 14): changed like its questions, by the owner or a teacher
 * with EDIT or FULL, while it is unserved (409 once served: students' papers follow them).
 */
export function createSettingsService(ctx: AppContext) {
  const { db, clock } = ctx;
  return {
    async updateSettings({
      actor,
      assessmentId,
      body,
    }: {
      actor: Actor;
      assessmentId: number;
      body: z.output<typeof UpdateSettingsBody>;
    }): Promise<AssessmentSettings> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { assessment, placed, pools } = await loadForChange(tx, actor, assessmentId);
        const before = presentSettings(assessment);
        const after: AssessmentSettings = { ...before, ...body };
        const problem = penaltyProblem(after.wrongMarks, smallestMarks(placed, pools));
        if (problem) throw badRequest(problem);
        await tx.update(assessments).set(after).where(eq(assessments.id, assessmentId));
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.settings',
            entityType: 'assessment',
            entityId: assessmentId,
            details: { from: before, to: after },
          },
          now,
        );
        return after;
      });
    },
  };
}
