/** React Query keys of the teacher area, so mutations invalidate exactly what they change. */
export const teacherKeys = {
  all: ['teacher'] as const,
  assessments: () => [...teacherKeys.all, 'assessments'] as const,
  assessment: (id: number) => [...teacherKeys.assessments(), id] as const,
  assessmentQuestions: (id: number) => [...teacherKeys.assessment(id), 'questions'] as const,
  shares: (id: number) => [...teacherKeys.assessment(id), 'shares'] as const,
  results: (id: number) => [...teacherKeys.assessment(id), 'results'] as const,
  pools: (id: number) => [...teacherKeys.assessment(id), 'pools'] as const,
  poolCandidates: (id: number) => [...teacherKeys.assessment(id), 'pool-candidates'] as const,
  servings: (id: number) => [...teacherKeys.assessment(id), 'servings'] as const,
  cohortsForServing: (id: number) => [...teacherKeys.assessment(id), 'cohorts'] as const,
  cohortDetails: (cohortId: number) => [...teacherKeys.all, 'cohort', cohortId] as const,
  myCohorts: () => [...teacherKeys.all, 'my-cohorts'] as const,
  overview: () => [...teacherKeys.all, 'overview'] as const,
  authoring: () => [...teacherKeys.all, 'authoring'] as const,
  nextId: () => [...teacherKeys.authoring(), 'next-id'] as const,
  curricula: () => [...teacherKeys.authoring(), 'curricula'] as const,
  courses: (curriculumId: number) => [...teacherKeys.authoring(), 'courses', curriculumId] as const,
  courseQuestions: (courseId: number, filters: object) =>
    [...teacherKeys.authoring(), 'course-questions', courseId, filters] as const,
};
