import { Box, Table, Text } from '@mantine/core';
import type { AnalyticsFigures, CenterAnalytics } from '@pathshala/contracts';
import { Fragment } from 'react';
import { useMessages } from '../../../i18n';
import { averageActive } from './figures';

/** Every center, each followed by its cohorts, with their figures; scrolls on its own when narrow. */
export function AnalyticsTable({ centers, labelledBy }: { centers: CenterAnalytics[]; labelledBy: string }) {
  const t = useMessages().insightSchool;
  const cells = (row: AnalyticsFigures) => (
    <>
      <Table.Td ta="end">{row.students}</Table.Td>
      <Table.Td ta="end">{row.activeByWeek.at(-1) ?? 0}</Table.Td>
      <Table.Td ta="end">{averageActive(row)}</Table.Td>
      <Table.Td ta="end">{row.assessmentsServed}</Table.Td>
      <Table.Td ta="end">{row.attemptsCompleted}</Table.Td>
      <Table.Td ta="end">{row.averageScore === null ? t.none : t.percent(row.averageScore)}</Table.Td>
    </>
  );
  return (
    // Its own sideways scroll at 360 px: a named region the keyboard can focus and scroll.
    <Box
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Table
        aria-labelledby={labelledBy}
        miw={720}
        striped={false}
        verticalSpacing="xs"
        data-testid="analytics-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.name}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t.columns.students}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t.columns.activeThisWeek}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t.columns.averageActive}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t.columns.assessmentsServed}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t.columns.attemptsCompleted}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t.columns.averageScore}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {centers.map((center) => (
            <Fragment key={center.id}>
              <Table.Tr bg="gray.0" data-testid="center-row">
                <Table.Th scope="row">
                  <Text fw={700} fz="sm">
                    {t.centerRow(center.name, center.partnerName)}
                  </Text>
                </Table.Th>
                {cells(center)}
              </Table.Tr>
              {center.cohorts.map((cohort) => (
                <Table.Tr key={cohort.id} data-testid="cohort-row">
                  <Table.Th scope="row" fw={400} ps="lg">
                    {cohort.name}
                    <Text fz="xs" c="dimmed">
                      {cohort.curriculum.name}
                    </Text>
                  </Table.Th>
                  {cells(cohort)}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
