import { paths } from '../../config/paths';
import { type BankFilterState, paramsOfFilters } from './bank-filters';

/** Whose bank pages these are: the teacher's, or the admin's 'Question Banks' tool. */
export type BankArea = 'teacher' | 'admin';

/** Every link of the bank pages, for one area; no link is typed by hand. */
export function bankLinks(area: BankArea) {
  const routes = paths[area];
  const withQuery = (href: string, params: URLSearchParams) => {
    const search = params.toString();
    return search ? `${href}?${search}` : href;
  };
  return {
    home: routes.home.getHref(),
    list: (filters: Partial<BankFilterState> = {}) =>
      withQuery(routes.questionBank.getHref(), paramsOfFilters(filters)),
    newQuestion: (subconceptId?: number) =>
      withQuery(
        routes.newQuestion.getHref(),
        new URLSearchParams(subconceptId ? { subconcept: String(subconceptId) } : {}),
      ),
    editQuestion: (id: number) => routes.editQuestion.getHref(id),
    importQuestions: () => routes.importQuestions.getHref(),
  };
}
export type BankLinks = ReturnType<typeof bankLinks>;
