import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CohortAnalytics, OpenedContent, SchoolAnalytics } from '@pathshala/contracts';
import { useId, useState } from 'react';
import { useMessages } from '../../../i18n';
import { ActivityCard } from './activity-card';
import { AnalyticsTable } from './analytics-table';
import { useDownloadSchoolCsv, useSchoolAnalytics } from './api';
import { type Selection, selected } from './figures';

const WEEK_CHOICES = [4, 8, 12] as const;

/** The admin's school analytics: choose the weeks and what to show, then the figures, chart and table. */
export function SchoolAnalyticsView() {
  const t = useMessages().insightSchool;
  const [weeks, setWeeks] = useState<number>(8);
  const [selection, setSelection] = useState<Selection>('school');
  const query = useSchoolAnalytics(weeks);
  const download = useDownloadSchoolCsv();
  const tableHeadingId = useId();

  if (query.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t.loadFailed}>
        <Button variant="default" size="xs" onClick={() => query.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  const analytics = query.data;
  const shown = selected(analytics, selection);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text fz="sm" fw={600} id="weeks-label">
            {t.weeksLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="weeks-label"
            value={String(weeks)}
            onChange={(value) => setWeeks(Number(value))}
            data={WEEK_CHOICES.map((n) => ({ value: String(n), label: t.weeksOption(n) }))}
          />
        </Stack>
        <Button
          variant="default"
          onClick={() => download.mutate(weeks)}
          loading={download.isPending}
          data-testid="download-csv"
        >
          {t.downloadCsv}
        </Button>
      </Group>
      {download.isError && <Alert color="red" variant="light" role="alert" title={t.downloadFailed} />}
      {analytics.centers.length === 0 ? (
        <Text>{t.noCenters}</Text>
      ) : (
        <NativeSelect
          label={t.showingLabel}
          value={selection}
          onChange={(event) => setSelection(event.currentTarget.value as Selection)}
          data={choices(analytics, t)}
          maw={520}
          data-testid="analytics-selection"
        />
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="analytics-stats">
        {(
          [
            [t.stats.students, shown.figures.students],
            [t.stats.activeThisWeek, shown.figures.activeByWeek.at(-1) ?? 0],
            [t.stats.assessmentsServed, shown.figures.assessmentsServed],
            [
              t.stats.averageScore,
              shown.figures.averageScore === null ? t.none : t.percent(shown.figures.averageScore),
            ],
          ] as const
        ).map(([label, value]) => (
          <Paper key={label} withBorder p="md">
            <Text fz="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text fz={28} fw={700} c="brand.9">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ActivityCard weeks={analytics.weeks} figures={shown.figures} />
      <ContentCard cohort={shown.cohort} />
      <Stack gap="xs" component="section" aria-labelledby={tableHeadingId}>
        <Title order={2} size="h3" id={tableHeadingId}>
          {t.tableTitle}
        </Title>
        <Text fz="sm" c="dimmed">
          {t.tableHint}
        </Text>
        <AnalyticsTable centers={analytics.centers} labelledBy={tableHeadingId} />
      </Stack>
    </Stack>
  );
}

type Words = ReturnType<typeof useMessages>['insightSchool'];

function choices(analytics: SchoolAnalytics, t: Words) {
  return [
    { value: 'school', label: t.wholeSchool },
    ...analytics.centers.flatMap((center) => [
      { value: `center:${center.id}`, label: t.centerOption(center.name) },
      ...center.cohorts.map((cohort) => ({
        value: `cohort:${cohort.id}`,
        label: t.cohortOption(center.name, cohort.name),
      })),
    ]),
  ];
}

/** A cohort's content opened most and least (content belongs to its curriculum, so per cohort only). */
function ContentCard({ cohort }: { cohort: CohortAnalytics | null }) {
  const t = useMessages().insightSchool;
  const headingId = useId();
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="content-opened"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.contentTitle}
        </Title>
        {!cohort ? (
          <Text fz="sm" c="dimmed">
            {t.chooseCohortForContent}
          </Text>
        ) : cohort.mostOpened.length === 0 ? (
          <Text fz="sm">{t.noContent}</Text>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              {t.contentHint}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <OpenedList title={t.mostOpened} items={cohort.mostOpened} testId="most-opened" />
              <OpenedList title={t.leastOpened} items={cohort.leastOpened} testId="least-opened" />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Card>
  );
}

function OpenedList({ title, items, testId }: { title: string; items: OpenedContent[]; testId: string }) {
  const t = useMessages().insightSchool;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Stack component="ol" gap={4} m={0} ps="lg" data-testid={testId}>
        {items.map((item) => (
          <Text component="li" key={item.id} fz="sm">
            {t.openedBy(item.name, item.openedBy)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
