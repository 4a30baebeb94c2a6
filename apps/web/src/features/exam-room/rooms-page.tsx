import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { errorMessage } from '../../lib/api-client';
import { useExamRooms } from './api';
import { dateTime } from './format';

const STATE_COLOURS = { LIVE: 'green', UPCOMING: 'blue', OPEN: 'gray', CLOSED: 'dark' } as const;

/** The rooms the teacher may open: live and upcoming first. */
export function RoomsPage() {
  const t = useMessages().examRoom.list;
  const rooms = useExamRooms();
  if (rooms.isPending) return <Skeleton h={160} />;
  if (rooms.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(rooms.error)}
      </Alert>
    );
  if (!rooms.data.length) return <Text c="dimmed">{t.empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {rooms.data.map((room) => (
        <Card key={room.servingId} withBorder component="article">
          <Stack gap={6} h="100%">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={2} size="h5">
                {room.assessmentName}
              </Title>
              <Badge color={STATE_COLOURS[room.state]} variant="light" tt="none">
                {t.state[room.state]}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {room.cohortName}
            </Text>
            <Text fz="sm">{t.counts(room.students, room.inProgress, room.completed)}</Text>
            {room.opensAt && <Text fz="sm">{t.opens(dateTime(room.opensAt))}</Text>}
            {room.closesAt && <Text fz="sm">{t.closes(dateTime(room.closesAt))}</Text>}
            <Button
              component={Link}
              to={paths.teacher.examRoom.getHref(room.servingId)}
              size="sm"
              mt="auto"
              w="fit-content"
              aria-label={t.openRoomOf(room.assessmentName, room.cohortName)}
            >
              {t.open}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
