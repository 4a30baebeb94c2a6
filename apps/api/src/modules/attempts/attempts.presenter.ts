import { type AttemptResult, countsInScore, type StudentAssessment } from '@pathshala/contracts';
import type { answers, assessments, servings } from '@pathshala/db';
import type { ExamPaper } from './answer-key';
import type { KnownAttempt } from './attempt-core';
import { attemptTotal, examRules, remainingSeconds, windowState } from './attempt-window';
import type { AttemptRow, CurrentAttempt } from './attempts.repository';
import { shownOptionOf } from './student-paper';

type AssessmentRow = typeof assessments.$inferSelect;
type ServingRow = typeof servings.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;

/** The spec's student view of an assessment (section 3), with where the student stands and the rules. */
export function presentStudentAssessment(row: {
  assessment: AssessmentRow;
  serving: ServingRow;
  attempt: CurrentAttempt | undefined;
  answered: number;
  accommodationSeconds: number;
  now: Date;
}): StudentAssessment {
  const { assessment, attempt, now } = row;
  const extra = attempt ? attempt.accommodationSeconds : row.accommodationSeconds;
  const window = windowState(row.serving, extra, now);
  const status = attempt?.completedAt
    ? 'COMPLETED'
    : attempt
      ? 'IN_PROGRESS'
      : window === 'OPEN'
        ? 'TODO'
        : window;
  const shown = attempt?.completedAt && assessment.feedbackMode !== 'NEVER';
  return {
    AM_id: assessment.id,
    AM_Name: assessment.name,
    AM_Description: assessment.description,
    AM_Duration: assessment.durationSeconds,
    AM_TotQns: assessment.totalQuestions,
    AM_TotMarks: assessment.totalMarks,
    isCompleted: attempt?.completedAt ? 1 : 0,
    completionDate: attempt?.completedAt?.toISOString() ?? null,
    score: shown ? attemptTotal(assessment, attempt.score, row.answered, assessment.totalQuestions) : null,
    status,
    remainingSeconds:
      status === 'IN_PROGRESS' && attempt ? remainingSeconds(attempt.deadline, attempt.pausedAt, now) : null,
    rules: examRules(assessment, row.serving, extra),
  };
}

/** This student's questions in their order, options in their order: the text only, never the key. */
export function presentQuizQuestions(known: KnownAttempt, kept: Map<number, number>) {
  return known.student.questions.map((entry) => {
    const { question, shown } = entry;
    const option = (i: number) => question.options[(shown[i] ?? 0) - 1] ?? '';
    const selected = kept.get(entry.position);
    return {
      AS_SeqNum: entry.position,
      CQ_Question: question.text,
      CQ_Option1: option(0),
      CQ_Option2: option(1),
      CQ_Option3: option(2),
      CQ_Option4: option(3),
      CQ_Image: question.image,
      CQ_OptionImages: shown.map((real) => question.optionImages[real - 1] ?? null),
      answered: selected !== undefined,
      selected: selected === undefined ? null : shownOptionOf(entry, selected),
    };
  });
}

export function percentage(score: number, totalMarks: number): number {
  return totalMarks > 0 ? Math.round((score / totalMarks) * 1000) / 10 : 0;
}

/** An attempt's total as the student may see it: null when results go only to the teacher. */
export function studentTotal(attempt: AttemptRow, paper: ExamPaper, answered: number) {
  if (paper.settings.feedbackMode === 'NEVER') return { score: null, percentage: null };
  const score = attemptTotal(paper.settings, attempt.score, answered, paper.questionCount);
  return { score, percentage: percentage(score, paper.totalMarks) };
}

export function presentAttemptResult(
  attempt: AttemptRow,
  known: KnownAttempt,
  given: readonly AnswerRow[],
  rightAnswersShown: boolean,
  regrades: { notes: AttemptResult['regrades']; keys: ReadonlyMap<number, number> } = {
    notes: [],
    keys: new Map(),
  },
): AttemptResult {
  const { paper } = known;
  const released = paper.settings.feedbackMode !== 'NEVER';
  const byPosition = new Map(given.map((answer) => [answer.seqNum, answer]));
  const scored = given.filter((answer) => countsInScore(answer.heldState));
  return {
    AM_id: paper.assessmentId,
    AM_Name: paper.name,
    released,
    rightAnswersShown: released && rightAnswersShown,
    feedbackMode: paper.settings.feedbackMode,
    ...studentTotal(attempt, paper, scored.length),
    totalMarks: paper.totalMarks,
    timeUp: attempt.completionReason === 'time_up',
    startedAt: attempt.startedAt.toISOString(),
    completedAt: (attempt.completedAt ?? attempt.startedAt).toISOString(),
    extraSeconds: attempt.accommodationSeconds + attempt.grantedSeconds,
    receipt: attempt.receipt,
    questions: released
      ? known.student.questions.map(({ position, question }) => {
          const answer = byPosition.get(position);
          // A held or declined answer is shown as the student's, but scored as unanswered.
          const counted = answer && countsInScore(answer.heldState) ? answer : undefined;
          return {
            AS_SeqNum: position,
            CQ_Question: question.text,
            answered: counted !== undefined,
            isCorrect: counted?.isCorrect ?? false,
            yourAnswer: answer ? (question.options[answer.selectedOption - 1] ?? '') : null,
            correctAnswer:
              released && rightAnswersShown
                ? (question.options[(regrades.keys.get(question.questionId) ?? question.correctOption) - 1] ??
                  '')
                : null,
            marksAwarded: counted ? counted.marksAwarded : paper.settings.skippedMarks,
            syncedLate: answer?.syncedLate ?? false,
            heldState: answer?.heldState ?? null,
          };
        })
      : [],
    // A regrade's note tells the scores: only where scores are released.
    regrades: released ? regrades.notes : [],
  };
}
