import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BankQuestion } from '@pathshala/contracts';
import { MathText } from '../../../components/math-text';
import { useMessages } from '../../../i18n';

/** Asks before deleting a question for good; the list shows the outcome (or the server's refusal). */
export function DeleteQuestionDialog({
  question,
  pending,
  onCancel,
  onConfirm,
}: {
  question: BankQuestion | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const r = useMessages().questionBank.row;
  return (
    <Modal
      opened={question !== null}
      onClose={onCancel}
      title={r.deleteTitle}
      centered
      closeButtonProps={{ 'aria-label': r.cancel }}
    >
      {question && (
        <Stack gap="md">
          <Text>{r.deleteBody(question.id)}</Text>
          <Text component="div" lineClamp={3} c="dimmed" fz="sm">
            <MathText text={question.text} scrollFocusable={false} />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={pending} h={44} data-autofocus>
              {r.cancel}
            </Button>
            <Button color="red.9" onClick={onConfirm} loading={pending} h={44}>
              {r.delete}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
