import type { QuestionFilters } from '@pathshala/contracts';
import { QuestionUse } from '@pathshala/contracts';
import type { z } from 'zod';
import { PLACE_LEVELS, type PlaceIds } from './place-tree';

export const BANK_STATUSES = ['ACTIVE', 'RETIRED', 'ALL'] as const;
export type BankStatusFilter = (typeof BANK_STATUSES)[number];

/** The bank list's filters as the page holds them (and the address carries them). */
export interface BankFilterState extends PlaceIds {
  use?: QuestionUse;
  status: BankStatusFilter;
  /** Words in the stem or an option. */
  text: string;
  /** 'me' for the caller's own questions, else an author's id. */
  author?: 'me' | number;
  marks?: number;
  page: number;
}

/** The address's names for the filters: short, and stable for links from other pages. */
const PARAM = {
  curriculumId: 'curriculum',
  courseId: 'course',
  conceptId: 'concept',
  subconceptId: 'subconcept',
  use: 'use',
  status: 'status',
  text: 'q',
  author: 'author',
  marks: 'marks',
  page: 'page',
} as const satisfies Record<keyof BankFilterState, string>;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** Reads the filters from the address; anything it cannot read is left out (liberal in, strict out). */
export function filtersFromParams(params: URLSearchParams): BankFilterState {
  const filters: BankFilterState = { status: 'ACTIVE', text: '', page: 1 };
  for (const level of PLACE_LEVELS) {
    const id = positiveInt(params.get(PARAM[level]));
    if (id !== undefined) filters[level] = id;
  }
  const use = QuestionUse.safeParse(params.get(PARAM.use));
  if (use.success) filters.use = use.data;
  const status = params.get(PARAM.status);
  if (BANK_STATUSES.includes(status as BankStatusFilter)) filters.status = status as BankStatusFilter;
  filters.text = (params.get(PARAM.text) ?? '').slice(0, 200);
  const author = params.get(PARAM.author);
  if (author === 'me') filters.author = 'me';
  else if (positiveInt(author) !== undefined) filters.author = positiveInt(author);
  const marks = Number(params.get(PARAM.marks));
  if (params.get(PARAM.marks) && Number.isFinite(marks) && marks > 0 && Number.isInteger(marks * 2))
    filters.marks = marks;
  filters.page = positiveInt(params.get(PARAM.page)) ?? 1;
  return filters;
}

/** The address for some filters: defaults are left out, so a plain list has a plain address. */
export function paramsOfFilters(filters: Partial<BankFilterState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as Array<keyof BankFilterState>) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (key === 'status' && value === 'ACTIVE') continue;
    if (key === 'page' && value === 1) continue;
    params.set(PARAM[key], String(value));
  }
  return params;
}

/** What the server is asked for, by the list and by an export of the same questions. */
export function queryOfFilters(filters: BankFilterState): z.input<typeof QuestionFilters> {
  const text = filters.text.trim();
  return {
    curriculumId: filters.curriculumId,
    courseId: filters.courseId,
    conceptId: filters.conceptId,
    subconceptId: filters.subconceptId,
    use: filters.use,
    status: filters.status,
    text: text || undefined,
    author: filters.author,
    marks: filters.marks,
  };
}

/** True when any filter narrows the list (the status's default does not). */
export function isFiltered(filters: BankFilterState): boolean {
  const { status, page: _page, ...rest } = filters;
  return status !== 'ACTIVE' || Object.values(rest).some((value) => value !== undefined && value !== '');
}
