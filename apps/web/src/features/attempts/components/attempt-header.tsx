import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import { QuestionProgress } from '../../../components/question/question-progress';
import { useMessages } from '../../../i18n';
import { AttemptTimer } from './attempt-timer';

/**
 * The top of a running attempt, kept in view while the page scrolls: the assessment's name, how far
 * along the student is, the countdown, and when the room is paused, a banner that says so.
 */
export function AttemptHeader({
  name,
  progressLabel,
  answered,
  total,
  secondsLeft,
  announcement,
  paused,
}: {
  name: string;
  progressLabel: string;
  answered: number;
  total: number;
  secondsLeft: number | null;
  announcement: number | null;
  paused: boolean;
}) {
  const q = useMessages().student.quiz;
  return (
    <Box
      pos="sticky"
      top={0}
      py="xs"
      bg="white"
      style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="attempt-header"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Text fw={700} truncate>
              {name}
            </Text>
            <QuestionProgress label={progressLabel} done={answered} total={total} />
          </Stack>
          <AttemptTimer secondsLeft={secondsLeft} announcement={announcement} />
        </Group>
        {paused ? (
          <Alert color="orange" variant="filled" role="status" p="xs">
            {q.paused}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}
