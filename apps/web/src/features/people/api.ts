import { api, type PersonOption, type PersonType } from '@pathshala/contracts';
import { callApi } from '../../lib/api-client';

export const peopleKeys = {
  all: ['people'] as const,
  search: (scope: string, type: PersonType, text: string) => ['people', 'search', scope, type, text] as const,
};

/** Finds people for a picker: text and a signal in, the matching people out. */
export type PersonSearchFn = (text: string, signal: AbortSignal) => Promise<PersonOption[]>;

/** The admin's search: active students or teachers matching a name, e-mail or username fragment. */
export function adminPersonSearch(type: PersonType): PersonSearchFn {
  return async (text, signal) =>
    (await callApi(api.people.search, { query: { type, q: text, limit: 10 }, signal })).data;
}

/** A teacher's search for a colleague to share with: other active teachers only. */
export const colleagueSearch: PersonSearchFn = async (text, signal) =>
  (await callApi(api.people.colleagues, { query: { q: text, limit: 10 }, signal })).data;
