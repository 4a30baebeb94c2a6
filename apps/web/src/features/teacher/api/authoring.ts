import {
  type AllocateCourseBody,
  type CreateAssessmentBody,
  teacherEndpoints,
  type UpdateAllocationBody,
} from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './keys';

export function useNextAssessmentId() {
  return useQuery({
    queryKey: teacherKeys.nextId(),
    queryFn: ({ signal }) => callApi(teacherEndpoints.nextId, { signal }).then((r) => r.nextId),
    staleTime: 0,
  });
}

export function useCurricula() {
  return useQuery({
    queryKey: teacherKeys.curricula(),
    queryFn: ({ signal }) => callApi(teacherEndpoints.curricula, { signal }).then((r) => r.curricula),
  });
}

export function useCurriculumCourses(curriculumId: number | null) {
  return useQuery({
    queryKey: teacherKeys.courses(curriculumId ?? 0),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.courses, { query: { curriculum_id: curriculumId ?? 0 }, signal }).then(
        (r) => r.courses,
      ),
    enabled: curriculumId !== null,
  });
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateAssessmentBody>) => callApi(teacherEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}

export function useAllocateCourse() {
  return useMutation({
    mutationFn: (body: z.input<typeof AllocateCourseBody>) =>
      callApi(teacherEndpoints.allocateCourse, { body }).then((r) => r.allocation),
  });
}

/** Changes a course allocation; with `totalsFollow` the answer's totals are the assessment's new ones. */
export function useUpdateAllocation(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: number; body: z.input<typeof UpdateAllocationBody> }) =>
      callApi(teacherEndpoints.updateAllocation, { params: { id: assessmentId, courseId }, body }).then(
        ({ allocation, totals }) => ({ allocation, totals }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherKeys.assessment(assessmentId) }),
        // The list's cards show the totals.
        queryClient.invalidateQueries({ queryKey: teacherKeys.assessments(), exact: true }),
      ]),
  });
}

/** Removes a course allocation; `removeQuestions` once the teacher confirmed its chosen questions go too. */
export function useRemoveAllocation(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, removeQuestions }: { courseId: number; removeQuestions: boolean }) =>
      callApi(teacherEndpoints.removeAllocation, {
        params: { id: assessmentId, courseId },
        query: { removeQuestions: removeQuestions ? 'true' : 'false' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.assessment(assessmentId) }),
  });
}
