import type { AssessmentPool } from '@pathshala/contracts';
import type { ListedPool } from './pools.repository';

/** Where a pool draws from, in words: "Sub A1 (Algebra)" or the course's name. */
export function poolPlaceName(row: { courseName: string; subconceptName: string | null }): string {
  return row.subconceptName === null ? row.courseName : `${row.subconceptName} (${row.courseName})`;
}

export function presentPool(row: ListedPool, candidateCount: number, frozen: boolean): AssessmentPool {
  return {
    poolId: row.pool.id,
    courseId: row.pool.courseId,
    courseName: row.courseName,
    subconceptId: row.pool.subconceptId,
    subconceptName: row.subconceptName,
    questionCount: row.pool.questionCount,
    marksPerQuestion: row.pool.marksPerQuestion,
    candidateCount,
    frozen,
  };
}
