import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../../components/feedback/notify';
import { useMessages } from '../../../../i18n';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { useRemoveAllocation } from '../../api/authoring';
import { AllocationChangeModal } from './allocation-change-modal';
import type { CourseAllocation } from './types';

/**
 * The allocated courses, each with Change (questions and marks) and Remove. Removing a course whose
 * questions are chosen asks first (the server says how many go with it).
 */
export function AllocationList({
  assessmentId,
  allocations,
  onUpdated,
  onRemoved,
}: {
  assessmentId: number;
  allocations: CourseAllocation[];
  onUpdated: (allocation: CourseAllocation) => void;
  onRemoved: (courseId: number) => void;
}) {
  const t = useMessages().teacher;
  const c = t.create;
  const remove = useRemoveAllocation(assessmentId);
  const [editing, setEditing] = useState<CourseAllocation | null>(null);
  const [confirming, setConfirming] = useState<{ allocation: CourseAllocation; message: string } | null>(
    null,
  );

  const removeCourse = (allocation: CourseAllocation, removeQuestions: boolean) =>
    remove.mutate(
      { courseId: allocation.AC_CO_id, removeQuestions },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          onRemoved(allocation.AC_CO_id);
          notify('success', c.allocationRemoved(answer.removedQuestions));
        },
        onError: (failure) => {
          // 409: questions of the course are chosen; ask before they go too.
          if (!removeQuestions && isApiError(failure) && failure.status === 409) {
            setConfirming({ allocation, message: errorMessage(failure) });
            return;
          }
          setConfirming(null);
          notify('error', errorMessage(failure));
        },
      },
    );

  return (
    <div>
      <Text fw={600} mb={4} id="allocations-title">
        {c.allocationsTitle}
      </Text>
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        aria-labelledby="allocations-title"
        style={{ listStyle: 'none' }}
      >
        {allocations.map((a) => (
          <Paper component="li" key={a.AC_CO_id} withBorder p="xs">
            <Group justify="space-between" gap="xs">
              <Text>
                {a.CO_Name}: {c.allocationRow(a.AC_CO_NoOfQns, a.AC_CO_TotMarks)}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={c.changeAllocationLabel(a.CO_Name)}
                  onClick={() => setEditing(a)}
                >
                  {c.changeAllocation}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  aria-label={c.removeAllocationLabel(a.CO_Name)}
                  loading={remove.isPending && remove.variables?.courseId === a.AC_CO_id}
                  onClick={() => removeCourse(a, false)}
                >
                  {c.removeAllocation}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>

      <AllocationChangeModal
        assessmentId={assessmentId}
        allocation={editing}
        onClose={() => setEditing(null)}
        onSaved={(change) => onUpdated(change.allocation)}
      />

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        closeButtonProps={{ 'aria-label': t.common.cancel }}
        title={confirming ? c.removeAllocationTitle(confirming.allocation.CO_Name) : ''}
      >
        <Stack gap="md">
          <Text>{confirming?.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              {t.common.cancel}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => confirming && removeCourse(confirming.allocation, true)}
            >
              {c.removeWithQuestions}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  );
}
