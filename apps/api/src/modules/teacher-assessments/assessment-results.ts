import {
  ANSWER_GRACE_SECONDS,
  type AssessmentResults,
  type AttemptStatus,
  countsInScore,
  csvCell,
  csvTime,
  csvTimeHeader,
  type HeldAnswer,
  type StudentResult,
  totalScore,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { regradedKeys } from '../insight/regrade.service';
import * as poolsRepo from './pools.repository';
import { questionAndPoolResults } from './question-results';
import * as resultsRepo from './results.repository';
import * as servingRepo from './serving.repository';
import type { AssessmentRow } from './teacher-assessments.repository';
import * as repo from './teacher-assessments.repository';

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

export function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return roundTo1(values.reduce((sum, v) => sum + v, 0) / values.length);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return roundTo1(value);
}

/**
 * How each student of the served cohorts did, and how each question fared. An open attempt past its
 * deadline (and the grace) counts as completed by time up, as the server would complete it.
 */
export async function buildAssessmentResults(
  db: Executor,
  assessment: AssessmentRow,
  now: Date,
  /** The cohorts the reader teaches: she decides on held answers of attempts served to them. */
  taughtCohortIds: ReadonlySet<number> = new Set(),
): Promise<AssessmentResults> {
  const servings = await servingRepo.listServings(db, assessment.id);
  const cohortNames = new Map(servings.map((s) => [s.serving.cohortId, s.cohortName]));
  const [memberships, attempts, placed, pools] = await Promise.all([
    servingRepo.listCohortStudents(db, [...cohortNames.keys()]),
    resultsRepo.listCurrentAttempts(db, assessment.id),
    repo.listPlacedQuestions(db, assessment.id),
    poolsRepo.listPools(db, assessment.id),
  ]);
  const [stored, frozen, keys] = await Promise.all([
    resultsRepo.listAnswers(
      db,
      attempts.map((a) => a.id),
    ),
    poolsRepo.listFrozen(
      db,
      pools.map((row) => row.pool.id),
    ),
    regradedKeys(db, assessment.id),
  ]);
  // Held and declined late answers are in no score and no figure; held ones wait for the teacher.
  const answers = stored.filter((answer) => countsInScore(answer.heldState));
  const heldOf = heldAnswersByAttempt(stored, [...placed, ...frozen], attempts);
  const answersOf = new Map<number, Array<(typeof answers)[number]>>();
  for (const answer of answers) {
    const list = answersOf.get(answer.attemptId);
    if (list) list.push(answer);
    else answersOf.set(answer.attemptId, [answer]);
  }
  const attemptByStudent = new Map(attempts.map((a) => [a.studentId, a]));
  // A student removed from a cohort after starting keeps their attempt in the results, listed
  // (after the current members) under the cohort they were served in.
  const memberIds = new Set(memberships.map((m) => m.student.id));
  const cohortOfServing = new Map(servings.map((s) => [s.serving.id, s.serving.cohortId]));
  const formerMembers = (
    await resultsRepo.listStudentsByIds(
      db,
      attempts.filter((a) => !memberIds.has(a.studentId)).map((a) => a.studentId),
    )
  ).map((student) => ({
    student,
    cohortId: cohortOfServing.get(attemptByStudent.get(student.id)!.servingId) ?? 0,
  }));

  const students: StudentResult[] = [];
  const listed = new Set<number>();
  for (const { student, cohortId } of [...memberships, ...formerMembers]) {
    if (listed.has(student.id)) continue; // a student in two served cohorts is listed once
    listed.add(student.id);
    const attempt = attemptByStudent.get(student.id);
    const base = {
      ST_id: student.id,
      ST_Firstname: student.firstName,
      ST_Lastname: student.lastName,
      ST_Username: student.username,
      CH_Name: cohortNames.get(cohortId) ?? '',
    };
    if (!attempt) {
      students.push({
        ...base,
        status: 'not_started',
        score: null,
        percentage: null,
        startedAt: null,
        completedAt: null,
        timeTakenSeconds: null,
        timeUp: false,
        accommodationSeconds: 0,
        grantedSeconds: 0,
        lateAnswers: 0,
        declinedAnswers: 0,
        attemptId: null,
        heldAnswers: [],
        heldDecidable: false,
      });
      continue;
    }
    const timedOut =
      attempt.completedAt === null &&
      now.getTime() > attempt.deadline.getTime() + ANSWER_GRACE_SECONDS * 1000;
    const completedAt = attempt.completedAt ?? (timedOut ? attempt.deadline : null);
    const status: AttemptStatus = completedAt ? 'completed' : 'in_progress';
    const given = answersOf.get(attempt.id) ?? [];
    // The one total rule (exam.ts); skipped marks count once the attempt is over.
    const score = totalScore({
      answerMarks: attempt.score,
      answered: given.length,
      questionCount: completedAt ? assessment.totalQuestions : given.length,
      skippedMarks: assessment.skippedMarks,
      allowNegativeTotal: assessment.allowNegativeTotal,
    });
    students.push({
      ...base,
      status,
      score,
      percentage: assessment.totalMarks > 0 ? roundTo1((score / assessment.totalMarks) * 100) : null,
      startedAt: attempt.startedAt.toISOString(),
      completedAt: completedAt ? completedAt.toISOString() : null,
      timeTakenSeconds: completedAt
        ? Math.max(0, Math.round((completedAt.getTime() - attempt.startedAt.getTime()) / 1000))
        : null,
      timeUp: timedOut || attempt.completionReason === 'time_up',
      accommodationSeconds: attempt.accommodationSeconds,
      grantedSeconds: attempt.grantedSeconds,
      lateAnswers: answers.filter((a) => a.attemptId === attempt.id && a.syncedLate).length,
      declinedAnswers: stored.filter((a) => a.attemptId === attempt.id && a.heldState === 'declined').length,
      attemptId: attempt.id,
      heldAnswers: heldOf.get(attempt.id) ?? [],
      heldDecidable: taughtCohortIds.has(cohortOfServing.get(attempt.servingId) ?? 0),
    });
  }

  const countedAttempts = attempts.filter((a) => listed.has(a.studentId));
  const { questions, pools: poolResults } = questionAndPoolResults({
    placed,
    pools,
    frozen,
    answers,
    startedCount: countedAttempts.length,
    regradedKeys: keys,
  });

  const completed = students.filter((s) => s.status === 'completed');
  const scores = completed.map((s) => s.score ?? 0);
  const percentages = completed.map((s) => s.percentage ?? 0);
  return {
    AM_id: assessment.id,
    AM_Name: assessment.name,
    AM_TotQns: assessment.totalQuestions,
    AM_TotMarks: assessment.totalMarks,
    AM_Duration: assessment.durationSeconds,
    summary: {
      studentCount: students.length,
      completedCount: completed.length,
      inProgressCount: students.filter((s) => s.status === 'in_progress').length,
      notStartedCount: students.filter((s) => s.status === 'not_started').length,
      meanScore: mean(scores),
      medianScore: median(scores),
      meanPercentage: mean(percentages),
      medianPercentage: median(percentages),
    },
    students,
    questions,
    pools: poolResults,
    wrongMarks: assessment.wrongMarks,
    skippedMarks: assessment.skippedMarks,
    allowNegativeTotal: assessment.allowNegativeTotal,
  };
}

/** Each attempt's held answers, in paper order, with when they came against what the student saw. */
function heldAnswersByAttempt(
  stored: Array<Awaited<ReturnType<typeof resultsRepo.listAnswers>>[number]>,
  questions: Array<{ question: { id: number; text: string } }>,
  attempts: Array<{ id: number; resultShownAt: Date | null }>,
): Map<number, HeldAnswer[]> {
  const texts = new Map(questions.map(({ question }) => [question.id, question.text]));
  const shownAt = new Map(attempts.map((a) => [a.id, a.resultShownAt]));
  const held = new Map<number, HeldAnswer[]>();
  for (const answer of [...stored].sort((a, b) => a.seqNum - b.seqNum)) {
    if (answer.heldState !== 'held') continue;
    const resultShownAt = shownAt.get(answer.attemptId);
    const entry: HeldAnswer = {
      AS_SeqNum: answer.seqNum,
      CQ_Question: texts.get(answer.questionId) ?? '',
      answeredAt: answer.answeredAt.toISOString(),
      receivedAt: answer.receivedAt.toISOString(),
      afterRightAnswers: answer.afterRightAnswers,
      afterResultShown: resultShownAt != null && resultShownAt.getTime() <= answer.receivedAt.getTime(),
    };
    const list = held.get(answer.attemptId);
    if (list) list.push(entry);
    else held.set(answer.attemptId, [entry]);
  }
  return held;
}

const STATUS_TEXT: Record<AttemptStatus, string> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  not_started: 'Not Started',
};

/**
 * The per-student table as CSV (with a BOM, so spreadsheets read UTF-8 names), times in the
 * reader's zone.
 */
export function resultsToCsv(results: AssessmentResults, timeZone = 'UTC'): string {
  const header = [
    'Student ID',
    'First name',
    'Last name',
    'Username',
    'Cohort',
    'Status',
    'Score',
    'Total marks',
    'Percentage',
    csvTimeHeader('Started at', timeZone),
    csvTimeHeader('Completed at', timeZone),
    'Time taken (seconds)',
    'Extra time (seconds)',
    'Answers synced late',
    'Answers held (not scored until decided)',
  ];
  const rows = results.students.map((s) => [
    s.ST_id,
    s.ST_Firstname,
    s.ST_Lastname,
    s.ST_Username,
    s.CH_Name,
    STATUS_TEXT[s.status],
    s.score,
    results.AM_TotMarks,
    s.percentage,
    csvTime(s.startedAt, timeZone),
    csvTime(s.completedAt, timeZone),
    s.timeTakenSeconds,
    s.accommodationSeconds + s.grantedSeconds,
    s.lateAnswers,
    s.heldAnswers.length,
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
