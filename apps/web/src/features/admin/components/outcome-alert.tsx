import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';

export type Outcome = { kind: 'success' | 'warning' | 'error'; title?: string; body: ReactNode } | null;

/** The server's message when it sent one, else the screen's fallback (spec section 8). */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ?? (error.kind === 'http' ? fallback : error.message);
  return fallback;
}

const COLORS = { success: 'green', warning: 'orange', error: 'red' } as const;

/** The result of a form or action, announced to screen readers. */
export function OutcomeAlert({ outcome, onClose }: { outcome: Outcome; onClose?: () => void }) {
  const t = useMessages();
  if (!outcome) return null;
  return (
    <Alert
      color={COLORS[outcome.kind]}
      variant="light"
      title={outcome.title}
      role={outcome.kind === 'error' ? 'alert' : 'status'}
      withCloseButton={onClose !== undefined}
      closeButtonLabel={t.admin.close}
      onClose={onClose}
      data-testid={`outcome-${outcome.kind}`}
      // Mantine's light title colour is too pale on the tinted background: shade 9 passes AA.
      styles={{ title: { color: `var(--mantine-color-${COLORS[outcome.kind]}-9)` } }}
    >
      {outcome.body}
    </Alert>
  );
}
