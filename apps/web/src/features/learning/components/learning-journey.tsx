import { Alert, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-provider';
import { useCurriculum } from '../api/curriculum';
import { useKeepJourneyOffline } from '../offline/keep-journey';
import { SavedList } from '../offline/saved-list';
import { CurriculumTree } from './curriculum-tree';

type Curriculum = Parameters<typeof CurriculumTree>[0]['curriculum'];

/** The learning journey: curriculum tabs when there are several, each an expandable tree. */
export function LearningJourney() {
  const t = useMessages().learning.journey;
  const curriculum = useCurriculum();

  if (curriculum.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  }
  if (curriculum.isError) {
    const unauthorised = isApiError(curriculum.error) && curriculum.error.status === 401;
    return (
      <Alert color="red" variant="light" role="alert" title={t.failedTitle}>
        <Stack gap="sm" align="flex-start">
          <Text c="red.9">{unauthorised ? t.authRequired : t.failedBody}</Text>
          <Button onClick={() => curriculum.refetch()}>{t.tryAgain}</Button>
        </Stack>
      </Alert>
    );
  }
  const curricula = curriculum.data.curricula;
  return (
    <Stack gap="md">
      <SavedList />
      <Curricula curricula={curricula} />
    </Stack>
  );
}

function Curricula({ curricula }: { curricula: Curriculum[] }) {
  const t = useMessages().learning.journey;
  const { user } = useSession();
  const kept = useKeepJourneyOffline(
    user?.id,
    curricula.flatMap((c) => c.courses.map((course) => course.CO_id)),
  );
  return (
    <>
      {kept && curricula.length > 0 ? (
        <Text c="dimmed" fz="sm" data-testid="journey-kept">
          {t.keptOnDevice}
        </Text>
      ) : null}
      <CurriculaTabs curricula={curricula} />
    </>
  );
}

function CurriculaTabs({ curricula }: { curricula: Curriculum[] }) {
  const t = useMessages().learning.journey;
  if (curricula.length === 0) {
    return (
      <Paper withBorder p="xl" data-testid="no-curriculum">
        <Stack gap="sm" align="flex-start">
          <Title order={2}>{t.emptyTitle}</Title>
          {/* The page header already has Back to Dashboard. */}
          <Text>{t.emptyBody}</Text>
        </Stack>
      </Paper>
    );
  }
  if (curricula.length === 1) {
    const [only] = curricula;
    return only ? <CurriculumPanel curriculum={only} /> : null;
  }
  return (
    <Tabs defaultValue={String(curricula[0]?.id)} keepMounted={false}>
      <Tabs.List aria-label={t.curriculaLabel} mb="md">
        {curricula.map((c) => (
          <Tabs.Tab key={c.id} value={String(c.id)} fw={600}>
            {c.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {curricula.map((c) => (
        <Tabs.Panel key={c.id} value={String(c.id)}>
          <CurriculumPanel curriculum={c} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function CurriculumPanel({ curriculum }: { curriculum: Curriculum }) {
  const t = useMessages().learning.journey;
  return (
    <Stack gap="sm">
      <Text c="dimmed" fz="sm">
        {t.cohort(curriculum.cohort.name)}
      </Text>
      <CurriculumTree curriculum={curriculum} />
    </Stack>
  );
}
