import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRecommendedPlaces } from '../../../features/insight/practice-assignments/recommended-card';
import { LearningJourney } from '../../../features/learning/components/learning-journey';
import { RecommendedContext } from '../../../features/learning/components/recommended-marker';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /student/learning: the learning journey. */
export function StudentLearningRoute() {
  const t = useMessages().learning.journey;
  // Practice her teachers set shows as a marker on those concepts and subconcepts (issue 30).
  const recommended = useRecommendedPlaces();
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
        <RecommendedContext.Provider value={recommended}>
          <LearningJourney />
        </RecommendedContext.Provider>
      </Stack>
    </AppPage>
  );
}
