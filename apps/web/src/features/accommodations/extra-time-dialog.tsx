import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  ACCOMMODATION_EXAMPLE_MINUTES,
  ACCOMMODATION_MAX,
  ACCOMMODATION_NOTE_MAX_LENGTH,
  type AccommodationKind,
  type AccommodationStudent,
  accommodationSeconds,
} from '@pathshala/contracts';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { useSetExtraTime } from './api';
import { studentName, useEditableRow } from './format';

interface Draft {
  kind: AccommodationKind;
  amount: number | '';
  note: string;
}

type Errors = Partial<Record<'amount' | 'note', string>>;

/** The checks the server makes, in the page's words, so most mistakes are named before sending. */
function check(draft: Draft, e: ReturnType<typeof useMessages>['accommodations']['errors']): Errors {
  const errors: Errors = {};
  const { amount } = draft;
  if (amount === '' || !Number.isInteger(amount) || amount <= 0) errors.amount = e.amountRequired;
  else if (amount > ACCOMMODATION_MAX[draft.kind]) {
    errors.amount = draft.kind === 'PERCENT' ? e.percentTooHigh : e.minutesTooHigh;
  }
  const note = draft.note.trim();
  if (note === '') errors.note = e.noteRequired;
  else if (note.length > ACCOMMODATION_NOTE_MAX_LENGTH) errors.note = e.noteTooLong;
  return errors;
}

interface DialogProps {
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * Sets or changes the caller's row of one student's extra time (a teacher's own, an admin's school-wide): a percentage or minutes, and a note; shows what it gives
 * on a 60-minute test as it is typed. The dialog stays open with the server's words when it refuses.
 * It stays mounted, so closing it gives the focus back to the button that opened it.
 */
export function ExtraTimeDialog({
  student,
  ...props
}: DialogProps & { student: AccommodationStudent | null }) {
  const d = useMessages().accommodations.dialog;
  return (
    <Modal
      opened={student !== null}
      onClose={props.onClose}
      title={student ? d.setTitle(studentName(student)) : ''}
      centered
      closeButtonProps={{ 'aria-label': d.close }}
    >
      {student && <ExtraTimeForm key={student.id} student={student} {...props} />}
    </Modal>
  );
}

function ExtraTimeForm({ student, onClose, onSaved }: DialogProps & { student: AccommodationStudent }) {
  const t = useMessages().accommodations;
  const d = t.dialog;
  const current = useEditableRow(student);
  const [draft, setDraft] = useState<Draft>({
    kind: current?.kind ?? 'PERCENT',
    amount: current?.amount ?? '',
    note: current?.note ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetExtraTime();

  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft, t.errors);
    setErrors(found);
    if (Object.keys(found).length > 0 || draft.amount === '') return;
    setFailure(null);
    try {
      const message = await save.mutateAsync({
        studentId: student.id,
        body: { kind: draft.kind, amount: draft.amount, note: draft.note.trim() },
      });
      onSaved(message);
    } catch (error) {
      setFailure(failureMessage(error, d.saveFailed));
    }
  };

  const amountValid = draft.amount !== '' && check(draft, t.errors).amount === undefined;
  const example = amountValid
    ? t.amount.example(
        accommodationSeconds(
          { kind: draft.kind, amount: Number(draft.amount) },
          ACCOMMODATION_EXAMPLE_MINUTES * 60,
        ),
      )
    : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={d.kindLabel}
          value={draft.kind}
          onChange={(value) => change({ kind: value as AccommodationKind })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="PERCENT" label={d.PERCENT} />
            <Radio value="MINUTES" label={d.MINUTES} />
          </Stack>
        </Radio.Group>
        <NumberInput
          label={d.amountLabel[draft.kind]}
          description={d.amountHint[draft.kind]}
          value={draft.amount}
          onChange={(value) =>
            change({ amount: typeof value === 'number' ? value : value === '' ? '' : Number(value) })
          }
          min={1}
          max={ACCOMMODATION_MAX[draft.kind]}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          suffix={draft.kind === 'PERCENT' ? '%' : undefined}
          required
          withAsterisk={false}
          error={errors.amount}
          data-autofocus
        />
        <Text fz="sm" c="dimmed" aria-live="polite" data-testid="extra-time-preview">
          {example ? d.preview(example) : '\u00a0'}
        </Text>
        <Textarea
          label={d.noteLabel}
          description={d.noteHint}
          value={draft.note}
          onChange={(event) => change({ note: event.currentTarget.value })}
          autosize
          minRows={3}
          maxLength={ACCOMMODATION_NOTE_MAX_LENGTH}
          required
          withAsterisk={false}
          error={errors.note}
          rightSectionWidth={0}
        />
        <Text fz="xs" c="dimmed" ta="right" mt={-8}>
          {d.noteCount(draft.note.length)}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {d.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? d.saving : d.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
