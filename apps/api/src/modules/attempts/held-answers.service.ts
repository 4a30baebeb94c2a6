import { type HeldDecision, messages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAnswers } from '../insight/mastery.service';
import {
  addToScore,
  decideHeldAnswers,
  listDroppedQuestions,
  lockAnswersForWrite,
  lockCurrentAttempt,
} from './held-answers.repository';

/**
 * The teacher's decision on an attempt's held answers (late ones, never scored on arrival): accept
 * scores them exactly as answers in time are scored (their marks, from the served key, into the
 * attempt's score; results and totals then count them as answered); decline keeps them, never
 * scored. One transaction, audited. The caller has checked that the teacher may see the results.
 */
export function createHeldAnswersService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    /**
     * Decides every answer of the attempt held now; none held: 409 (decided already). Only a teacher
     * of the attempt's cohort decides (`teachesCohort`, read in the transaction): she knows whether
     * the student was really offline, and a share of the assessment gives no say over other cohorts.
     */
    async decide(input: {
      actor: Actor;
      assessmentId: number;
      attemptId: number;
      decision: HeldDecision;
      teachesCohort: (tx: Executor, cohortId: number) => Promise<boolean>;
    }) {
      return db.transaction(async (tx) => {
        await lockAnswersForWrite(tx);
        const attempt = await lockCurrentAttempt(tx, input.assessmentId, input.attemptId);
        if (!attempt) throw notFound(messages.teacher.attemptNotFound);
        if (!(await input.teachesCohort(tx, attempt.cohortId)))
          throw forbidden(messages.teacher.heldNotYourCohort);
        const accept = input.decision === 'accept';
        const decided = await decideHeldAnswers(tx, attempt.id, accept ? 'accepted' : 'declined');
        if (decided.length === 0) throw conflict(messages.teacher.noHeldAnswers);
        const marks = decided.reduce((sum, answer) => sum + answer.marksAwarded, 0);
        if (accept) {
          await addToScore(tx, attempt.id, marks);
          // Counted into mastery now, as answers in time were on arrival; a declined one never is,
          // nor one to a dropped question. Their marks were set by any regrade (regrade.service).
          const dropped = await listDroppedQuestions(tx, input.assessmentId);
          await recordAnswers({
            tx,
            studentId: attempt.studentId,
            answers: decided
              .filter((answer) => !dropped.has(answer.questionId))
              .sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime() || a.seqNum - b.seqNum)
              .map((answer) => ({
                questionId: answer.questionId,
                correct: answer.isCorrect,
                at: answer.answeredAt,
              })),
          });
        }
        await recordAudit(
          tx,
          {
            actorId: input.actor.id,
            action: accept ? 'exam.held_accept' : 'exam.held_decline',
            entityType: 'attempt',
            entityId: attempt.id,
            details: {
              assessmentId: input.assessmentId,
              servingId: attempt.servingId,
              studentId: attempt.studentId,
              positions: decided.map((answer) => answer.seqNum).sort((a, b) => a - b),
              ...(accept ? { marks } : {}),
            },
          },
          clock.now(),
        );
        return { decided: decided.length };
      });
    },
  };
}
