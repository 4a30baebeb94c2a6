import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RoomStudent } from '@pathshala/contracts';
import { useCallback, useState } from 'react';
import { useMessages } from '../../i18n';
import { ActionDialog, type DialogKind } from './action-dialog';
import { dateTime } from './format';
import { RecordPanel } from './record-panel';
import { StudentTable } from './student-table';
import { type LiveStatus, useRoomStream } from './use-room-stream';

const STATUS_COLOURS: Record<LiveStatus, string> = {
  connecting: 'gray',
  live: 'green',
  reconnecting: 'orange',
  failed: 'red',
};

/** The live exam room of one serving: summary, students, the teacher's actions, the record. */
export function RoomPage({ servingId }: { servingId: number }) {
  const t = useMessages().examRoom;
  const { view, status, error } = useRoomStream(servingId);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const onExtend = useCallback((student: RoomStudent) => setDialog({ kind: 'extendOne', student }), []);

  if (error) {
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  }
  if (!view) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Text c="dimmed">{t.room.loading}</Text>
        <Skeleton h={120} />
      </Stack>
    );
  }
  const { snapshot, offsetMs } = view;
  const { room, summary, canAct } = snapshot;
  const paused = room.pausedAt !== null;
  const liveWords = {
    connecting: t.room.connecting,
    live: t.room.live,
    reconnecting: t.room.reconnecting,
    failed: '',
  };
  const windowText = t.room.window(dateTime(room.opensAt) || null, dateTime(room.closesAt) || null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2" c="brand.9">
            {room.assessmentName}
          </Title>
          <Text c="dimmed">{room.cohortName}</Text>
          {windowText && <Text fz="sm">{windowText}</Text>}
          {room.extraSeconds > 0 && (
            <Text fz="sm">{t.room.extraForEveryone(Math.round(room.extraSeconds / 60))}</Text>
          )}
        </div>
        <Badge
          color={STATUS_COLOURS[status]}
          variant="dot"
          size="lg"
          tt="none"
          role="status"
          aria-label={`${t.room.liveLabel}: ${liveWords[status]}`}
        >
          {liveWords[status]}
        </Badge>
      </Group>

      {paused && (
        <Alert color="orange" role="status">
          {t.room.paused(dateTime(room.pausedAt))}
        </Alert>
      )}

      <Card withBorder>
        <Text fw={600} aria-live="polite" data-testid="room-summary">
          {t.room.summary(summary)}
        </Text>
      </Card>

      {canAct ? (
        <Group gap="sm" role="group" aria-label={t.room.actions}>
          <Button onClick={() => setDialog({ kind: 'extendAll' })}>{t.room.extendAll}</Button>
          {paused ? (
            <Button color="green" onClick={() => setDialog({ kind: 'resume' })}>
              {t.room.resume}
            </Button>
          ) : (
            <Button color="orange" onClick={() => setDialog({ kind: 'pause' })}>
              {t.room.pause}
            </Button>
          )}
          <Button variant="light" onClick={() => setDialog({ kind: 'irregularity' })}>
            {t.room.irregularity}
          </Button>
        </Group>
      ) : (
        <Text c="dimmed" fz="sm">
          {t.room.readOnly}
        </Text>
      )}

      <StudentTable
        students={snapshot.students}
        paused={paused}
        offsetMs={offsetMs}
        canAct={canAct}
        onExtend={onExtend}
      />

      <RecordPanel servingId={servingId} />

      {dialog && (
        <ActionDialog
          servingId={servingId}
          dialog={dialog}
          students={snapshot.students}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
