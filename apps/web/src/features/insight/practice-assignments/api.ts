import { type AssignPracticeBody, practiceAssignmentEndpoints, teacherEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** React Query keys of practice set from 'who needs help' (issue 30): any change refreshes them all. */
export const practiceKeys = {
  all: ['insight', 'practice'] as const,
  needsHelp: (cohortId: number, threshold: number) =>
    [...practiceKeys.all, 'needs-help', cohortId, threshold] as const,
  list: () => [...practiceKeys.all, 'list'] as const,
  one: (id: number) => [...practiceKeys.all, 'one', id] as const,
  mine: () => [...practiceKeys.all, 'mine'] as const,
};

/**
 * GET needs-help: a cohort's students below the threshold, per concept. A new threshold keeps the
 * cohort's groups on screen until its answer comes, so the page does not blink to a loader and back;
 * another cohort never shows this one's.
 */
export function useNeedsHelp(cohortId: number, threshold: number) {
  return useQuery({
    queryKey: practiceKeys.needsHelp(cohortId, threshold),
    queryFn: ({ signal }) =>
      callApi(practiceAssignmentEndpoints.needsHelp, { params: { cohortId }, query: { threshold }, signal }),
    select: (response) => response.data,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === cohortId ? previous : undefined,
  });
}

/** The teacher's cohorts, to open who needs help for each. */
export function useTeacherCohorts() {
  return useQuery({
    queryKey: ['teacher', 'cohorts'],
    queryFn: ({ signal }) => callApi(teacherEndpoints.cohorts, { signal }),
    select: (response) => response.cohorts,
  });
}

export function usePracticeAssignments() {
  return useQuery({
    queryKey: practiceKeys.list(),
    queryFn: ({ signal }) => callApi(practiceAssignmentEndpoints.practiceAssignments, { query: {}, signal }),
    select: (response) => response.data,
  });
}

export function usePracticeAssignment(assignmentId: number) {
  return useQuery({
    queryKey: practiceKeys.one(assignmentId),
    queryFn: ({ signal }) =>
      callApi(practiceAssignmentEndpoints.practiceAssignment, { params: { assignmentId }, signal }),
    select: (response) => response.data,
  });
}

/** The signed-in student's 'Recommended for you'. */
export function useRecommendedPractice(enabled = true) {
  return useQuery({
    queryKey: practiceKeys.mine(),
    queryFn: ({ signal }) => callApi(practiceAssignmentEndpoints.myPractice, { signal }),
    select: (response) => response.data,
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: practiceKeys.all });
}

export function useAssignPractice(cohortId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: AssignPracticeBody) =>
      (await callApi(practiceAssignmentEndpoints.assignPractice, { params: { cohortId }, body })).data,
    onSuccess: refresh,
  });
}

export function useWithdrawPractice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      callApi(practiceAssignmentEndpoints.withdrawPractice, { params: { assignmentId } }),
    onSuccess: refresh,
  });
}
