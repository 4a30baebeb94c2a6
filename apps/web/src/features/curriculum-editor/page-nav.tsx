import { Box, Pagination } from '@mantine/core';
import { useMessages } from '../../i18n';

/** Page buttons of the curricula list, named for screen readers; nothing when everything fits on one page. */
export function PageNav({
  label,
  page,
  total,
  pageSize,
  onChange,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const p = useMessages().curriculumEditor.paging;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
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
