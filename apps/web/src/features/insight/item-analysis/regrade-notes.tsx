import { Alert, List } from '@mantine/core';
import type { RegradeNote } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import { formatDate, formatScore } from '../../../lib/format';

/** On a student's result: each question the teacher regraded, and how the student's score moved. */
export function RegradeNotes({ notes }: { notes: readonly RegradeNote[] }) {
  const t = useMessages().insightItems.note;
  if (notes.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={t.title}>
      <List spacing="xs">
        {notes.map((note) => (
          <List.Item key={note.AS_SeqNum}>
            {t[note.kind](note.AS_SeqNum, formatDate(note.regradedAt))}{' '}
            {note.scoreBefore === note.scoreAfter
              ? t.unchanged
              : t.changed(String(formatScore(note.scoreBefore)), String(formatScore(note.scoreAfter)))}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
