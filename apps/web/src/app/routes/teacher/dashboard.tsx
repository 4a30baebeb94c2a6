import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ProfileHero } from '../../../components/layout/profile-hero';
import { paths } from '../../../config/paths';
import { CohortList } from '../../../features/teacher/components/cohort-list';
import { TeacherOverview } from '../../../features/teacher/components/teacher-overview';
import { useMessages } from '../../../i18n';
import { useSession } from '../../../lib/session-provider';
import { AppPage } from '../../layouts/app-page';

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
          <TeacherOverview />
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mb="lg">
            <ToolCard
              title={t.insightClass.dashboard.title}
              body={t.insightClass.dashboard.body}
              action={t.insightClass.dashboard.action}
              href={paths.teacher.classView.getHref()}
            />
            <ToolCard
              title={t.insightPractice.dashboard.title}
              body={t.insightPractice.dashboard.body}
              action={t.insightPractice.dashboard.action}
              href={paths.teacher.practice.getHref()}
            />
            <ToolCard
              title={d.assessmentTools}
              body={d.assessmentToolsBody}
              action={d.manageAssessments}
              href={paths.teacher.assessments.getHref()}
            />
            <ToolCard
              title={d.contentTools}
              body={d.contentToolsBody}
              action={d.openContentLibrary}
              href={paths.teacher.content.getHref()}
            />
            <ToolCard
              title={d.questionBankTools}
              body={d.questionBankToolsBody}
              action={d.openQuestionBank}
              href={paths.teacher.questionBank.getHref()}
            />
            <ToolCard
              title={t.accommodations.dashboard.teacherTitle}
              body={t.accommodations.dashboard.teacherBody}
              action={t.accommodations.dashboard.teacherAction}
              href={paths.teacher.extraTime.getHref()}
            />
            <ToolCard
              title={t.examRoom.dashboard.title}
              body={t.examRoom.dashboard.body}
              action={t.examRoom.dashboard.action}
              href={paths.teacher.examRooms.getHref()}
            />
          </SimpleGrid>
          <Text c="dimmed" fz="sm" maw={560}>
            {d.comingLater([...d.comingSoonTools, ...d.quickActions])}
          </Text>
        </Tabs.Panel>
      </Tabs>
    </AppPage>
  );
}

/** A teaching tool that works today: what it is for and the way in. */
function ToolCard({
  title,
  body,
  action,
  href,
}: {
  title: string;
  body: string;
  action: string;
  href: string;
}) {
  const d = useMessages().teacher.dashboard;
  return (
    <Card shadow="sm" style={{ borderTop: '4px solid var(--mantine-color-brand-6)' }}>
      <Stack gap="sm" align="flex-start">
        <Group gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge color="brand" variant="light" tt="none">
            {d.toolsAvailable}
          </Badge>
        </Group>
        <Text c="dimmed" fz="sm">
          {body}
        </Text>
        <Button component={Link} to={href} size="sm">
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
