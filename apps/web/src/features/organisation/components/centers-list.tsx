import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TrainingCenterItem, TrainingPartnerItem } from '@pathshala/contracts';
import { useState } from 'react';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { PageNav, pageCountOf } from '../../../components/layout/page-nav';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n';
import { useCenters } from '../api';

const CENTERS_PER_PAGE = 10;

/** One partner's centers, a page at a time, each with Edit and Deactivate / Reactivate. */
export function CentersList({
  partner,
  onAdd,
  onEdit,
  onToggleStatus,
}: {
  partner: TrainingPartnerItem;
  onAdd: () => void;
  onEdit: (center: TrainingCenterItem) => void;
  onToggleStatus: (center: TrainingCenterItem) => void;
}) {
  const t = useMessages().organisation;
  const [page, setPage] = useState(1);
  const centers = useCenters({ partnerId: partner.id, page, pageSize: CENTERS_PER_PAGE });
  return (
    <Stack gap="sm">
      {partner.status === 'A' && (
        <Button variant="light" onClick={onAdd} w="fit-content" aria-label={t.centers.addTo(partner.name)}>
          {t.centers.add}
        </Button>
      )}
      {centers.data ? null : <LoadingOrRetry query={centers} loadFailed={t.centers.loadFailed} />}
      {centers.data?.items.length === 0 && <Text c="dimmed">{t.centers.empty}</Text>}
      {centers.data?.items.map((center) => (
        <CenterRow
          key={center.id}
          center={center}
          onEdit={() => onEdit(center)}
          onToggleStatus={() => onToggleStatus(center)}
        />
      ))}
      {centers.data && (
        <PageNav
          label={t.paging.centers(partner.name)}
          page={page}
          pageCount={pageCountOf(centers.data.total, CENTERS_PER_PAGE)}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}

function CenterRow({
  center,
  onEdit,
  onToggleStatus,
}: {
  center: TrainingCenterItem;
  onEdit: () => void;
  onToggleStatus: () => void;
}) {
  const t = useMessages().organisation;
  const contact = [center.spocName, center.spocPhone, center.spocEmail].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm" data-testid="training-center">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {center.name}
          </Title>
          <StatusBadge status={center.status} text={t.statuses[center.status]} />
        </Group>
        {center.address && (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {center.address}
          </Text>
        )}
        {contact && (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t.centers.contact}: {contact}
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          {[
            t.centers.counts(center.teachers, center.cohorts),
            center.currentYear === null ? null : t.centers.year(center.currentYear),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="default" onClick={onEdit} aria-label={t.centers.editLabel(center.name)}>
            {t.centers.edit}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onToggleStatus}
            aria-label={
              center.status === 'A'
                ? t.status.deactivateLabel(center.name)
                : t.status.reactivateLabel(center.name)
            }
          >
            {center.status === 'A' ? t.status.deactivate : t.status.reactivate}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
