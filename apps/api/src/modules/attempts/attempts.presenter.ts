import type { AttemptResult, StudentAssessment } from '@pathshala/contracts';
import type { assessments } from '@pathshala/db';
import type { ExamPaper } from './answer-key';
import type { AttemptRow } from './attempts.repository';

type AssessmentRow = typeof assessments.$inferSelect;

/** The spec's student view of an assessment (section 3); `score` is null until started. */
export function presentStudentAssessment(
  assessment: AssessmentRow,
  attempt: AttemptRow | undefined,
): StudentAssessment {
  return {
    AM_id: assessment.id,
    AM_Name: assessment.name,
    AM_Description: assessment.description,
    AM_Duration: assessment.durationSeconds,
    AM_TotQns: assessment.totalQuestions,
    AM_TotMarks: assessment.totalMarks,
    isCompleted: attempt?.completedAt ? 1 : 0,
    completionDate: attempt?.completedAt?.toISOString() ?? null,
    score: attempt ? attempt.score : null,
  };
}

/** Questions as served to a student: the text and options only, never the key. */
export function presentQuizQuestions(paper: ExamPaper, answered: Set<number>) {
  return paper.questions.map((question) => ({
    AS_SeqNum: question.seqNum,
    CQ_Question: question.text,
    CQ_Option1: question.options[0],
    CQ_Option2: question.options[1],
    CQ_Option3: question.options[2],
    CQ_Option4: question.options[3],
    CQ_Image: question.image,
    CQ_OptionImages: question.optionImages,
    answered: answered.has(question.seqNum),
  }));
}

export function percentage(score: number, totalMarks: number): number {
  return totalMarks > 0 ? Math.round((score / totalMarks) * 1000) / 10 : 0;
}

export function presentAttemptResult(
  attempt: AttemptRow,
  paper: ExamPaper,
  given: Array<{ seqNum: number; isCorrect: boolean }>,
): AttemptResult {
  const bySeq = new Map(given.map((answer) => [answer.seqNum, answer]));
  return {
    AM_id: paper.assessmentId,
    AM_Name: paper.name,
    score: attempt.score,
    totalMarks: paper.totalMarks,
    percentage: percentage(attempt.score, paper.totalMarks),
    timeUp: attempt.completionReason === 'time_up',
    startedAt: attempt.startedAt.toISOString(),
    completedAt: (attempt.completedAt ?? attempt.startedAt).toISOString(),
    questions: paper.questions.map((question) => ({
      AS_SeqNum: question.seqNum,
      CQ_Question: question.text,
      answered: bySeq.has(question.seqNum),
      isCorrect: bySeq.get(question.seqNum)?.isCorrect ?? false,
    })),
  };
}
