import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { PersonDetails } from '@pathshala/contracts';
import { useState } from 'react';
import { OutcomeAlert, useOutcome } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useDeactivatePerson, useReactivatePerson, useResetPersonPassword } from './api';

type Confirming = 'deactivate' | 'reactivate' | 'reset' | null;

/** Sign-in facts and the account's actions: deactivate or reactivate, reset the password; each confirmed first. */
export function PersonAccount({ person }: { person: PersonDetails }) {
  const t = useMessages();
  const p = t.people.person;
  const deactivate = useDeactivatePerson();
  const reactivate = useReactivatePerson();
  const resetPassword = useResetPersonPassword();
  const { outcome, clearOutcome, report } = useOutcome();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const active = person.status === 'A';

  const dialogs = {
    deactivate: {
      title: p.deactivateTitle,
      body: p.deactivateBody(person.name),
      confirm: p.confirmDeactivate,
      color: 'red.9',
      pending: deactivate.isPending,
      run: () =>
        report(async () => {
          await deactivate.mutateAsync(person.id);
          return p.deactivated;
        }, p.deactivateFailed),
    },
    reactivate: {
      title: p.reactivateTitle,
      body: p.reactivateBody(person.name),
      confirm: p.confirmReactivate,
      color: undefined,
      pending: reactivate.isPending,
      run: () =>
        report(async () => {
          await reactivate.mutateAsync(person.id);
          return p.reactivated;
        }, p.reactivateFailed),
    },
    reset: {
      title: p.resetTitle,
      body: p.resetBody(person.name),
      confirm: p.confirmReset,
      color: 'red.9',
      pending: resetPassword.isPending,
      run: () =>
        report(async () => {
          setTemporaryPassword(await resetPassword.mutateAsync(person.id));
          // The temporary-password dialog is the announcement.
          return null;
        }, p.resetFailed),
    },
  } as const;
  const dialog = confirming ? dialogs[confirming] : null;

  return (
    <Stack gap="sm">
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      <Text fz="sm">
        {person.lastSignInAt ? p.lastSignIn(formatDateTime(person.lastSignInAt)) : p.neverSignedIn}
      </Text>
      <Text fz="sm" c="dimmed">
        {p.created(formatDateTime(person.createdAt))}
      </Text>
      {person.mustChangePassword && <Text fz="sm">{p.mustChange}</Text>}
      <Group gap="sm">
        {active ? (
          <Button color="red.9" variant="outline" onClick={() => setConfirming('deactivate')}>
            {p.deactivate}
          </Button>
        ) : (
          <Button onClick={() => setConfirming('reactivate')}>{p.reactivate}</Button>
        )}
        <Button variant="default" onClick={() => setConfirming('reset')}>
          {p.resetPassword}
        </Button>
      </Group>

      <Modal
        opened={dialog !== null}
        onClose={() => setConfirming(null)}
        title={dialog?.title}
        centered
        closeButtonProps={{ 'aria-label': p.cancel }}
      >
        <Stack gap="md">
          <Text>{dialog?.body}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              {p.cancel}
            </Button>
            <Button
              color={dialog?.color}
              loading={dialog?.pending}
              onClick={async () => {
                await dialog?.run();
                setConfirming(null);
              }}
            >
              {dialog?.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={temporaryPassword !== null}
        onClose={() => setTemporaryPassword(null)}
        title={p.temporaryTitle}
        centered
        closeButtonProps={{ 'aria-label': p.close }}
      >
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>{p.temporaryBody(person.name)}</Text>
          <Code fz="lg" p="sm" data-testid="temporary-password" style={{ overflowWrap: 'anywhere' }}>
            {temporaryPassword}
          </Code>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={temporaryPassword ?? ''}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} aria-live="polite">
                  {copied ? p.copied : p.copy}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setTemporaryPassword(null)} data-autofocus>
              {p.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
