import { List, Stack, Title } from '@mantine/core';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { usePracticeHistory } from '../api/practice';

/** The student's latest practice results for the subconcept (the newest three), under the quiz. */
export function PracticeHistory({ subconceptId }: { subconceptId: number }) {
  const t = useMessages().learning.practice;
  const history = usePracticeHistory(subconceptId);
  const latest = history.data?.results.slice(0, 3) ?? [];
  if (latest.length === 0) return null;
  return (
    <Stack gap={4} data-testid="practice-history">
      <Title order={2} size="h5">
        {t.historyTitle}
      </Title>
      <List spacing={2} fz="sm">
        {latest.map((result) => (
          <List.Item key={result.id}>
            {t.historyEntry(
              result.correctAnswers,
              result.totalQuestions,
              result.percentage,
              formatDateTime(result.answeredAt),
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
