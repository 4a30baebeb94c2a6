import { contentEndpoints, learningEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Query keys of the learning area; progress reports invalidate `learningKeys.all`. */
export const learningKeys = {
  all: ['learning'] as const,
  curriculum: () => [...learningKeys.all, 'curriculum'] as const,
  concepts: (courseId: number) => [...learningKeys.all, 'course', courseId, 'concepts'] as const,
  subconcepts: (conceptId: number) => [...learningKeys.all, 'concept', conceptId, 'subconcepts'] as const,
  conceptContent: (conceptId: number) => [...learningKeys.all, 'concept', conceptId, 'content'] as const,
};

/** GET /api/student/curriculum */
export function useCurriculum() {
  return useQuery({
    queryKey: learningKeys.curriculum(),
    queryFn: ({ signal }) => callApi(learningEndpoints.curriculum, { signal }),
  });
}

/** GET /api/student/course/:courseId/concepts, once the course is opened. */
export function useCourseConcepts(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.concepts(courseId),
    queryFn: ({ signal }) => callApi(learningEndpoints.courseConcepts, { params: { courseId }, signal }),
    enabled,
  });
}

/** GET /api/student/concept/:conceptId/subconcepts, once the concept is opened. */
export function useConceptSubconcepts(conceptId: number, enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.subconcepts(conceptId),
    queryFn: ({ signal }) => callApi(learningEndpoints.conceptSubconcepts, { params: { conceptId }, signal }),
    enabled,
  });
}

/** GET /api/content/:conceptId: the concept's study items in order. */
export function fetchConceptContent(conceptId: number) {
  return callApi(contentEndpoints.conceptContent, { params: { conceptId } });
}
