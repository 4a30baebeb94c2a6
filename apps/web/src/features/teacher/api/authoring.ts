import {
  type AddQuestionBody,
  type AllocateCourseBody,
  api,
  type CreateAssessmentBody,
} from '@pathshala/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './keys';

export function useNextAssessmentId() {
  return useQuery({
    queryKey: teacherKeys.nextId(),
    queryFn: ({ signal }) => callApi(api.teacher.nextId, { signal }).then((r) => r.nextId),
    staleTime: 0,
  });
}

export function useCurricula() {
  return useQuery({
    queryKey: teacherKeys.curricula(),
    queryFn: ({ signal }) => callApi(api.teacher.curricula, { signal }).then((r) => r.curricula),
  });
}

export function useCurriculumCourses(curriculumId: number | null) {
  return useQuery({
    queryKey: teacherKeys.courses(curriculumId ?? 0),
    queryFn: ({ signal }) =>
      callApi(api.teacher.courses, { query: { curriculum_id: curriculumId ?? 0 }, signal }).then(
        (r) => r.courses,
      ),
    enabled: curriculumId !== null,
  });
}

/** The bank questions of each allocated course, flattened in course order. */
export function useBankQuestions(courseIds: number[]) {
  return useQueries({
    queries: courseIds.map((id) => ({
      queryKey: teacherKeys.bankQuestions([id]),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(api.teacher.courseQuestions, { params: { id }, signal }).then((r) => r.questions),
    })),
    combine: (results) => ({
      questions: results.flatMap((r) => r.data ?? []),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  });
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateAssessmentBody>) => callApi(api.teacher.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}

export function useAllocateCourse() {
  return useMutation({
    mutationFn: (body: z.input<typeof AllocateCourseBody>) =>
      callApi(api.teacher.allocateCourse, { body }).then((r) => r.allocation),
  });
}

/** Places the chosen questions one call each (spec section 7), in order; stops at the first failure. */
export function useAddQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bodies: z.input<typeof AddQuestionBody>[]) => {
      for (const body of bodies) await callApi(api.teacher.addQuestion, { body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.assessments() }),
  });
}
