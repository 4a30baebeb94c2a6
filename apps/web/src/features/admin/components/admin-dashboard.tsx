import { Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SystemStatus } from '@pathshala/contracts';
import { failureMessage, OutcomeAlert } from '../../../components/feedback/outcome-alert';
import { FeatureCard } from '../../../components/layout/feature-card';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useAdminDashboard } from '../api/dashboard';
import { formatUptime } from '../format';
import { GettingStartedList } from './getting-started';

/** The dashboard's live parts: a new school's getting-started steps, statistics, quick actions, tools, system status and recent activity. */
export function AdminDashboardPanels() {
  const t = useMessages();
  const d = t.admin.dashboard;
  const dashboard = useAdminDashboard();
  const stats = dashboard.data?.statistics;
  const quickActions = [
    [d.addTrainingCenter, d.addTrainingCenterBody, paths.admin.addTrainingCenter.getHref()],
    [d.addUser, d.addUserBody, paths.admin.addUser.getHref()],
    [d.manageAdmins, d.manageAdminsBody, paths.admin.manageAdmins.getHref()],
    [d.requestAdmin, d.requestAdminBody, paths.admin.requestAdmin.getHref()],
    [d.passwordResets, d.passwordResetsBody, paths.admin.passwordResetRequests.getHref()],
    [d.addCohort, d.addCohortBody, paths.admin.addCohort.getHref()],
  ] as const;
  const tools = [
    [d.tools.students, paths.admin.students.getHref()],
    [d.tools.teachers, paths.admin.teachers.getHref()],
    [d.tools.cohorts, paths.admin.cohorts.getHref()],
    [d.tools.partners, paths.admin.partners.getHref()],
    [d.tools.curriculum, paths.admin.curriculum.getHref()],
    [d.tools.questionBanks, paths.admin.questionBank.getHref()],
    [d.tools.backups, paths.admin.backups.getHref()],
    [t.accommodations.dashboard.adminTool, paths.admin.extraTime.getHref()],
    [t.insightSchool.tool, paths.admin.analytics.getHref()],
  ] as const;

  return (
    <Stack gap="xl">
      {dashboard.data && <GettingStartedList steps={dashboard.data.gettingStarted} />}
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {d.statisticsTitle}
        </Title>
        <Button variant="default" onClick={() => dashboard.refetch()} disabled={dashboard.isFetching}>
          {dashboard.isFetching ? d.refreshing : d.refresh}
        </Button>
      </Group>
      {dashboard.isError && (
        <OutcomeAlert outcome={{ kind: 'error', body: failureMessage(dashboard.error, d.loadFailed) }} />
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="admin-statistics">
        {(['students', 'teachers', 'cohorts', 'assessments'] as const).map((key) => (
          <Paper key={key} withBorder p="md">
            <Text fz="sm" c="dimmed" fw={600}>
              {d.stats[key]}
            </Text>
            <Text fz={32} fw={700} c="brand.9" data-testid={`stat-${key}`}>
              {stats ? stats[key] : '…'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <section aria-labelledby="quick-actions">
        <Title order={2} size="h3" mb="md" id="quick-actions">
          {d.quickActionsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {quickActions.map(([title, body, href]) => (
            <FeatureCard key={href} headingLevel={3} title={title} body={body} href={href} />
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="admin-tools">
        <Title order={2} size="h3" mb="md" id="admin-tools">
          {d.toolsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {tools.map(([{ title, body }, href]) => (
            <FeatureCard key={title} headingLevel={3} title={title} body={body} href={href} />
          ))}
        </SimpleGrid>
        <Text c="dimmed" fz="sm" mt="md" data-testid="coming-later">
          {d.comingLater}
        </Text>
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Title order={2} size="h3" mb="md">
            {d.systemTitle}
          </Title>
          {dashboard.data ? (
            <SystemStatusRows status={dashboard.data.systemStatus} />
          ) : (
            <Text>{t.admin.loading}</Text>
          )}
        </Card>
        <Card>
          <Title order={2} size="h3" mb="md">
            {d.activityTitle}
          </Title>
          {dashboard.data?.recentActivity.length === 0 && <Text c="dimmed">{d.activityEmpty}</Text>}
          <List spacing="sm" listStyleType="none" data-testid="recent-activity">
            {dashboard.data?.recentActivity.map((entry) => (
              <List.Item key={entry.id}>
                <Text fw={600} fz="sm">
                  {d.activity[entry.action] ?? d.activityOther}
                </Text>
                <Text fz="sm" c="dimmed">
                  {formatDateTime(entry.at)}
                  {entry.actor ? ` · ${d.activityBy(entry.actor)}` : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function SystemStatusRows({ status }: { status: SystemStatus }) {
  const t = useMessages();
  const s = t.admin.dashboard.system;
  const rows = [
    [s.database, status.database.ok, s.databaseDetail(status.database.driver, status.database.latencyMs)],
    [s.api, status.api.ok, s.uptime(formatUptime(status.api.uptimeSeconds))],
    [
      s.fileStorage,
      status.fileStorage.ok,
      s.storageDetail(
        status.fileStorage.writable,
        status.fileStorage.freeBytes === null ? null : formatBytes(status.fileStorage.freeBytes),
      ),
    ],
    [
      s.backup,
      status.backup.configured ? true : null,
      s.backupDetail(
        status.backup.lastBackupAt ? formatDateTime(status.backup.lastBackupAt) : null,
        status.backup.configured,
      ),
    ],
  ] as const;
  return (
    <Stack gap="sm" data-testid="system-status">
      {rows.map(([name, ok, detail]) => (
        <Group key={name} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm">
              {name}
            </Text>
            <Text fz="sm" c="dimmed">
              {detail}
            </Text>
          </div>
          <StatusBadge
            status={ok === null ? 'none' : ok ? 'A' : 'R'}
            text={ok === null ? s.notConfigured : ok ? s.ok : s.down}
          />
        </Group>
      ))}
    </Stack>
  );
}
