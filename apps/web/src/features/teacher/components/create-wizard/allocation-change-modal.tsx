import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { AssessmentTotals } from '@pathshala/contracts';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../../components/feedback/notify';
import { useMessages } from '../../../../i18n';
import { errorMessage } from '../../../../lib/api-client';
import { useUpdateAllocation } from '../../api/authoring';
import type { CourseAllocation } from './types';

/** What a saved change answers: the course's allocation and the assessment's totals. */
export interface AllocationChange {
  allocation: CourseAllocation;
  totals: AssessmentTotals;
}

/**
 * Changes one course's questions and marks. In step 2 the course moves within the assessment's
 * totals; given `totals` (step 3) the totals follow it, and the form says what they become. The
 * server checks everything again (who may, what is chosen, what the course's questions can carry).
 */
export function AllocationChangeModal({
  assessmentId,
  allocation,
  totals,
  chosenCount = 0,
  onClose,
  onSaved,
}: {
  assessmentId: number;
  /** The course being changed; null when the dialog is closed. */
  allocation: CourseAllocation | null;
  /** The assessment's totals now, when they are to follow the course. */
  totals?: { questions: number; marks: number };
  /** Questions of the course already chosen: the fewest it may have. */
  chosenCount?: number;
  onClose: () => void;
  onSaved: (change: AllocationChange) => void;
}) {
  const t = useMessages().teacher;
  return (
    <Modal
      opened={allocation !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t.common.cancel }}
      title={allocation ? t.create.changeAllocationTitle(allocation.CO_Name) : ''}
    >
      {allocation && (
        <ChangeForm
          key={allocation.AC_CO_id}
          assessmentId={assessmentId}
          allocation={allocation}
          totals={totals}
          chosenCount={chosenCount}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function ChangeForm({
  assessmentId,
  allocation,
  totals,
  chosenCount,
  onClose,
  onSaved,
}: {
  assessmentId: number;
  allocation: CourseAllocation;
  totals?: { questions: number; marks: number };
  chosenCount: number;
  onClose: () => void;
  onSaved: (change: AllocationChange) => void;
}) {
  const t = useMessages().teacher;
  const c = t.create;
  const update = useUpdateAllocation(assessmentId);
  const [questionCount, setQuestionCount] = useState<number | ''>(allocation.AC_CO_NoOfQns);
  const [marks, setMarks] = useState<number | ''>(allocation.AC_CO_TotMarks);
  const [error, setError] = useState<string | null>(null);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (questionCount === '' || questionCount < 1) return setError(c.questionCountMin);
    if (marks === '' || marks < 1) return setError(c.marksMin);
    if (questionCount < chosenCount)
      return setError(c.allocationBelowChosen(allocation.CO_Name, chosenCount));
    update.mutate(
      {
        courseId: allocation.AC_CO_id,
        body: {
          AC_CO_NoOfQns: questionCount,
          AC_CO_TotMarks: marks,
          ...(totals ? { totalsFollow: true } : {}),
        },
      },
      {
        onSuccess: (change) => {
          onSaved(change);
          onClose();
          notify('success', c.allocationUpdated);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={onSave} noValidate>
      <Stack gap="sm">
        {totals && <Text fz="sm">{c.totalsFollowIntro}</Text>}
        <NumberInput
          label={c.questionCountLabel}
          required
          min={1}
          allowDecimal={false}
          value={questionCount}
          onChange={(value) => setQuestionCount(typeof value === 'number' ? value : '')}
          data-autofocus
        />
        <NumberInput
          label={c.courseMarksLabel}
          required
          min={1}
          allowDecimal={false}
          value={marks}
          onChange={(value) => setMarks(typeof value === 'number' ? value : '')}
        />
        {totals && questionCount !== '' && marks !== '' && (
          <Text fz="sm" fw={600} aria-live="polite">
            {c.totalsAfter(
              totals.questions + questionCount - allocation.AC_CO_NoOfQns,
              totals.marks + marks - allocation.AC_CO_TotMarks,
            )}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {c.saveAllocation}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
