import { Box, Group, Text } from '@mantine/core';
import type { MasteryFigure } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import { type MasteryBand, masteryBand, shownPercent } from '../mastery-summary';

/** Dark shades, so the bar stands out on its grey track; the words beside it carry the meaning. */
const BAND_COLOUR: Record<MasteryBand, string> = {
  needsPractice: 'var(--mantine-color-red-9)',
  gettingThere: 'var(--mantine-color-orange-9)',
  strong: '#1b5e20',
};

/**
 * One figure: the name, the percentage and its words with a CSS bar, and the answers it rests on;
 * too few answers say so instead of a figure (none: only that). Read aloud in that order (the bar is hidden).
 */
export function MasteryLine({
  name,
  figure,
  strong = false,
}: {
  name: string;
  figure: Pick<MasteryFigure, 'mastery' | 'evidence'>;
  strong?: boolean;
}) {
  const t = useMessages().student.mastery;
  const percent = shownPercent(figure);
  const band = percent === null ? null : masteryBand(percent);
  return (
    <Box data-testid="mastery-line" data-band={band ?? 'none'}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Text fw={strong ? 700 : 600}>{name}</Text>
        <Text fz="sm" fw={600} data-testid="mastery-figure">
          {percent === null || band === null
            ? figure.evidence === 0
              ? t.evidence(0)
              : t.notEnough
            : `${percent} % · ${t.band[band]}`}
        </Text>
      </Group>
      {percent !== null && band !== null && (
        <Box
          aria-hidden
          mt={4}
          h={8}
          bg="gray.2"
          style={{ borderRadius: 4, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)' }}
        >
          <Box h="100%" style={{ width: `${percent}%`, background: BAND_COLOUR[band] }} />
        </Box>
      )}
      {figure.evidence > 0 && (
        <Text fz="xs" c="dimmed" mt={2}>
          {t.evidence(figure.evidence)}
        </Text>
      )}
    </Box>
  );
}
