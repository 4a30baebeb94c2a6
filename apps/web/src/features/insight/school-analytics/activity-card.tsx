import { Box, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { AnalyticsFigures } from '@pathshala/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useMessages } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { averageActive } from './figures';

// The chart library loads only with the page that draws it.
const ActivityChart = lazy(() => import('./activity-chart'));

/** A week's first day (YYYY-MM-DD) as the reader's date: read at local noon, so no zone moves the day. */
export const weekDate = (week: string) => formatDate(`${week}T12:00:00`);

/** Active students per week: the figures in words, the chart for the eye, and a table behind a button. */
export function ActivityCard({ weeks, figures }: { weeks: string[]; figures: AnalyticsFigures }) {
  const t = useMessages().insightSchool;
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const rows = weeks.map((week, i) => ({ week: weekDate(week), active: figures.activeByWeek[i] ?? 0 }));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.activeTitle}
        </Title>
        <Text fz="sm" c="dimmed">
          {t.activeHint}
        </Text>
        <Text fz="sm" fw={600} data-testid="activity-summary">
          {t.activeSummary(weeks.length, averageActive(figures), rows.at(-1)?.active ?? 0, figures.students)}
        </Text>
        <Suspense fallback={<Box h={220} />}>
          <ActivityChart weeks={rows} label={t.chartLabel} />
        </Suspense>
        <Button
          variant="default"
          size="sm"
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t.hideTable : t.showTable}
        </Button>
        <div id={tableId} hidden={!tableShown}>
          {tableShown && (
            <Table verticalSpacing={4} data-testid="weeks-table" maw={420}>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
                {t.weeksCaption}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.columnWeek}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t.columnActive}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.week}>
                    <Table.Td>{t.weekOf(row.week)}</Table.Td>
                    <Table.Td ta="end">{row.active}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </div>
      </Stack>
    </Card>
  );
}
