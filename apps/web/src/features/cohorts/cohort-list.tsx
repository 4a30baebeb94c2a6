import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingOrRetry } from '../../components/feedback/loading-or-retry';
import { choices } from '../../components/form-fields';
import { PageNav, pageCountOf } from '../../components/layout/page-nav';
import { ScrollRegion } from '../../components/layout/scroll-region';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { formatCount } from '../../lib/format';
import { useCurricula, useTrainingCenters } from '../../lib/reference-data';
import { COHORT_LIST_PAGE_SIZE, useCohortList } from './api';

const SEARCH_DEBOUNCE_MS = 300;

/** Every cohort, filtered by center and curriculum, searched by name, a page at a time. */
export function CohortList() {
  const t = useMessages();
  const l = t.cohorts.list;
  const centers = useTrainingCenters();
  const curricula = useCurricula();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [trainingCenterId, setTrainingCenterId] = useState('');
  const [curriculumId, setCurriculumId] = useState('');
  const [page, setPage] = useState(1);
  const filtered = q !== '' || trainingCenterId !== '' || curriculumId !== '';
  const cohorts = useCohortList({
    q: q || undefined,
    trainingCenterId: trainingCenterId ? Number(trainingCenterId) : undefined,
    curriculumId: curriculumId ? Number(curriculumId) : undefined,
    page,
    pageSize: COHORT_LIST_PAGE_SIZE,
  });
  // A new filter starts from its first page.
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const data = cohorts.data;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={Link} to={paths.admin.addCohort.getHref()} w={{ base: '100%', sm: 'auto' }}>
          {l.addCohort}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={l.search}
          placeholder={l.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          type="search"
        />
        <NativeSelect
          label={l.center}
          value={trainingCenterId}
          onChange={(event) => filter(setTrainingCenterId)(event.currentTarget.value)}
          data={choices(
            centers.data,
            (row) => row.TC_id,
            (row) => row.TC_Name,
            l.allCenters,
          )}
        />
        <NativeSelect
          label={l.curriculum}
          value={curriculumId}
          onChange={(event) => filter(setCurriculumId)(event.currentTarget.value)}
          data={choices(
            curricula.data,
            (row) => row.CU_id,
            (row) => row.CU_Name,
            l.allCurricula,
          )}
        />
      </SimpleGrid>

      <LoadingOrRetry query={cohorts} loadFailed={l.loadFailed} />
      {data && data.items.length === 0 && <Text c="dimmed">{filtered ? l.noMatch : l.empty}</Text>}
      {data && data.items.length > 0 && (
        <>
          <Text fz="sm" c="dimmed" role="status">
            {l.showing(
              (data.page - 1) * data.pageSize + 1,
              (data.page - 1) * data.pageSize + data.items.length,
              data.total,
            )}
          </Text>
          <ScrollRegion label={l.caption}>
            <Table striped withTableBorder fz="sm" data-testid="cohort-list">
              <Table.Caption>{l.caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{l.columns.name}</Table.Th>
                  <Table.Th>{l.columns.center}</Table.Th>
                  <Table.Th>{l.columns.curriculum}</Table.Th>
                  <Table.Th>{l.columns.semester}</Table.Th>
                  <Table.Th ta="right">{l.columns.students}</Table.Th>
                  <Table.Th ta="right">{l.columns.teachers}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((cohort) => (
                  <Table.Tr key={cohort.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.cohort.getHref(cohort.id)} fw={600}>
                        {cohort.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{cohort.trainingCenter.name}</Table.Td>
                    <Table.Td>{cohort.curriculum.name}</Table.Td>
                    <Table.Td>{cohort.semester ?? t.admin.notAvailable}</Table.Td>
                    <Table.Td ta="right">{formatCount(cohort.studentCount)}</Table.Td>
                    <Table.Td ta="right">
                      {cohort.teacherCount === 0 ? (
                        <Badge color="orange.9" variant="outline">
                          {l.noTeacher}
                        </Badge>
                      ) : (
                        cohort.teacherCount
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <PageNav
            label={l.pages}
            page={data.page}
            pageCount={pageCountOf(data.total, data.pageSize)}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
