import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REJECTION_REASON_MIN_LENGTH } from '@pathshala/contracts';
import { useState } from 'react';
import { useMessages } from '../../../i18n';

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  body?: string;
  label: string;
  confirm: string;
  /** Shown when the text is too short; without it the confirm button stays disabled instead. */
  tooShortMessage?: string;
  /** Notes may be empty (approve) or need 10 characters (reject). */
  required: boolean;
  pending: boolean;
  confirmColor?: string;
  onConfirm: (text: string) => void;
  onClose: () => void;
}

/** A confirmation dialog with a text: rejection reasons (10 characters or more) and approval notes. */
export function ReasonDialog(props: ReasonDialogProps) {
  const t = useMessages();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooShort = props.required && text.trim().length < REJECTION_REASON_MIN_LENGTH;
  const close = () => {
    setText('');
    setError(null);
    props.onClose();
  };
  const confirm = () => {
    if (tooShort) {
      setError(props.tooShortMessage ?? null);
      return;
    }
    props.onConfirm(text.trim());
    setText('');
    setError(null);
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t.admin.cancel }}
    >
      <Stack gap="md">
        {props.body && <Text>{props.body}</Text>}
        <Textarea
          label={props.label}
          required={props.required}
          autosize
          minRows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={props.pending}>
            {t.admin.cancel}
          </Button>
          <Button
            color={props.confirmColor}
            onClick={confirm}
            disabled={props.pending || (tooShort && props.tooShortMessage === undefined)}
          >
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
