import { Badge, Button, Card, Group, List, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ProfileHero } from '../../../components/layout/profile-hero';
import { paths } from '../../../config/paths';
import { CohortList } from '../../../features/teacher/components/cohort-list';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';
import { useSession } from '../../session-provider';

/** /teacher: the teacher's home with the tabs Overview, My Cohorts and Teaching Tools. */
export function TeacherDashboardRoute() {
  const t = useMessages();
  const { user } = useSession();
  const d = t.teacher.dashboard;
  return (
    <AppPage title={d.pageTitle}>
      <ProfileHero title={d.title} name={user?.name ?? ''} />
      <Tabs defaultValue="overview" keepMounted={false} variant="pills" radius="xl">
        <Tabs.List aria-label={d.tabsLabel} mb="lg">
          <Tabs.Tab value="overview">{d.overviewTab}</Tabs.Tab>
          <Tabs.Tab value="cohorts">{d.cohortsTab}</Tabs.Tab>
          <Tabs.Tab value="tools">{d.toolsTab}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="overview">
          <Stack gap="lg">
            <Text>{d.overviewBody}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Card>
                <Text c="dimmed" fz="sm" fw={600}>
                  {d.pendingReviews}
                </Text>
                <Text fz={36} fw={800} c="brand.8">
                  {d.pendingReviewsCount}
                </Text>
              </Card>
              <Card>
                <Stack gap="sm" align="flex-start">
                  <Button component={Link} to={paths.teacher.assessments.getHref()}>
                    {d.manageAssessments}
                  </Button>
                  <Button component={Link} to={paths.teacher.createAssessment.getHref()} variant="default">
                    {d.createAssessment}
                  </Button>
                </Stack>
              </Card>
            </SimpleGrid>
            <Paper withBorder p="lg">
              <Title order={2} size="h4" mb="sm">
                {d.recentActivityTitle}
              </Title>
              <List spacing="xs">
                {d.recentActivity.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Paper>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="cohorts">
          <Title order={2} size="h4" mb="md">
            {d.cohortsTitle}
          </Title>
          <CohortList />
        </Tabs.Panel>

        <Tabs.Panel value="tools">
          <Title order={2} size="h4" mb="md">
            {d.toolsTitle}
          </Title>
          <Card shadow="sm" mb="lg" maw={560} style={{ borderTop: '4px solid var(--mantine-color-brand-6)' }}>
            <Stack gap="sm" align="flex-start">
              <Group gap="xs">
                <Title order={3} size="h5">
                  {d.assessmentTools}
                </Title>
                <Badge color="brand" variant="light" tt="none">
                  {d.toolsAvailable}
                </Badge>
              </Group>
              <Text c="dimmed" fz="sm">
                {d.assessmentToolsBody}
              </Text>
              <Button component={Link} to={paths.teacher.assessments.getHref()} size="sm">
                {d.manageAssessments}
              </Button>
            </Stack>
          </Card>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {d.comingSoonTools.map((tool) => (
              <Paper key={tool} withBorder p="md" bg="gray.0">
                <Stack gap={6} align="flex-start">
                  <Title order={3} size="h5">
                    {tool}
                  </Title>
                  <Badge color="gray.7" variant="filled" tt="none">
                    {t.comingSoon.badge}
                  </Badge>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          <Title order={2} size="h4" mt="xl" mb="md">
            {d.quickActionsTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {d.quickActions.map((action) => (
              <Paper key={action} withBorder p="md" bg="gray.0">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{action}</Text>
                  <Badge color="gray.7" variant="filled" tt="none">
                    {t.comingSoon.badge}
                  </Badge>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
    </AppPage>
  );
}
