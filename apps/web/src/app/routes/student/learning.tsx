import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LearningJourney } from '../../../features/learning/components/learning-journey';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /student/learning: the learning journey. */
export function StudentLearningRoute() {
  const t = useMessages().learning.journey;
  return (
    <AppPage title={t.pageTitle}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t.title}</Title>
            <Text c="dimmed">{t.intro}</Text>
          </Stack>
          <Button component={Link} to={paths.student.home.getHref()} variant="default">
            {t.backToDashboard}
          </Button>
        </Group>
        <LearningJourney />
      </Stack>
    </AppPage>
  );
}
