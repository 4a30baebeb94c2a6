import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table that may scroll sideways on a phone: a named region that keyboard users can focus and scroll. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable (tabIndex 0) so that keyboard users can scroll it.
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={560}>{children}</Box>
    </Box>
  );
}
