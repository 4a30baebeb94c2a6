import {
  BULK_UPLOAD_TIMEOUT_MS,
  cohortEndpoints,
  type MemberChange,
  type MemberRole,
} from '@pathshala/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api-client';
import { adminKeys } from '../../lib/reference-data';

type Input<E extends { body?: z.ZodType }> = z.input<NonNullable<E['body']>>;
export type CohortListQuery = NonNullable<z.input<NonNullable<typeof cohortEndpoints.list.query>>>;

/** React Query keys of the cohorts area: a change of members refreshes the cohort, its lists and counts. */
export const cohortKeys = {
  all: ['cohorts'] as const,
  list: (query: CohortListQuery) => [...cohortKeys.all, 'list', query] as const,
  cohort: (cohortId: number) => [...cohortKeys.all, 'cohort', cohortId] as const,
  students: (cohortId: number, q: string, page: number) =>
    [...cohortKeys.cohort(cohortId), 'students', q, page] as const,
};

/** Students shown per page of a cohort's detail page. */
export const COHORT_STUDENTS_PAGE_SIZE = 50;
export const COHORT_LIST_PAGE_SIZE = 25;

export function useCohortList(query: CohortListQuery) {
  return useQuery({
    queryKey: cohortKeys.list(query),
    queryFn: ({ signal }) => callApi(cohortEndpoints.list, { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useCohort(cohortId: number) {
  return useQuery({
    queryKey: cohortKeys.cohort(cohortId),
    queryFn: ({ signal }) => callApi(cohortEndpoints.get, { params: { cohortId }, signal }),
    select: (response) => response.data,
  });
}

export function useCohortStudents(cohortId: number, q: string, page: number) {
  return useQuery({
    queryKey: cohortKeys.students(cohortId, q, page),
    queryFn: ({ signal }) =>
      callApi(cohortEndpoints.students, {
        params: { cohortId },
        query: { q: q || undefined, page, pageSize: COHORT_STUDENTS_PAGE_SIZE },
        signal,
      }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

/** After any change: every cohort query (lists, counts, members) and the dashboard's figures. */
function useRefreshCohorts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cohortKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
    ]);
}

export function useCreateCohortWithMembers() {
  const refresh = useRefreshCohorts();
  return useMutation({
    mutationFn: async (body: Input<typeof cohortEndpoints.create>) =>
      (await callApi(cohortEndpoints.create, { body })).data,
    onSuccess: refresh,
  });
}

export function useUpdateCohort(cohortId: number) {
  const refresh = useRefreshCohorts();
  return useMutation({
    mutationFn: async (body: Input<typeof cohortEndpoints.update>) =>
      (await callApi(cohortEndpoints.update, { params: { cohortId }, body })).data,
    onSuccess: refresh,
  });
}

/** Adds or removes people by id. */
export function useChangeMembers() {
  const refresh = useRefreshCohorts();
  return useMutation({
    mutationFn: async ({
      cohortId,
      change,
      ...body
    }: Input<typeof cohortEndpoints.addMembers> & { cohortId: number; change: MemberChange }) =>
      (
        await callApi(change === 'add' ? cohortEndpoints.addMembers : cohortEndpoints.removeMembers, {
          params: { cohortId },
          body,
        })
      ).data,
    onSuccess: refresh,
  });
}

/** Adds or removes the people of a pasted list. */
export function useChangeMembersFromList(cohortId: number) {
  const refresh = useRefreshCohorts();
  return useMutation({
    mutationFn: async (body: Input<typeof cohortEndpoints.changeMembersFromList>) =>
      (await callApi(cohortEndpoints.changeMembersFromList, { params: { cohortId }, body })).data,
    onSuccess: refresh,
  });
}

/** Adds or removes the people of an uploaded CSV or Excel list. */
export function useChangeMembersFromFile(cohortId: number) {
  const refresh = useRefreshCohorts();
  return useMutation({
    mutationFn: async ({ file, change, role }: { file: File; change: MemberChange; role: MemberRole }) => {
      const formData = new FormData();
      formData.append('change', change);
      formData.append('role', role);
      formData.append('file', file);
      return (
        await callApi(cohortEndpoints.changeMembersFromFile, {
          params: { cohortId },
          formData,
          timeoutMs: BULK_UPLOAD_TIMEOUT_MS,
        })
      ).data;
    },
    onSuccess: refresh,
  });
}
