import { contentEndpoints, learningEndpoints } from '@pathshala/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { withOfflineCopy } from '../offline/offline-copy';

/** Query keys of the learning area; progress reports invalidate `learningKeys.all`. */
export const learningKeys = {
  all: ['learning'] as const,
  curriculum: () => [...learningKeys.all, 'curriculum'] as const,
  concepts: (courseId: number) => [...learningKeys.all, 'course', courseId, 'concepts'] as const,
  subconcepts: (conceptId: number) => [...learningKeys.all, 'concept', conceptId, 'subconcepts'] as const,
  conceptContent: (conceptId: number) => [...learningKeys.all, 'concept', conceptId, 'content'] as const,
};

/** The names of the learning levels' copies on the device (offline-copy), one per query. */
export const learningCopies = {
  curriculum: 'curriculum',
  concepts: (courseId: number) => `course:${courseId}`,
  subconcepts: (conceptId: number) => `concept:${conceptId}`,
  conceptContent: (conceptId: number) => `concept-content:${conceptId}`,
};

// Every learning query keeps a copy on the device and runs offline too, where the copy answers
// (offline-copy): networkMode 'always' lets it run without a connection.

/** GET /api/student/curriculum */
export const curriculumQuery = () =>
  queryOptions({
    queryKey: learningKeys.curriculum(),
    networkMode: 'always',
    queryFn: ({ signal }) =>
      withOfflineCopy(learningCopies.curriculum, () => callApi(learningEndpoints.curriculum, { signal })),
  });

/** GET /api/student/course/:courseId/concepts */
export const courseConceptsQuery = (courseId: number) =>
  queryOptions({
    queryKey: learningKeys.concepts(courseId),
    networkMode: 'always',
    queryFn: ({ signal }) =>
      withOfflineCopy(learningCopies.concepts(courseId), () =>
        callApi(learningEndpoints.courseConcepts, { params: { courseId }, signal }),
      ),
  });

/** GET /api/student/concept/:conceptId/subconcepts */
export const conceptSubconceptsQuery = (conceptId: number) =>
  queryOptions({
    queryKey: learningKeys.subconcepts(conceptId),
    networkMode: 'always',
    queryFn: ({ signal }) =>
      withOfflineCopy(learningCopies.subconcepts(conceptId), () =>
        callApi(learningEndpoints.conceptSubconcepts, { params: { conceptId }, signal }),
      ),
  });

/** GET /api/content/:conceptId: the concept's study items in order. */
export const conceptContentQuery = (conceptId: number) =>
  queryOptions({
    queryKey: learningKeys.conceptContent(conceptId),
    networkMode: 'always',
    queryFn: () =>
      withOfflineCopy(learningCopies.conceptContent(conceptId), () =>
        callApi(contentEndpoints.conceptContent, { params: { conceptId } }),
      ),
  });

export function useCurriculum() {
  return useQuery(curriculumQuery());
}

/** A course's concepts, once the course is opened. */
export function useCourseConcepts(courseId: number, enabled: boolean) {
  return useQuery({ ...courseConceptsQuery(courseId), enabled });
}

/** A concept's subconcepts, once the concept is opened. */
export function useConceptSubconcepts(conceptId: number, enabled: boolean) {
  return useQuery({ ...conceptSubconceptsQuery(conceptId), enabled });
}
