import { accommodationEndpoints, type SetAccommodationBody } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translateServerMessage } from '../../i18n';
import { callApi } from '../../lib/api-client';

/** React Query keys of extra time: any change refreshes the cohorts' counts and the students. */
export const accommodationKeys = {
  all: ['accommodations'] as const,
  cohorts: () => [...accommodationKeys.all, 'cohorts'] as const,
  students: (cohortId: number) => [...accommodationKeys.all, 'cohort', cohortId] as const,
};

export function useAccommodationCohorts() {
  return useQuery({
    queryKey: accommodationKeys.cohorts(),
    queryFn: ({ signal }) => callApi(accommodationEndpoints.cohorts, { signal }),
    select: (response) => response.data.items,
  });
}

export function useCohortExtraTime(cohortId: number | null) {
  return useQuery({
    queryKey: accommodationKeys.students(cohortId ?? 0),
    queryFn: ({ signal }) =>
      callApi(accommodationEndpoints.cohortStudents, { params: { cohortId: cohortId ?? 0 }, signal }),
    select: (response) => response.data,
    enabled: cohortId !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accommodationKeys.all });
}

/** Sets a student's extra time; answers the server's message ("Extra time set for …") in the reader's language. */
export function useSetExtraTime() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ studentId, body }: { studentId: number; body: SetAccommodationBody }) =>
      translateServerMessage(
        (await callApi(accommodationEndpoints.set, { params: { studentId }, body })).message,
      ),
    onSuccess: refresh,
  });
}

/**
 * Removes extra time: the caller's own row (a teacher's, or an admin's school-wide one), or, for an
 * admin, a teacher's row (teacherId). Answers the server's message.
 */
export function useRemoveExtraTime() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ studentId, teacherId }: { studentId: number; teacherId?: number }) =>
      translateServerMessage(
        (teacherId === undefined
          ? await callApi(accommodationEndpoints.remove, { params: { studentId } })
          : await callApi(accommodationEndpoints.removeTeacherRow, { params: { studentId, teacherId } })
        ).message,
      ),
    onSuccess: refresh,
  });
}
