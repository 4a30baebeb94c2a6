import { ANSWER_GRACE_SECONDS, type AnswerProof } from '@pathshala/contracts';
import type { KeptAnswerRow } from './attempts.repository';
import type { ClockMarks } from './clock-mark';
import { mapAnswer, type PaperQuestion, type StudentPaper } from './student-paper';

/**
 * A device's monotonic clock may run a little fast against the server's: a claim this far ahead of
 * now is still taken (and stored as now); more is a claim in the future.
 */
const FUTURE_TOLERANCE_MS = 1_000;

export interface ProvenAnswer extends AnswerProof {
  seqNum: number;
  answerId: number;
}

export interface CheckedAnswer {
  entry: PaperQuestion;
  option: number;
  answeredAt: Date;
  clientSeq: number;
}

export type ProofCheck = { ok: true; answers: CheckedAnswer[] } | { ok: false; reason: string };

/**
 * What the check needs of the answers an attempt holds: the real option kept at each position, and
 * the highest running number and latest time of those stored with a proof.
 */
export interface StoredProofs {
  kept: Map<number, number>;
  lastSeq: number;
  lastMs: number;
}

/** The stored proofs of the answers read from the database. */
export function storedProofsOf(rows: readonly KeptAnswerRow[]): StoredProofs {
  const stored: StoredProofs = { kept: new Map(), lastSeq: 0, lastMs: 0 };
  for (const row of rows) addStored(stored, row);
  return stored;
}

/**
 * Adds one answer the database now holds. Adding is order-free and adding twice changes nothing, so
 * answers read and answers stored while the read ran can both be added.
 */
export function addStored(stored: StoredProofs, answer: KeptAnswerRow): void {
  stored.kept.set(answer.position, answer.selectedOption);
  if (answer.clientSeq === null) return;
  stored.lastSeq = Math.max(stored.lastSeq, answer.clientSeq);
  stored.lastMs = Math.max(stored.lastMs, answer.answeredAt.getTime());
}

/**
 * Checks an offline batch against the attempt, answer by answer in the order sent: the mark is
 * genuine and this attempt's; the claimed time (mark + elapsed) is not in the future, not before
 * the mark, and within the deadline plus grace; the position is on this student's paper and the
 * option one they were shown; claimed times and running numbers rise through the batch and continue
 * from those stored. An answer already kept with the same option is a resend (its ack was lost): it
 * needs only to keep the batch in order. The first broken rule makes the whole batch forged.
 */
export function checkProofs(input: {
  marks: ClockMarks;
  attemptId: number;
  deadline: Date;
  now: Date;
  paper: StudentPaper;
  stored: StoredProofs;
  answers: readonly ProvenAnswer[];
}): ProofCheck {
  let { lastSeq, lastMs } = input.stored;
  let batchSeq = 0;
  let batchMs = 0;
  const checked: CheckedAnswer[] = [];
  for (const [index, answer] of input.answers.entries()) {
    const which = `answer ${index + 1} (question ${answer.seqNum})`;
    const markMs = input.marks.verify(answer.clock, input.attemptId);
    if (markMs === undefined)
      return { ok: false, reason: `${which}: clock mark not genuine or not this attempt's` };
    const claimedMs = markMs + answer.sinceClockMs;
    if (answer.sinceClockMs < 0 || claimedMs < markMs)
      return { ok: false, reason: `${which}: claimed time before its clock mark` };
    if (claimedMs > input.now.getTime() + FUTURE_TOLERANCE_MS)
      return { ok: false, reason: `${which}: claimed time in the future` };
    if (claimedMs > input.deadline.getTime() + ANSWER_GRACE_SECONDS * 1000)
      return { ok: false, reason: `${which}: claimed time after the deadline` };
    const { entry, option } = mapAnswer(input.paper, answer.seqNum, answer.answerId);
    if (!entry) return { ok: false, reason: `${which}: not on this student's paper` };
    if (option === undefined)
      return { ok: false, reason: `${which}: option ${answer.answerId} was not shown` };
    if (answer.clientSeq <= batchSeq || claimedMs < batchMs)
      return { ok: false, reason: `${which}: times or running numbers out of order in the batch` };
    batchSeq = answer.clientSeq;
    batchMs = claimedMs;
    const resend = input.stored.kept.get(answer.seqNum) === option;
    if (!resend) {
      if (answer.clientSeq <= lastSeq || claimedMs < lastMs)
        return { ok: false, reason: `${which}: time or running number not after the answers already stored` };
      lastSeq = answer.clientSeq;
      lastMs = claimedMs;
    }
    checked.push({
      entry,
      option,
      answeredAt: new Date(Math.min(claimedMs, input.now.getTime())),
      clientSeq: answer.clientSeq,
    });
  }
  return { ok: true, answers: checked };
}
