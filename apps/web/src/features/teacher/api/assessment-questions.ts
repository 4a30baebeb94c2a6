import { type AddQuestionBody, type CourseQuestionFilters, teacherEndpoints } from '@pathshala/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './keys';

/** Step 3's filters as the page holds them (empty ones left out of the request). */
export type CourseQuestionQuery = Omit<z.input<typeof CourseQuestionFilters>, '_t'>;

/** A course's questions an assessment may take, filtered on the server; the list stays while a filter reloads it. */
export function useCourseQuestions(courseId: number, filters: CourseQuestionQuery = {}) {
  return useQuery({
    queryKey: teacherKeys.courseQuestions(courseId, filters),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.courseQuestions, { params: { id: courseId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The questions placed in an assessment, in order, as its teachers see them (key included). */
export function usePlacedQuestions(id: number) {
  return useQuery({
    queryKey: teacherKeys.assessmentQuestions(id),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.assessmentQuestions, { params: { id }, signal }).then((r) => r.questions),
  });
}

function useInvalidateAssessment(assessmentId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teacherKeys.assessment(assessmentId) }),
      queryClient.invalidateQueries({ queryKey: teacherKeys.assessments(), exact: true }),
    ]);
}

/**
 * Saves step 3's choice: first takes out the saved questions the teacher unticked (the rest close
 * up), then places the new ones one call each (spec section 7), in order; stops at the first failure.
 */
export function useSaveChoice(assessmentId: number) {
  const invalidate = useInvalidateAssessment(assessmentId);
  return useMutation({
    mutationFn: async ({ remove, add }: { remove: number[]; add: z.input<typeof AddQuestionBody>[] }) => {
      for (const questionId of remove) {
        await callApi(teacherEndpoints.removeQuestion, { params: { id: assessmentId, questionId } });
      }
      for (const body of add) await callApi(teacherEndpoints.addQuestion, { body });
    },
    onSettled: invalidate,
  });
}

export function useReplaceQuestion(assessmentId: number) {
  const invalidate = useInvalidateAssessment(assessmentId);
  return useMutation({
    mutationFn: ({ questionId, newQuestionId }: { questionId: number; newQuestionId: number }) =>
      callApi(teacherEndpoints.replaceQuestion, {
        params: { id: assessmentId, questionId },
        body: { CQ_Id: newQuestionId },
      }),
    onSettled: invalidate,
  });
}

export function useReorderQuestions(assessmentId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAssessment(assessmentId);
  return useMutation({
    mutationFn: (questionIds: number[]) =>
      callApi(teacherEndpoints.reorderQuestions, {
        params: { id: assessmentId },
        body: { CQ_Ids: questionIds },
      }),
    // The answer is the new order: shown at once, so focus can follow the moved question.
    onSuccess: (answer) =>
      queryClient.setQueryData(teacherKeys.assessmentQuestions(assessmentId), answer.questions),
    onError: invalidate,
  });
}

export function useRemoveQuestion(assessmentId: number) {
  const invalidate = useInvalidateAssessment(assessmentId);
  return useMutation({
    mutationFn: (questionId: number) =>
      callApi(teacherEndpoints.removeQuestion, { params: { id: assessmentId, questionId } }),
    onSettled: invalidate,
  });
}
