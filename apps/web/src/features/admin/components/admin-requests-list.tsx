import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminRequestItem } from '@pathshala/contracts';
import { useState } from 'react';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useAdminRequests, useApproveAdminRequest, useRejectAdminRequest } from '../api/request-queues';
import { formatEightDigitDate } from '../format';
import { ReasonDialog } from './reason-dialog';

/** Manage Admins: every admin request, with details, and Approve / Reject while it is pending. */
export function AdminRequestsList() {
  const t = useMessages();
  const a = t.admin.manageAdmins;
  const requests = useAdminRequests();
  const approve = useApproveAdminRequest();
  const reject = useRejectAdminRequest();
  const { outcome, clearOutcome, report } = useOutcome();
  const [approving, setApproving] = useState<AdminRequestItem | null>(null);
  const [rejecting, setRejecting] = useState<AdminRequestItem | null>(null);

  const confirmApprove = async () => {
    if (!approving) return;
    const request = approving;
    await report(async () => {
      await approve.mutateAsync(request.id);
      return a.approved(request.name);
    }, a.approveFailed);
    setApproving(null);
  };

  const confirmReject = async (reason: string) => {
    if (!rejecting) return;
    const request = rejecting;
    await report(async () => {
      await reject.mutateAsync({ id: request.id, reason });
      return a.rejected(request.name);
    }, a.rejectFailed);
    setRejecting(null);
  };

  if (requests.isPending || requests.isError) {
    return <LoadingOrRetry query={requests} loadFailed={a.loadFailed} />;
  }

  return (
    <Stack gap="md">
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      {requests.data.length === 0 && <Text c="dimmed">{a.empty}</Text>}
      {requests.data.map((request) => (
        <AdminRequestCard
          key={request.id}
          request={request}
          onApprove={() => setApproving(request)}
          onReject={() => setRejecting(request)}
        />
      ))}
      <Modal
        opened={approving !== null}
        onClose={() => setApproving(null)}
        title={a.confirmApproveTitle}
        centered
        closeButtonProps={{ 'aria-label': t.admin.cancel }}
      >
        <Text mb="lg">{approving ? a.confirmApproveBody(approving.name) : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setApproving(null)} disabled={approve.isPending}>
            {t.admin.cancel}
          </Button>
          <Button onClick={confirmApprove} disabled={approve.isPending} data-autofocus>
            {a.confirmApprove}
          </Button>
        </Group>
      </Modal>
      <ReasonDialog
        opened={rejecting !== null}
        title={a.rejectTitle}
        body={rejecting?.name}
        label={a.reason}
        confirm={a.confirmReject}
        confirmColor="red.9"
        tooShortMessage={a.reasonMin}
        required
        pending={reject.isPending}
        onConfirm={confirmReject}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}

function AdminRequestCard({
  request,
  onApprove,
  onReject,
}: {
  request: AdminRequestItem;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useMessages();
  const a = t.admin.manageAdmins;
  const [open, setOpen] = useState(false);
  const detailsId = `admin-request-${request.id}-details`;
  return (
    <Card data-testid="admin-request">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {request.name}
            </Title>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {request.email}
            </Text>
            <Text fz="sm" c="dimmed">
              {a.requested(formatEightDigitDate(request.insertDate))}
            </Text>
          </Stack>
          <StatusBadge status={request.status} text={request.statusText} />
        </Group>
        {request.status !== 'P' && request.approvedBy && (
          <Text fz="sm">
            {a.processedBy(request.status)} {request.approvedBy}
            {request.approvalDate ? ` · ${formatDateTime(request.approvalDate)}` : ''}
          </Text>
        )}
        {request.status === 'R' && request.rejectionReason && (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} inherit>
              {a.rejectionReason}:
            </Text>{' '}
            {request.rejectionReason}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? a.hideDetails : a.showDetails}
          </Button>
          {request.status === 'P' && (
            <>
              <Button size="sm" onClick={onApprove} aria-label={a.approveLabel(request.name)}>
                {a.approve}
              </Button>
              <Button
                size="sm"
                color="red.9"
                variant="outline"
                onClick={onReject}
                aria-label={a.rejectLabel(request.name)}
              >
                {a.reject}
              </Button>
            </>
          )}
        </Group>
        {open && (
          <SimpleGrid
            id={detailsId}
            cols={{ base: 1, sm: 2 }}
            spacing="xs"
            component="dl"
            aria-label={a.detailsLabel(request.name)}
            style={{ margin: 0 }}
          >
            <Detail term={a.username} value={request.username} />
            <Detail term={a.email} value={request.email} />
            <Detail term={a.address} value={request.address ?? t.admin.notAvailable} />
            <Detail term={a.requestedBy} value={request.requestedBy ?? t.admin.notAvailable} />
            <Detail term={a.justification} value={request.justification} />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="sm" fw={600}>
        {term}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </div>
  );
}
