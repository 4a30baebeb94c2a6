import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { NeedsHelpConcept } from '@pathshala/contracts';
import { useState } from 'react';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useAssignPractice } from '../practice-assignments/api';

/** A day as the date input writes it (YYYY-MM-DD), in the reader's own zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Due at the end of the chosen day, in the reader's zone, sent with its offset (as UTC). */
export function dueAtOf(day: string): string {
  return new Date(`${day}T23:59:00`).toISOString();
}

/**
 * Assigns practice on a concept's subconcepts to the students below the threshold, or to the whole
 * cohort, by a due day (a week from today unless changed). Tells the caller the count assigned.
 */
export function AssignPracticeDialog({
  cohortId,
  cohortSize,
  concept,
  onClose,
  onAssigned,
}: {
  cohortId: number;
  cohortSize: number;
  concept: NeedsHelpConcept;
  onClose: () => void;
  onAssigned: (studentCount: number) => void;
}) {
  const t = useMessages().insightPractice.assign;
  const assign = useAssignPractice(cohortId);
  const [subconceptIds, setSubconceptIds] = useState(concept.subconcepts.map((sc) => String(sc.id)));
  const [who, setWho] = useState<'these' | 'whole'>('these');
  const [day, setDay] = useState(() => localDay(new Date(Date.now() + 7 * 24 * 3600_000)));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (subconceptIds.length === 0) return setProblem(t.noSubconcept);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(dueAtOf(day)) <= new Date())
      return setProblem(t.duePast);
    setProblem(null);
    assign.mutate(
      {
        subconceptIds: subconceptIds.map(Number),
        studentIds: who === 'whole' ? null : concept.students.map((s) => s.id),
        dueAt: dueAtOf(day),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: (data) => onAssigned(data.studentCount),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t.title(concept.name)}
      size="lg"
      closeButtonProps={{ 'aria-label': t.cancel }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Checkbox.Group label={t.subconcepts} value={subconceptIds} onChange={setSubconceptIds}>
            <Stack gap={6} mt={6}>
              {concept.subconcepts.map((sc) => (
                <Checkbox key={sc.id} value={String(sc.id)} label={sc.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Radio.Group label={t.who} value={who} onChange={(value) => setWho(value as 'these' | 'whole')}>
            <Stack gap={6} mt={6}>
              <Radio value="these" label={t.these(concept.students.length)} />
              <Radio value="whole" label={t.whole(cohortSize)} />
            </Stack>
          </Radio.Group>
          <TextInput
            type="date"
            label={t.due}
            description={t.dueHelp}
            value={day}
            min={localDay(new Date())}
            onChange={(event) => setDay(event.currentTarget.value)}
            required
          />
          <Textarea
            label={t.note}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
