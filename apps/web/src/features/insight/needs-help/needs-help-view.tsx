import { Alert, Button, Group, Loader, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { NEEDS_HELP_DEFAULT_THRESHOLD, type NeedsHelpConcept } from '@pathshala/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMessages } from '../../../i18n';
import { useNeedsHelp } from '../practice-assignments/api';
import { AssignPracticeDialog } from './assign-practice-dialog';
import { ConceptGroup } from './concept-group';
import { followUpHref } from './follow-up';

/** The threshold lives in the address (?threshold=), so a reload or Back keeps it. */
function useThreshold() {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('threshold'));
  const threshold =
    Number.isInteger(value) && value >= 1 && value <= 100 ? value : NEEDS_HELP_DEFAULT_THRESHOLD;
  const choose = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('threshold', String(next));
        return copy;
      },
      { replace: true },
    );
  return [threshold, choose] as const;
}

/**
 * 'Who needs help' in one cohort (issue 30): per concept, the students below the threshold with the
 * questions they missed and the content they have not opened; assign practice from a concept, or
 * start a follow-up assessment on the most missed concepts. Links come from the caller (app routes).
 */
export function NeedsHelpView({
  cohortId,
  createAssessmentHref,
  practiceListHref,
}: {
  cohortId: number;
  createAssessmentHref: string;
  practiceListHref: string;
}) {
  const t = useMessages().insightPractice;
  const [threshold, setThreshold] = useThreshold();
  const [typed, setTyped] = useState<number | string>(threshold);
  const data = useNeedsHelp(cohortId, threshold);
  const [assigning, setAssigning] = useState<NeedsHelpConcept | null>(null);
  const [assigned, setAssigned] = useState<number | null>(null);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(typed);
    if (Number.isInteger(value) && value >= 1 && value <= 100) setThreshold(value);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t.needsHelp.title}</Title>
          {data.data && <Text c="dimmed">{t.needsHelp.intro(data.data.cohort.name)}</Text>}
        </Stack>
        <Button component={Link} to={practiceListHref} variant="default">
          {t.needsHelp.practiceList}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <form onSubmit={apply}>
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t.needsHelp.threshold}
              description={t.needsHelp.thresholdHelp}
              value={typed}
              onChange={setTyped}
              min={1}
              max={100}
              allowDecimal={false}
              w={200}
            />
            <Button type="submit" variant="default">
              {t.needsHelp.show}
            </Button>
          </Group>
        </form>
        {data.data && (
          <Text fz="sm" c="dimmed" mt="sm">
            {t.needsHelp.rule(data.data.minEvidence)}
          </Text>
        )}
        {/* The last threshold's groups stay on screen while the new one's come: say they are changing. */}
        {data.isPlaceholderData && (
          <Group gap="xs" mt="sm" role="status">
            <Loader size="xs" />
            <Text fz="sm">{t.needsHelp.updating(threshold)}</Text>
          </Group>
        )}
      </Paper>

      {assigned !== null && (
        <Alert color="green" role="status" withCloseButton onClose={() => setAssigned(null)}>
          <Group gap="sm">
            <Text>{t.assign.done(assigned)}</Text>
            <Button component={Link} to={practiceListHref} size="xs" variant="default">
              {t.assign.seeList}
            </Button>
          </Group>
        </Alert>
      )}

      {data.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t.needsHelp.loading}</Text>
        </Group>
      )}
      {data.isError && (
        <Alert color="red" role="alert" title={t.needsHelp.loadFailed}>
          <Button onClick={() => data.refetch()} mt="sm">
            {t.needsHelp.retry}
          </Button>
        </Alert>
      )}

      {data.data && data.data.concepts.length === 0 && (
        <Paper withBorder p="lg">
          <Title order={2} fz="h3">
            {t.needsHelp.emptyTitle}
          </Title>
          <Text mt="xs">{t.needsHelp.emptyBody}</Text>
        </Paper>
      )}

      {data.data && data.data.concepts.length > 0 && (
        <>
          <Stack gap={4}>
            <Group gap="sm">
              <Button
                component={Link}
                to={followUpHref(createAssessmentHref, data.data, t.needsHelp.followUpName)}
                variant="light"
              >
                {t.needsHelp.followUp}
              </Button>
            </Group>
            <Text fz="sm" c="dimmed">
              {t.needsHelp.followUpHelp}
            </Text>
          </Stack>
          {data.data.concepts.map((concept) => (
            <ConceptGroup key={concept.id} concept={concept} onAssign={setAssigning} />
          ))}
        </>
      )}

      {assigning && data.data && (
        <AssignPracticeDialog
          cohortId={cohortId}
          cohortSize={data.data.cohort.studentCount}
          concept={assigning}
          onClose={() => setAssigning(null)}
          onAssigned={(count) => {
            setAssigning(null);
            setAssigned(count);
          }}
        />
      )}
    </Stack>
  );
}
