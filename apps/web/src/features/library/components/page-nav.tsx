import { Box, Pagination } from '@mantine/core';
import { useMessages } from '../../../i18n';

/** Page buttons named for screen readers; nothing when everything fits on one page. */
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
  const p = useMessages().library.paging;
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
