import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AccommodationStudent } from '@pathshala/contracts';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { failureMessage } from '../admin/components/outcome-alert';
import { useRemoveExtraTime } from './api';
import { amountText, studentName } from './format';

interface DialogProps {
  onClose: () => void;
  onRemoved: (message: string) => void;
}

/** Asks before removing a student's extra time; Cancel has the focus. Stays mounted (focus returns). */
export function RemoveExtraTimeDialog({
  student,
  ...props
}: DialogProps & { student: AccommodationStudent | null }) {
  const r = useMessages().accommodations.remove;
  return (
    <Modal
      opened={student !== null}
      onClose={props.onClose}
      title={r.title}
      centered
      closeButtonProps={{ 'aria-label': r.close }}
    >
      {student && <RemoveConfirm key={student.id} student={student} {...props} />}
    </Modal>
  );
}

function RemoveConfirm({ student, onClose, onRemoved }: DialogProps & { student: AccommodationStudent }) {
  const t = useMessages().accommodations;
  const r = t.remove;
  const remove = useRemoveExtraTime();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      onRemoved(await remove.mutateAsync(student.id));
    } catch (error) {
      setFailure(failureMessage(error, r.failed));
    }
  };
  return (
    <Stack gap="md">
      <Text>{r.body(studentName(student), student.extraTime ? amountText(t, student.extraTime) : '')}</Text>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {r.cancel}
        </Button>
        <Button color="red.9" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? r.removing : r.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
