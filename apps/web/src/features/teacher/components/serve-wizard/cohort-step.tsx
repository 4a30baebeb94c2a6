import { Alert, Badge, Button, Group, Paper, Radio, Skeleton, Stack } from '@mantine/core';
import { useMessages } from '../../../../i18n';
import { formatDate } from '../../../../lib/format';
import type { ServeWizardState } from './use-serve-wizard';

/** Step 2: the teacher's cohorts, marked when one studies another curriculum or already has it. */
export function CohortStep({
  wizard: { cohorts, cohortId, chooseCohort, notice, goTo, toConfirm },
}: {
  wizard: ServeWizardState;
}) {
  const t = useMessages().teacher;
  const s = t.serve;
  return (
    <>
      {cohorts.isPending && <Skeleton h={120} />}
      {cohorts.isError && (
        <Alert color="red" role="alert">
          {s.cohortsLoadFailed}
          <Button size="xs" mt="sm" display="block" onClick={() => cohorts.refetch()}>
            {t.common.retry}
          </Button>
        </Alert>
      )}
      {cohorts.data?.length === 0 && <Alert color="gray">{s.noCohorts}</Alert>}
      {cohorts.data && cohorts.data.length > 0 && (
        <Radio.Group
          label={s.cohortsLegend}
          value={cohortId === null ? null : String(cohortId)}
          onChange={(value) => chooseCohort(Number(value))}
        >
          <Stack gap="xs" mt="xs" maw={640}>
            {cohorts.data.map((row) => (
              <Paper key={row.CH_id} withBorder p="sm">
                <Radio
                  value={String(row.CH_id)}
                  label={
                    <Group gap="xs">
                      <span>{row.name}</span>
                      {row.curriculumMatches === false && (
                        <Badge color="orange.9" variant="outline" tt="none">
                          {s.otherCurriculumBadge}
                        </Badge>
                      )}
                      {row.is_served && (
                        <Badge color="orange.9" variant="outline" tt="none">
                          {s.alreadyServedBadge}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={[
                    s.cohortLine(row.studentCount, row.curriculum),
                    row.served_date ? s.servedOn(formatDate(row.served_date)) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {notice && (
        <Alert color="red" role="alert" mt="md">
          {notice}
        </Alert>
      )}
      <Group mt="md">
        <Button variant="default" onClick={() => goTo(0)}>
          {s.back}
        </Button>
        <Button onClick={toConfirm}>{s.next}</Button>
      </Group>
    </>
  );
}
