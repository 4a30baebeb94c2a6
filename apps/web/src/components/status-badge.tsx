import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  P: 'orange.9',
  pending: 'orange.9',
  A: 'green.9',
  approved: 'green.9',
  R: 'red.9',
  rejected: 'red.9',
};

/** A request's status as a filled badge (dark shades keep white text readable). */
export function StatusBadge({ status, text }: { status: string; text: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray.7'} variant="filled" tt="none" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}
