import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TeacherAssessment } from '@pathshala/contracts';
import { useMessages } from '../../../../i18n';
import { wholeMinutes } from '../../format';

/** Step 1: what is served; Next only once the assessment is finalized. */
export function DetailsStep({ assessment, onNext }: { assessment: TeacherAssessment; onNext: () => void }) {
  const t = useMessages().teacher;
  const s = t.serve;
  const c = t.common;
  return (
    <>
      <Paper withBorder p="md" maw={640}>
        <Stack gap="xs">
          <Text fw={700}>{assessment.AM_Name}</Text>
          {assessment.AM_Description && <Text c="dimmed">{assessment.AM_Description}</Text>}
          <Text fz="sm">
            {assessment.CU_Name} · {c.minutes(wholeMinutes(assessment.AM_Duration))} ·{' '}
            {c.questions(assessment.AM_TotQns)} · {c.marks(assessment.AM_TotMarks)}
          </Text>
        </Stack>
      </Paper>
      {!assessment.is_finalized && (
        <Alert color="orange" mt="md">
          {s.notFinalized}
        </Alert>
      )}
      <Group mt="md">
        <Button onClick={onNext} disabled={!assessment.is_finalized}>
          {s.next}
        </Button>
      </Group>
    </>
  );
}
