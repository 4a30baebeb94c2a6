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

/** What the wizard starts with when opened from elsewhere (a follow-up from 'who needs help'). */
export interface WizardPrefill {
  curriculumId?: number;
  courseId?: number;
  name?: string;
}

/** Reads ?curriculum=&course=&name= (ids that are not positive whole numbers are ignored). */
export function prefillFromSearch(search: URLSearchParams): WizardPrefill {
  const id = (key: string) => {
    const value = Number(search.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const name = search.get('name')?.trim().slice(0, 200);
  return { curriculumId: id('curriculum'), courseId: id('course'), name: name || undefined };
}

export const sumOf = (allocations: CourseAllocation[], key: 'AC_CO_NoOfQns' | 'AC_CO_TotMarks') =>
  allocations.reduce((sum, allocation) => sum + allocation[key], 0);

/** Step 2 is done when the allocated questions and marks reach the totals. */
export const allocationComplete = (draft: DraftAssessment, allocations: CourseAllocation[]) =>
  sumOf(allocations, 'AC_CO_NoOfQns') === draft.totalQuestions &&
  sumOf(allocations, 'AC_CO_TotMarks') === draft.totalMarks;
