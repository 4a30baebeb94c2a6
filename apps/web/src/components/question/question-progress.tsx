import { Progress, Stack, Text } from '@mantine/core';

/**
 * 'Question n of N' and a bar of how far along the student is: practice and the timed test alike.
 * `done` counts the questions behind (answered), `label` is the counter's words.
 */
export function QuestionProgress({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <Stack gap={4} miw={0}>
      <Text fw={600} fz="sm" data-testid="question-counter">
        {label}
      </Text>
      <Progress value={total === 0 ? 0 : (Math.min(done, total) / total) * 100} size="sm" aria-hidden />
    </Stack>
  );
}
