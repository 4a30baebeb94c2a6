import { Alert } from '@mantine/core';

/** A failed call's message, announced to screen readers. */
export function RecoveryErrorAlert({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-testid="recovery-error">
      {message}
    </Alert>
  );
}
