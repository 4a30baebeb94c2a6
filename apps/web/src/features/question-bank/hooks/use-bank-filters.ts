import { useSearchParams } from 'react-router';
import { type BankFilterState, filtersFromParams, paramsOfFilters } from '../bank-filters';

/**
 * The bank list's filters, kept in the address: Back from the editor returns to the same page and
 * filters, and other pages (an import's result) link to a filtered bank.
 */
export function useBankFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  /** Changes some filters; any change but the page's goes back to page 1. */
  const update = (changes: Partial<BankFilterState>) =>
    setParams(
      (current) => {
        const next = { ...filtersFromParams(current), ...changes };
        if (!('page' in changes)) next.page = 1;
        return paramsOfFilters(next);
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, update, clear };
}
