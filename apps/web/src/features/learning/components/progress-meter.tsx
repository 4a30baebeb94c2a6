import { Badge, Group, Progress, Text } from '@mantine/core';
import { type MasteryLevel, type ProgressBand, progressBand } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';

/** Colours of the progress bands (section 9): dark shades, so white badge text passes AA contrast. */
export const BAND_COLOUR: Record<ProgressBand, string> = {
  excellent: '#1b5e20',
  good: 'brand.9',
  average: 'orange.9',
  needs_work: 'red.9',
};

/** Right and wrong, in the same contrast-safe shades. */
export const RIGHT_COLOUR = BAND_COLOUR.excellent;
export const WRONG_COLOUR = BAND_COLOUR.needs_work;

/** A progress bar coloured by band, the percentage and the mastery level the server computed. */
export function ProgressMeter({
  name,
  progress,
  mastery,
}: {
  name: string;
  progress: number;
  mastery: MasteryLevel;
}) {
  const t = useMessages().learning;
  const band = progressBand(progress);
  return (
    <Group gap="xs" wrap="wrap" align="center" data-testid="progress-meter" data-band={band}>
      <Progress
        value={progress}
        color={BAND_COLOUR[band]}
        w={120}
        size="md"
        aria-label={t.journey.progressLabel(name)}
        title={t.band[band]}
      />
      <Text fz="sm" fw={600}>
        {t.journey.progressValue(progress)}
      </Text>
      {/* Untouched is not failing: a topic not started yet gets a quiet badge, not a red one. */}
      <Badge
        color={progress === 0 ? 'gray.8' : BAND_COLOUR[band]}
        variant={progress === 0 ? 'outline' : 'filled'}
        tt="none"
        data-testid="mastery"
      >
        {t.mastery[mastery]}
      </Badge>
    </Group>
  );
}
