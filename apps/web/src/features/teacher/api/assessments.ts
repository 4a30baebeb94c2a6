import { teacherEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './keys';

/** The assessments the teacher owns or was given, with what they may do with each. */
export function useTeacherAssessments() {
  return useQuery({
    queryKey: teacherKeys.assessments(),
    queryFn: ({ signal }) => callApi(teacherEndpoints.listAssessments, { signal }).then((r) => r.assessments),
    staleTime: 0,
  });
}

export function useTeacherAssessment(id: number) {
  return useQuery({
    queryKey: teacherKeys.assessment(id),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.getAssessment, { params: { id }, signal }).then((r) => r.assessment),
  });
}

export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(teacherEndpoints.deleteAssessment, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.assessments() }),
  });
}

/** The overview tab: what is new since the previous sign-in, drafts and recent activity. */
export function useTeacherOverview() {
  return useQuery({
    queryKey: teacherKeys.overview(),
    queryFn: ({ signal }) => callApi(teacherEndpoints.dashboard, { signal }).then((r) => r.data),
  });
}

export function useMyCohorts() {
  return useQuery({
    queryKey: teacherKeys.myCohorts(),
    queryFn: ({ signal }) => callApi(teacherEndpoints.cohorts, { signal }).then((r) => r.cohorts),
  });
}
