import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '../../../i18n';
import { useMyCohorts } from '../api/assessments';

/** My Cohorts: name, semester, student count, curriculum and training center of each cohort taught. */
export function CohortList() {
  const t = useMessages();
  const d = t.teacher.dashboard;
  const cohorts = useMyCohorts();
  if (cohorts.isPending) return <Skeleton h={120} />;
  if (cohorts.isError) {
    return (
      <Alert color="red" role="alert">
        {d.cohortsLoadFailed}
      </Alert>
    );
  }
  if (cohorts.data.length === 0) return <Alert color="gray">{d.cohortsEmpty}</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {cohorts.data.map((cohort) => (
        <Paper
          key={cohort.CH_id}
          withBorder
          p="md"
          component="article"
          aria-labelledby={`cohort-${cohort.CH_id}`}
        >
          <Title order={3} size="h4" id={`cohort-${cohort.CH_id}`} mb="xs">
            {cohort.name}
          </Title>
          <Stack gap={2} component="dl" style={{ margin: 0 }}>
            {[
              [d.semester, cohort.semester ?? '—'],
              [d.students, String(cohort.studentCount)],
              [d.curriculum, cohort.curriculum],
              [d.trainingCenter, cohort.trainingCenter],
            ].map(([label, value]) => (
              <Text key={label} fz="sm" component="div">
                <Text component="dt" fw={600} style={{ display: 'inline' }}>
                  {label}:
                </Text>{' '}
                <Text component="dd" style={{ display: 'inline', margin: 0 }}>
                  {value}
                </Text>
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
