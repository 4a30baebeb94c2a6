import {
  itemAnalysisMessages,
  type RegradeInput,
  type RegradeNote,
  type RegradeOutcome,
} from '@pathshala/contracts';
import { type Executor, rebuildMastery } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { ExamPaper } from '../attempts/answer-key';
import type { StudentPaper } from '../attempts/student-paper';
import { teachesCohort } from './insight.repository';
import { listRegrades, listServings } from './item-analysis.repository';
import { loadAssessmentForItems, loadPaper, paperQuestions } from './item-analysis.service';
import * as repo from './regrade.repository';

/**
 * Regrade (issue 30): a teacher corrects a question's key (KEY), gives everyone who answered it its
 * full marks (FULL_MARKS), or drops it (DROP: every answer to it earns 0, right or wrong, and it is
 * out of mastery and of the item analysis' totals; the paper's total marks stay as served, and a
 * student who left it unanswered keeps the skipped marks, 0 unless the assessment sets less).
 * Every attempt of the assessment (every serving; completed and in progress; shuffled papers and
 * pools alike, since answers store the bank's question and option) is rescored in ONE transaction,
 * with an audit row per attempt whose score moved (old and new score). The decision is kept
 * (question_regrades), so answers arriving later, online, offline or accepted late, are scored by
 * it. Undo: regrade again with the bank's key (KEY with the original option), which removes the
 * decision and rescores as served. Mastery of the students who answered it is rebuilt from their
 * answers for the question's subconcept.
 */
export function createRegradeService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** The scoring a request asks for, checked against the served paper: 400 for a question not on it or an empty option. */
  async function scoringOf(actor: Actor, assessmentId: number, input: RegradeInput) {
    const assessment = await loadAssessmentForItems(db, actor, assessmentId);
    const [serving] = await listServings(db, assessment.id);
    const paper = await loadPaper(db, assessment.id, serving!.id);
    const entry = paperQuestions(paper).find(({ question }) => question.questionId === input.questionId);
    if (!entry) throw badRequest(itemAnalysisMessages.questionNotOnAssessment);
    const { question } = entry;
    if (
      input.kind === 'KEY' &&
      !question.options[input.correctOption! - 1] &&
      !question.optionImages[input.correctOption! - 1]
    )
      throw badRequest(itemAnalysisMessages.optionEmpty);
    const scoring: repo.Scoring = {
      assessmentId: assessment.id,
      questionId: question.questionId,
      kind: input.kind,
      key: input.kind === 'KEY' ? input.correctOption! : null,
      fullMarks: question.marks,
      wrongMarks: paper.settings.wrongMarks,
    };
    return { scoring, bankKey: question.correctOption };
  }

  return {
    async preview(input: {
      actor: Actor;
      assessmentId: number;
      body: RegradeInput;
    }): Promise<RegradeOutcome> {
      const { scoring } = await scoringOf(input.actor, input.assessmentId, input.body);
      return repo.previewRescore(db, scoring);
    },

    async regrade(input: {
      actor: Actor;
      assessmentId: number;
      body: RegradeInput;
    }): Promise<RegradeOutcome> {
      const { scoring, bankKey } = await scoringOf(input.actor, input.assessmentId, input.body);
      const now = clock.now();
      return db.transaction(async (tx) => {
        if (!(await repo.tryRegradeLock(tx, scoring.assessmentId)))
          throw conflict(itemAnalysisMessages.regradeBusy);
        // A share lets a teacher read the analysis; changing scores is for who teaches every cohort
        // it was served to (as held answers are decided by the cohort's teachers), or an admin.
        if (input.actor.type !== 'admin') {
          for (const cohortId of await repo.listServedCohortIds(tx, scoring.assessmentId))
            if (!(await teachesCohort(tx, input.actor.id, cohortId)))
              throw forbidden(itemAnalysisMessages.regradeNotYourCohorts);
        }
        await repo.holdNewAnswers(tx);
        await repo.saveRegrade(tx, scoring, bankKey, input.actor.id, now);
        const outcome = await repo.rescore(tx, scoring, { actorId: input.actor.id, at: now });
        const subconceptId = await repo.subconceptOf(tx, scoring.questionId);
        if (subconceptId !== undefined && outcome.studentIds.length > 0)
          await rebuildMastery(tx, { studentIds: outcome.studentIds, subconceptId });
        await recordAudit(
          tx,
          {
            actorId: input.actor.id,
            action: 'assessment.regrade',
            entityType: 'assessment',
            entityId: scoring.assessmentId,
            details: {
              questionId: scoring.questionId,
              kind: scoring.kind,
              correctOption: scoring.key,
              undo: scoring.kind === 'KEY' && scoring.key === bankKey,
              answeredAttempts: outcome.answeredAttempts,
              changedScores: outcome.changedScores,
            },
          },
          now,
        );
        return { answeredAttempts: outcome.answeredAttempts, changedScores: outcome.changedScores };
      });
    },
  };
}

/** KEY regrades' options by question: the keys in force where they differ from the bank's. */
function keysInForce(regrades: Awaited<ReturnType<typeof listRegrades>>): Map<number, number> {
  const keys = new Map<number, number>();
  for (const regrade of regrades)
    if (regrade.kind === 'KEY' && regrade.correctOption !== null)
      keys.set(regrade.questionId, regrade.correctOption);
  return keys;
}

/**
 * The keys a regrade put in force for this assessment's questions (question id -> option 1-4); every
 * other question keeps the bank's key. Other modules' results mark the right option by it.
 */
export async function regradedKeys(db: Executor, assessmentId: number): Promise<Map<number, number>> {
  return keysInForce(await listRegrades(db, [assessmentId]));
}

/**
 * What a student's result shows of regrades: the key in force per regraded question (a KEY regrade's
 * option), and a note for each regraded question on their paper with their number for it and their
 * total before and after (derived: the answer's marks under the served key against its marks now,
 * the other questions as they are). A KEY regrade back to the bank's key leaves no row, so no note.
 */
export async function regradeNotes(
  db: Executor,
  input: {
    paper: ExamPaper;
    student: StudentPaper;
    runningScore: number;
    answers: ReadonlyArray<{ seqNum: number; selectedOption: number; marksAwarded: number; counts: boolean }>;
    total: (runningScore: number) => number;
  },
): Promise<{ notes: RegradeNote[]; keys: Map<number, number> }> {
  const regrades = await listRegrades(db, [input.paper.assessmentId]);
  const keys = keysInForce(regrades);
  const notes: RegradeNote[] = [];
  if (regrades.length === 0) return { notes, keys };
  const byPosition = new Map(input.answers.map((answer) => [answer.seqNum, answer]));
  for (const regrade of regrades) {
    const entry = input.student.questions.find((q) => q.question.questionId === regrade.questionId);
    if (!entry) continue;
    const answer = byPosition.get(entry.position);
    const counted = answer?.counts === true ? answer : undefined;
    const served = counted
      ? counted.selectedOption === entry.question.correctOption
        ? entry.question.marks
        : input.paper.settings.wrongMarks
      : 0;
    const now = counted ? counted.marksAwarded : 0;
    notes.push({
      AS_SeqNum: entry.position,
      kind: regrade.kind,
      regradedAt: regrade.regradedAt.toISOString(),
      scoreBefore: input.total(input.runningScore - now + served),
      scoreAfter: input.total(input.runningScore),
    });
  }
  return { notes: notes.sort((a, b) => a.AS_SeqNum - b.AS_SeqNum), keys };
}
