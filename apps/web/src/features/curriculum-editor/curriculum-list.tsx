import { Anchor, Badge, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { CurriculaListQuery } from '@pathshala/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingOrRetry } from '../../components/feedback/loading-or-retry';
import { PageNav, pageCountOf } from '../../components/layout/page-nav';
import { ScrollRegion } from '../../components/layout/scroll-region';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { CURRICULA_PAGE_SIZE, useCreateCurriculum, useCurriculaList } from './api';
import { ItemForm } from './item-form';

type Status = NonNullable<CurriculaListQuery['status']>;

/** /admin/curriculum: a new curriculum, and the list (in use, retired or all), a page at a time. */
export function CurriculumList() {
  const t = useMessages();
  const l = t.curriculumEditor.list;
  const navigate = useNavigate();
  const create = useCreateCurriculum();
  const [status, setStatus] = useState<Status>('live');
  const [page, setPage] = useState(1);
  const list = useCurriculaList({ status, page, pageSize: CURRICULA_PAGE_SIZE });
  const data = list.data;

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Title order={2} size="h4" mb="sm">
          {l.createTitle}
        </Title>
        <ItemForm
          level="curriculum"
          submitLabel={l.create}
          onSubmit={async (fields) => {
            const created = await create.mutateAsync(fields);
            // Straight to the new curriculum, to add its courses.
            navigate(paths.admin.curriculumTree.getHref(created.id));
          }}
        />
      </Paper>

      <Stack gap="sm">
        <NativeSelect
          label={l.show}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as Status);
            setPage(1);
          }}
          data={(['live', 'retired', 'all'] as const).map((value) => ({ value, label: l.shows[value] }))}
          w={{ base: '100%', sm: 240 }}
        />
        <LoadingOrRetry query={list} loadFailed={l.loadFailed} />
        {data && data.items.length === 0 && (
          <Text c="dimmed">{status === 'retired' ? l.noneRetired : l.empty}</Text>
        )}
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
              <Table striped withTableBorder fz="sm" data-testid="curriculum-list">
                <Table.Caption>{l.caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{l.columns.name}</Table.Th>
                    <Table.Th ta="right">{l.columns.courses}</Table.Th>
                    <Table.Th ta="right">{l.columns.concepts}</Table.Th>
                    <Table.Th ta="right">{l.columns.subconcepts}</Table.Th>
                    <Table.Th ta="right">{l.columns.cohorts}</Table.Th>
                    <Table.Th>{l.columns.status}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((curriculum) => (
                    <Table.Tr key={curriculum.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.admin.curriculumTree.getHref(curriculum.id)}
                          fw={600}
                        >
                          {curriculum.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{curriculum.courseCount}</Table.Td>
                      <Table.Td ta="right">{curriculum.conceptCount}</Table.Td>
                      <Table.Td ta="right">{curriculum.subconceptCount}</Table.Td>
                      <Table.Td ta="right">{curriculum.cohortCount}</Table.Td>
                      <Table.Td>
                        {curriculum.retiredAt ? (
                          <Badge color="gray.8" variant="filled" tt="none">
                            {t.curriculumEditor.retired}
                          </Badge>
                        ) : (
                          l.live
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
    </Stack>
  );
}
