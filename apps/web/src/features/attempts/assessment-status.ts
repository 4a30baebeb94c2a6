import type { StudentAssessment } from '@pathshala/contracts';

export type AssessmentStatus = 'completed' | 'inProgress' | 'notStarted';

/**
 * Spec section 4: completed when isCompleted is 1 or a completion date exists; in progress when not
 * completed but a score exists; not started otherwise.
 */
export function assessmentStatus(assessment: StudentAssessment): AssessmentStatus {
  if (assessment.isCompleted === 1 || assessment.completionDate) return 'completed';
  if (assessment.score !== null) return 'inProgress';
  return 'notStarted';
}

export function countByStatus(assessments: readonly StudentAssessment[]) {
  const counts = { total: assessments.length, completed: 0, inProgress: 0, notStarted: 0 };
  for (const assessment of assessments) counts[assessmentStatus(assessment)] += 1;
  return counts;
}
