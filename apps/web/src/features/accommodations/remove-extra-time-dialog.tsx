import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { failureMessage } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { useRemoveExtraTime } from './api';
import { amountText, studentName } from './format';
import type { RemoveTarget } from './student-extra-time-row';

interface DialogProps {
  onClose: () => void;
  onRemoved: (message: string) => void;
}

/**
 * Asks before removing one row of a student's extra time (the caller's own, or an admin removing a
 * teacher's); Cancel has the focus. Stays mounted (focus returns).
 */
export function RemoveExtraTimeDialog({ target, ...props }: DialogProps & { target: RemoveTarget | null }) {
  const r = useMessages().accommodations.remove;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={r.title}
      centered
      closeButtonProps={{ 'aria-label': r.close }}
    >
      {target && (
        <RemoveConfirm
          key={`${target.student.id}-${target.teacher?.id ?? 'own'}`}
          target={target}
          {...props}
        />
      )}
    </Modal>
  );
}

function RemoveConfirm({ target, onClose, onRemoved }: DialogProps & { target: RemoveTarget }) {
  const { student, teacher } = target;
  const t = useMessages().accommodations;
  const r = t.remove;
  const remove = useRemoveExtraTime();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      onRemoved(
        await remove.mutateAsync(
          teacher ? { studentId: student.id, teacherId: teacher.id } : { studentId: student.id },
        ),
      );
    } catch (error) {
      setFailure(failureMessage(error, r.failed));
    }
  };
  return (
    <Stack gap="md">
      <Text>{r.body(studentName(student), amountText(t, target.row))}</Text>
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
