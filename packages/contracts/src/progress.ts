import type { MasteryLevel, ProgressBand, StudyStatus } from './enums';

/** Mastery level from progress (spec section 4). */
export function masteryLevel(progress: number): MasteryLevel {
  if (progress >= 90) return 'expert';
  if (progress >= 70) return 'advanced';
  if (progress >= 50) return 'intermediate';
  return 'beginner';
}

/** Study status from completion percent (spec section 4). */
export function studyStatus(completionPercent: number): StudyStatus {
  if (completionPercent >= 90) return 'completed';
  if (completionPercent > 0) return 'in_progress';
  return 'started';
}

/** Progress colour band (spec section 9). */
export function progressBand(progress: number): ProgressBand {
  if (progress >= 80) return 'excellent';
  if (progress >= 60) return 'good';
  if (progress >= 40) return 'average';
  return 'needs_work';
}

/** Concept progress is the rounded average of its subconcepts (spec section 9). */
export function averageProgress(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}
