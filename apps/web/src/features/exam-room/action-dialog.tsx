import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { MAX_EXTRA_TIME_MINUTES, type RoomStudent } from '@pathshala/contracts';
import { useState } from 'react';
import { notify } from '../../components/feedback/notify';
import { useMessages } from '../../i18n';
import { errorMessage } from '../../lib/api-client';
import { type RoomAction, useRoomAction } from './api';

/** Which dialog is open: extra time for one student or everyone, pause, resume, an irregularity. */
export type DialogKind =
  | { kind: 'extendOne'; student: RoomStudent }
  | { kind: 'extendAll' }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'irregularity' };

/** One dialog for every room action: minutes where time is added, always a reason (or note). */
export function ActionDialog({
  servingId,
  dialog,
  students,
  onClose,
}: {
  servingId: number;
  dialog: DialogKind;
  students: readonly RoomStudent[];
  onClose: () => void;
}) {
  const t = useMessages().examRoom.dialog;
  const action = useRoomAction(servingId);
  const [minutes, setMinutes] = useState<number | string>(5);
  const [reason, setReason] = useState('');
  const [concerns, setConcerns] = useState<string | null>('room');
  const [error, setError] = useState<string | null>(null);
  const extending = dialog.kind === 'extendOne' || dialog.kind === 'extendAll';
  const reasonOptional = dialog.kind === 'resume';

  const title = {
    extendOne: dialog.kind === 'extendOne' ? t.extendOneTitle(dialog.student.name) : '',
    extendAll: t.extendAllTitle,
    pause: t.pauseTitle,
    resume: t.resumeTitle,
    irregularity: t.irregularityTitle,
  }[dialog.kind];
  const body = {
    extendOne: null,
    extendAll: t.extendAllBody,
    pause: t.pauseBody,
    resume: t.resumeBody,
    irregularity: null,
  }[dialog.kind];
  const confirm = {
    extendOne: t.confirmExtend,
    extendAll: t.confirmExtend,
    pause: t.confirmPause,
    resume: t.confirmResume,
    irregularity: t.confirmIrregularity,
  }[dialog.kind];

  function build(): RoomAction {
    const text = reason.trim();
    const mins = Number(minutes);
    switch (dialog.kind) {
      case 'extendOne':
        return { kind: 'extendOne', studentId: dialog.student.studentId, minutes: mins, reason: text };
      case 'extendAll':
        return { kind: 'extendAll', minutes: mins, reason: text };
      case 'pause':
        return { kind: 'pause', reason: text };
      case 'resume':
        return { kind: 'resume', ...(text ? { reason: text } : {}) };
      case 'irregularity':
        return {
          kind: 'irregularity',
          studentId: concerns && concerns !== 'room' ? Number(concerns) : null,
          note: text,
        };
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await action.mutateAsync(build());
      const done =
        dialog.kind === 'extendOne' || dialog.kind === 'extendAll' ? t.done.extend : t.done[dialog.kind];
      notify('success', done);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t.cancel }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {body && <Text fz="sm">{body}</Text>}
          {extending && (
            <NumberInput
              label={t.minutes}
              description={t.minutesHint(MAX_EXTRA_TIME_MINUTES)}
              min={1}
              max={MAX_EXTRA_TIME_MINUTES}
              allowDecimal={false}
              value={minutes}
              onChange={setMinutes}
              required
            />
          )}
          {dialog.kind === 'irregularity' && (
            <Select
              label={t.concerns}
              value={concerns}
              onChange={setConcerns}
              allowDeselect={false}
              searchable
              data={[
                { value: 'room', label: t.wholeRoom },
                ...students.map((s) => ({ value: String(s.studentId), label: `${s.name} (${s.username})` })),
              ]}
            />
          )}
          <Textarea
            label={dialog.kind === 'irregularity' ? t.note : reasonOptional ? t.reasonOptional : t.reason}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required={!reasonOptional}
            rows={3}
            maxLength={dialog.kind === 'irregularity' ? 1000 : 500}
            data-autofocus
          />
          {error && (
            <Text c="red.8" fz="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={action.isPending}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
