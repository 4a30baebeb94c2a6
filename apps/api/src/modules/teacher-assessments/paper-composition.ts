import type { Executor } from '@pathshala/db';
import * as questionsRepo from './assessment-questions.repository';
import * as poolsRepo from './pools.repository';
import type { AssessmentRow } from './teacher-assessments.repository';
import * as repo from './teacher-assessments.repository';

/**
 * What an assessment's paper is made of: questions chosen exactly and questions drawn from pools.
 * Both count toward a course's allocation (questions and marks) and toward the assessment's totals.
 */

type Placed = Awaited<ReturnType<typeof repo.listPlacedQuestions>>;
type Pools = poolsRepo.ListedPool[];

/** Questions and marks of one course (or, without `courseId`, of the whole paper). */
export function composition(placed: Placed, pools: Pools, courseId?: number) {
  const chosen = placed.filter((row) => courseId === undefined || row.question.courseId === courseId);
  const pooled = pools.filter((row) => courseId === undefined || row.pool.courseId === courseId);
  return {
    chosenCount: chosen.length,
    pooledCount: pooled.reduce((sum, row) => sum + row.pool.questionCount, 0),
    count: chosen.length + pooled.reduce((sum, row) => sum + row.pool.questionCount, 0),
    marks:
      chosen.reduce((sum, row) => sum + row.question.marks, 0) +
      pooled.reduce((sum, row) => sum + row.pool.questionCount * row.pool.marksPerQuestion, 0),
  };
}

/** The smallest marks any question of the paper carries (a pool's questions carry its marks); null when empty. */
export function smallestMarks(placed: Placed, pools: Pools): number | null {
  const all = [...placed.map((row) => row.question.marks), ...pools.map((row) => row.pool.marksPerQuestion)];
  return all.length === 0 ? null : Math.min(...all);
}

const sameMarks = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * Finalised exactly when the chosen and pooled questions make the assessment's total and their marks
 * add up to its marks; re-read inside the changing transaction so it always tells the truth.
 */
export async function refreshFinalized(tx: Executor, assessment: AssessmentRow, now: Date): Promise<boolean> {
  const [placed, pools] = await Promise.all([
    repo.listPlacedQuestions(tx, assessment.id),
    poolsRepo.listPools(tx, assessment.id),
  ]);
  const { count, marks } = composition(placed, pools);
  const finished = count === assessment.totalQuestions && sameMarks(marks, assessment.totalMarks);
  if (finished !== (assessment.finalizedAt !== null)) {
    await questionsRepo.markFinalized(tx, assessment.id, finished ? now : null);
  }
  return finished;
}
