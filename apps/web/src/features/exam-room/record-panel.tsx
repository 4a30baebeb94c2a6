import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notify } from '../../components/feedback/notify';
import { useMessages } from '../../i18n';
import { errorMessage } from '../../lib/api-client';
import { useDownloadRecord, useRoomEvents } from './api';
import { dateTime } from './format';

/** The room's record (actions and what the server saw) and its CSV download. */
export function RecordPanel({ servingId }: { servingId: number }) {
  const t = useMessages().examRoom.record;
  const events = useRoomEvents(servingId);
  const download = useDownloadRecord();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <Text c="dimmed" fz="sm">
            {t.intro}
          </Text>
        </div>
        <Button
          variant="light"
          loading={download.isPending}
          onClick={() =>
            download.mutate(servingId, { onError: (error) => notify('error', errorMessage(error)) })
          }
        >
          {t.download}
        </Button>
      </Group>
      {events.isPending ? (
        <Skeleton h={80} />
      ) : events.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(events.error)}
        </Text>
      ) : events.data.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t.title } }}
        >
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.at}</Table.Th>
                <Table.Th>{t.kind}</Table.Th>
                <Table.Th>{t.who}</Table.Th>
                <Table.Th>{t.seconds}</Table.Th>
                <Table.Th>{t.reason}</Table.Th>
                <Table.Th>{t.by}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>{dateTime(event.at)}</Table.Td>
                  <Table.Td>{t.kinds[event.kind]}</Table.Td>
                  <Table.Td>{event.studentName ?? t.wholeRoom}</Table.Td>
                  <Table.Td>{event.seconds === null ? '' : t.duration(event.seconds)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{event.reason}</Table.Td>
                  <Table.Td>{event.actorName ?? t.server}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
