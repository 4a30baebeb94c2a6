import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { MyMastery } from '../../../features/insight/components/my-mastery';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /student/mastery: Performance Analytics, the student's own mastery by concept (issue 30). */
export function StudentMasteryRoute() {
  const t = useMessages().student.mastery;
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
        <MyMastery />
      </Stack>
    </AppPage>
  );
}
