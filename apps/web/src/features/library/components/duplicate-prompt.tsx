import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { LibraryDuplicateRefusal } from '@pathshala/contracts';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../../i18n';

/**
 * The server found the uploaded file already in the library: where it is, and the two ways on. Keep
 * adds it here as well (or replaces the file anyway); skip deletes the upload. Focus comes here, so a
 * keyboard or screen-reader user meets the question at once.
 */
export function DuplicatePrompt({
  refusal,
  replacing,
  choosing,
  onKeep,
  onSkip,
}: {
  refusal: LibraryDuplicateRefusal;
  replacing: boolean;
  /** The choice being carried out, if any. */
  choosing: 'keep' | 'skip' | null;
  onKeep: () => void;
  onSkip: () => void;
}) {
  const d = useMessages().library.duplicate;
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const more = refusal.duplicateCount - refusal.duplicates.length;
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="duplicate-prompt">
      <Stack gap="xs" align="flex-start">
        <Text ref={heading} tabIndex={-1} fw={700} fz="sm" c="orange.9">
          {d.title}
        </Text>
        <Text fz="sm">{d.body(refusal.duplicateCount)}</Text>
        <List fz="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
          {refusal.duplicates.map((copy) => (
            <List.Item key={copy.contentId}>{d.at(copy.placePath, copy.name)}</List.Item>
          ))}
          {more > 0 && <List.Item>{d.more(more)}</List.Item>}
        </List>
        <Text fz="sm">{replacing ? d.askReplace : d.ask}</Text>
        <Group gap="xs">
          <Button onClick={onKeep} loading={choosing === 'keep'} disabled={choosing === 'skip'}>
            {replacing ? d.keepReplace : d.keep}
          </Button>
          <Button
            variant="default"
            onClick={onSkip}
            loading={choosing === 'skip'}
            disabled={choosing === 'keep'}
          >
            {d.skip}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
