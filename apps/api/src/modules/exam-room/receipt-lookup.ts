import { examRoomMessages as m, type ReceiptLookup } from '@pathshala/contracts';
import {
  answers,
  assessments,
  attempts,
  cohorts,
  type Executor,
  questions,
  servings,
  users,
} from '@pathshala/db';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { computeReceipt, normaliseReceipt } from '../attempts/receipt';
import { teacherMayOpenRoom } from './exam-room.repository';

function findAttemptsByReceipt(db: Executor, code: string) {
  return db
    .select({
      attemptId: attempts.id,
      servingId: attempts.servingId,
      startedAt: attempts.startedAt,
      completedAt: attempts.completedAt,
      completionReason: attempts.completionReason,
      studentId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      assessmentId: assessments.id,
      assessmentName: assessments.name,
      cohortName: cohorts.name,
    })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.studentId))
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .innerJoin(servings, eq(servings.id, attempts.servingId))
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .where(eq(attempts.receipt, code))
    .orderBy(asc(attempts.id));
}

/** The answers the server holds for an attempt, in the bank's terms, with the words the student chose. */
function findKeptAnswers(db: Executor, attemptId: number) {
  return db
    .select({
      seqNum: answers.seqNum,
      questionId: answers.questionId,
      selectedOption: answers.selectedOption,
      answeredAt: answers.answeredAt,
      syncedLate: answers.syncedLate,
      text: questions.text,
      option1: questions.option1,
      option2: questions.option2,
      option3: questions.option3,
      option4: questions.option4,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.attemptId, attemptId))
    .orderBy(asc(answers.seqNum));
}

/**
 * A receipt typed by a teacher or admin: the attempt that was given it, and whether the answers the
 * server holds now still make the same code (computeReceipt is keyed with a secret of the server).
 * A teacher finds only attempts of rooms they may open; anything else is "not found".
 */
export async function lookUpReceipt(ctx: AppContext, actor: Actor, typed: string): Promise<ReceiptLookup> {
  const code = normaliseReceipt(typed);
  if (!code) throw badRequest(m.receiptInvalid);
  const candidates = await findAttemptsByReceipt(ctx.db, code);
  let found: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (actor.type === 'admin' || (await teacherMayOpenRoom(ctx.db, actor.id, candidate.servingId))) {
      found = candidate;
      break;
    }
  }
  if (!found) throw notFound(m.receiptNotFound);
  const kept = await findKeptAnswers(ctx.db, found.attemptId);
  const recomputed = computeReceipt(ctx.config.jwtSecret, found.attemptId, kept);
  return {
    receipt: code,
    matches: recomputed === code,
    attemptId: found.attemptId,
    servingId: found.servingId,
    student: {
      id: found.studentId,
      name: `${found.firstName} ${found.lastName}`.trim(),
      username: found.username,
    },
    assessment: { id: found.assessmentId, name: found.assessmentName },
    cohortName: found.cohortName,
    startedAt: found.startedAt.toISOString(),
    completedAt: found.completedAt?.toISOString() ?? null,
    completionReason: found.completionReason,
    answers: kept.map((answer) => ({
      questionId: answer.questionId,
      question: answer.text,
      chosenOption: answer.selectedOption,
      chosenText:
        [answer.option1, answer.option2, answer.option3, answer.option4][answer.selectedOption - 1] ?? '',
      answeredAt: answer.answeredAt.toISOString(),
      syncedLate: answer.syncedLate,
    })),
  };
}
