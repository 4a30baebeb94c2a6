import { Box, Pagination } from '@mantine/core';
import { useMessages } from '../../i18n';

/** Pages a list of `total` items takes at `pageSize` a page (at least one). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Page buttons of a paged list, each named for screen readers; nothing when one page holds all. */
export function PageNav({
  label,
  page,
  pageCount,
  onChange,
}: {
  label: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const p = useMessages().paging;
  if (pageCount <= 1) return null;
  return (
    <Box component="nav" aria-label={label}>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ 'aria-label': p.page(item) })}
        getControlProps={(control) => ({ 'aria-label': p[control] })}
      />
    </Box>
  );
}
