import { type HeldDecision, messages } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { createHeldAnswersService } from '../attempts/held-answers.service';
import { buildAssessmentResults, resultsToCsv } from './assessment-results';
import { loadForTeacher } from './load-assessment';
import * as servingRepo from './serving.repository';
import { canViewResults } from './teacher-assessments.policy';

const m = messages.teacher;

/** Results need View Results on the assessment (served; owner, FULL or EDIT). */
export function createResultsService(ctx: AppContext) {
  const { db, clock } = ctx;
  const held = createHeldAnswersService(ctx);

  async function loadForResults(actor: Actor, assessmentId: number) {
    const loaded = await loadForTeacher(db, actor, assessmentId);
    if (!canViewResults(loaded.access)) throw forbidden(m.cannotSeeResults);
    return loaded.assessment;
  }

  return {
    async results({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const assessment = await loadForResults(actor, assessmentId);
      const taught =
        actor.type === 'teacher' ? await servingRepo.listTaughtCohortIds(db, actor.id) : new Set<number>();
      return buildAssessmentResults(db, assessment, clock.now(), taught);
    },

    /** The per-student table as CSV, with the file name it is saved under. */
    async resultsCsv({
      actor,
      assessmentId,
      timeZone,
    }: {
      actor: Actor;
      assessmentId: number;
      timeZone?: string | undefined;
    }) {
      const assessment = await loadForResults(actor, assessmentId);
      const results = await buildAssessmentResults(db, assessment, clock.now());
      return { fileName: `assessment-${assessment.id}-results.csv`, csv: resultsToCsv(results, timeZone) };
    },

    /** Held answers: decided by a teacher of the attempt's cohort who may see the results. */
    async decideHeldAnswers(input: {
      actor: Actor;
      assessmentId: number;
      attemptId: number;
      decision: HeldDecision;
    }) {
      const assessment = await loadForResults(input.actor, input.assessmentId);
      const { decided } = await held.decide({
        ...input,
        assessmentId: assessment.id,
        teachesCohort: (tx, cohortId) => servingRepo.teachesCohort(tx, input.actor.id, cohortId),
      });
      const message = input.decision === 'accept' ? m.heldAccepted(decided) : m.heldDeclined(decided);
      return { decided, message };
    },
  };
}
