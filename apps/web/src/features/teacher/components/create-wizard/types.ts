import type { CourseAllocation } from '@pathshala/contracts';

/** What step 1 created and the later steps build on. */
export interface DraftAssessment {
  id: number;
  name: string;
  curriculumId: number;
  totalQuestions: number;
  totalMarks: number;
}

export type { CourseAllocation };

export const sumOf = (allocations: CourseAllocation[], key: 'AC_CO_NoOfQns' | 'AC_CO_TotMarks') =>
  allocations.reduce((sum, allocation) => sum + allocation[key], 0);

/** Step 2 is done when the allocated questions and marks reach the totals. */
export const allocationComplete = (draft: DraftAssessment, allocations: CourseAllocation[]) =>
  sumOf(allocations, 'AC_CO_NoOfQns') === draft.totalQuestions &&
  sumOf(allocations, 'AC_CO_TotMarks') === draft.totalMarks;
