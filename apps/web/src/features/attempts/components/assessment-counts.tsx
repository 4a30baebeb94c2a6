import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { StudentAssessment } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import { countByStatus } from '../assessment-status';

/** The four counts at the top of the student's list: total, completed, in progress, not started. */
export function AssessmentCounts({ assessments }: { assessments: readonly StudentAssessment[] }) {
  const t = useMessages();
  const a = t.student.assessments;
  const counts = countByStatus(assessments);
  const items = [
    [a.total, counts.total],
    [a.completed, counts.completed],
    [a.inProgress, counts.inProgress],
    [a.notStarted, counts.notStarted],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="ul" aria-label={a.countsLabel} p={0} m={0}>
      {items.map(([label, value]) => (
        <Paper
          key={label}
          component="li"
          withBorder
          p="md"
          style={{ listStyle: 'none' }}
          data-testid="assessment-count"
        >
          <Text fz={28} fw={700} lh={1.1} c="brand.8">
            {value}
          </Text>
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
