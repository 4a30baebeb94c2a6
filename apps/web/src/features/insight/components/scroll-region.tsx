import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's own horizontal scroll on a narrow screen: a named region that takes the keyboard's
 * focus (arrow keys scroll it), so the page itself never scrolls sideways at 360 px.
 */
export function ScrollRegion({
  labelledBy,
  label,
  children,
}: {
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      data-testid="scroll-region"
    >
      {children}
    </Box>
  );
}
