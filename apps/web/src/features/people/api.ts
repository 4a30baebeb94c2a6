import {
  cohortEndpoints,
  type PeopleListQuery,
  type PersonDetails,
  type PersonOption,
  type PersonType,
  peopleEndpoints,
  type UpdatePersonBody,
} from '@pathshala/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const peopleKeys = {
  all: ['people'] as const,
  search: (scope: string, type: PersonType, text: string) => ['people', 'search', scope, type, text] as const,
  searches: ['people', 'search'] as const,
  lists: ['people', 'list'] as const,
  list: (query: PeopleListQuery) => ['people', 'list', query] as const,
  person: (id: number) => ['people', 'person', id] as const,
};

/** Finds people for a picker: text and a signal in, the matching people out. */
export type PersonSearchFn = (text: string, signal: AbortSignal) => Promise<PersonOption[]>;

/** The admin's search: active students or teachers matching a name, e-mail or username fragment. */
export function adminPersonSearch(type: PersonType): PersonSearchFn {
  return async (text, signal) =>
    (await callApi(peopleEndpoints.search, { query: { type, q: text, limit: 10 }, signal })).data;
}

/** A teacher's search for a colleague to share with: other active teachers only. */
export const colleagueSearch: PersonSearchFn = async (text, signal) =>
  (await callApi(peopleEndpoints.colleagues, { query: { q: text, limit: 10 }, signal })).data;

/** A page of the people list, kept on screen while the next page loads. */
export function usePeopleList(query: PeopleListQuery) {
  return useQuery({
    queryKey: peopleKeys.list(query),
    queryFn: ({ signal }) => callApi(peopleEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    select: (response) => response.data,
  });
}

export function usePerson(id: number) {
  return useQuery({
    queryKey: peopleKeys.person(id),
    queryFn: ({ signal }) => callApi(peopleEndpoints.get, { params: { id }, signal }),
    select: (response) => response.data,
  });
}

/** Cohorts to filter by: found by name among a center's (or all), a page at a time. */
export function useCohortChoices(trainingCenterId: number | undefined, text: string) {
  return useQuery({
    queryKey: ['people', 'cohort-choices', trainingCenterId ?? 'all', text] as const,
    queryFn: ({ signal }) =>
      callApi(cohortEndpoints.list, {
        query: { trainingCenterId, q: text || undefined, pageSize: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (response) => response.data.items,
  });
}

/** A change to one person: their page shows the answer at once; lists and pickers load again. */
function usePersonChange<V>(send: (variables: V) => Promise<{ data: PersonDetails }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      queryClient.setQueryData(peopleKeys.person(response.data.id), response);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.lists }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.searches }),
      ]);
    },
  });
}

export const useUpdatePerson = () =>
  usePersonChange(({ id, body }: { id: number; body: UpdatePersonBody }) =>
    callApi(peopleEndpoints.update, { params: { id }, body }),
  );

export const useDeactivatePerson = () =>
  usePersonChange((id: number) => callApi(peopleEndpoints.deactivate, { params: { id } }));

export const useReactivatePerson = () =>
  usePersonChange((id: number) => callApi(peopleEndpoints.reactivate, { params: { id } }));

export function useResetPersonPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await callApi(peopleEndpoints.resetPassword, { params: { id } })).data.temporaryPassword,
    onSuccess: (_password, id) => queryClient.invalidateQueries({ queryKey: peopleKeys.person(id) }),
  });
}
