import { Alert } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useMessages } from '../../i18n';
import { isApiError } from '../../lib/api-client';

export type Outcome = { kind: 'success' | 'warning' | 'error'; title?: string; body: ReactNode } | null;

/** The server's message when it sent one, else the screen's fallback (spec section 8). */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error))
    return error.translatedServerMessage ?? (error.kind === 'http' ? fallback : error.message);
  return fallback;
}

/** What a finished action announces: its success text, a whole outcome (e.g. a warning), or nothing (null). */
export type ActionReport = string | Outcome;

/**
 * The outcome of a screen's actions. `report` clears the last one, runs the action, then shows what it
 * returned, or the server's message (else `failureFallback`) when it threw. It never throws itself, so
 * callers can tidy up (close a dialog) right after awaiting it.
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const clearOutcome = () => setOutcome(null);
  const report = async (action: () => Promise<ActionReport>, failureFallback: string) => {
    setOutcome(null);
    try {
      const result = await action();
      if (typeof result === 'string') setOutcome({ kind: 'success', body: result });
      // null leaves the alert alone: the action showed its result elsewhere (a dialog, a result panel).
      else if (result !== null) setOutcome(result);
    } catch (error) {
      setOutcome({ kind: 'error', body: failureMessage(error, failureFallback) });
    }
  };
  return { outcome, setOutcome, clearOutcome, report };
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
