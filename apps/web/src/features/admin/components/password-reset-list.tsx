import { Button, Card, Code, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { PasswordResetRequestItem, PasswordResetStatus } from '@pathshala/contracts';
import { useId, useState } from 'react';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import {
  useApprovePasswordReset,
  usePasswordResetRequests,
  useRejectPasswordReset,
} from '../api/request-queues';
import { ReasonDialog } from './reason-dialog';

type Filter = PasswordResetStatus | 'all';

/**
 * Password Reset Requests: filter by status; approve (notes; a student's or teacher's temporary password
 * is shown once, an admin is only mailed a reset link) or reject.
 */
export function PasswordResetList() {
  const t = useMessages();
  const p = t.admin.passwordResets;
  const filterLabelId = useId();
  const [filter, setFilter] = useState<Filter>('pending');
  const requests = usePasswordResetRequests(filter === 'all' ? undefined : filter);
  const approve = useApprovePasswordReset();
  const reject = useRejectPasswordReset();
  const { outcome, clearOutcome, report } = useOutcome();
  const [approving, setApproving] = useState<PasswordResetRequestItem | null>(null);
  const [rejecting, setRejecting] = useState<PasswordResetRequestItem | null>(null);
  const [temporary, setTemporary] = useState<{ email: string; password: string } | null>(null);

  const confirmApprove = async (notes: string) => {
    if (!approving) return;
    const request = approving;
    await report(async () => {
      const approval = await approve.mutateAsync({ id: request.id, notes });
      if (approval.temporaryPassword === undefined) return p.linkMailed(request.email);
      setTemporary({ email: request.email, password: approval.temporaryPassword });
      // The temporary-password dialog is the announcement.
      return null;
    }, p.approveFailed);
    setApproving(null);
  };

  const confirmReject = async (reason: string) => {
    if (!rejecting) return;
    const request = rejecting;
    await report(async () => {
      await reject.mutateAsync({ id: request.id, reason });
      return p.rejected(request.email);
    }, p.rejectFailed);
    setRejecting(null);
  };

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={600} id={filterLabelId}>
          {p.filterLabel}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={(['pending', 'approved', 'rejected', 'all'] as const).map((value) => ({
            value,
            label: p.filters[value],
          }))}
          fullWidth
          maw={520}
        />
      </Stack>
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      <LoadingOrRetry query={requests} loadFailed={p.loadFailed} />
      {requests.data?.length === 0 && <Text c="dimmed">{p.empty}</Text>}
      {requests.data?.map((request) => (
        <Card key={request.id} data-testid="reset-request">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {request.email}
                </Title>
                <Text fz="sm">{p.userTypes[request.userType]}</Text>
                <Text fz="sm" c="dimmed">
                  {p.requested(formatDateTime(request.requestDate))}
                </Text>
              </Stack>
              <StatusBadge status={request.status} text={request.statusText} />
            </Group>
            {request.processedDate && (
              <Text fz="sm">
                {p.processed(
                  request.processedBy ?? t.admin.notAvailable,
                  formatDateTime(request.processedDate),
                )}
              </Text>
            )}
            {request.adminNotes && (
              <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                <Text span fw={600} inherit>
                  {p.notes}:
                </Text>{' '}
                {request.adminNotes}
              </Text>
            )}
            {request.status === 'pending' && (
              <Group gap="sm">
                <Button
                  size="sm"
                  onClick={() => setApproving(request)}
                  aria-label={p.approveLabel(request.email)}
                >
                  {p.approve}
                </Button>
                <Button
                  size="sm"
                  color="red.9"
                  variant="outline"
                  onClick={() => setRejecting(request)}
                  aria-label={p.rejectLabel(request.email)}
                >
                  {p.reject}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
      <ReasonDialog
        opened={approving !== null}
        title={p.approveTitle}
        body={approving?.userType === 'admin' ? p.approveAdminBody : p.approveBody}
        label={p.notesLabel}
        confirm={p.confirmApprove}
        required={false}
        pending={approve.isPending}
        onConfirm={confirmApprove}
        onClose={() => setApproving(null)}
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={p.rejectTitle}
        body={rejecting?.email}
        label={p.reasonLabel}
        confirm={p.confirmReject}
        confirmColor="red.9"
        required
        pending={reject.isPending}
        onConfirm={confirmReject}
        onClose={() => setRejecting(null)}
      />
      <Modal
        opened={temporary !== null}
        onClose={() => setTemporary(null)}
        title={p.temporaryTitle}
        centered
        closeButtonProps={{ 'aria-label': t.admin.close }}
      >
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {temporary ? p.temporaryBody(temporary.email) : ''}
          </Text>
          <Code fz="lg" p="sm" data-testid="temporary-password">
            {temporary?.password}
          </Code>
          <Group justify="flex-end">
            <Button onClick={() => setTemporary(null)} data-autofocus>
              {t.admin.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
