import { Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import type { TrainingCenterItem, TrainingPartnerItem } from '@pathshala/contracts';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n';
import { CentersList } from './centers-list';

/** One partner: its status and counts, Rename and Deactivate / Reactivate, and its centers on demand. */
export function PartnerCard({
  partner,
  onRename,
  onToggleStatus,
  onAddCenter,
  onEditCenter,
  onToggleCenterStatus,
}: {
  partner: TrainingPartnerItem;
  onRename: () => void;
  onToggleStatus: () => void;
  onAddCenter: () => void;
  onEditCenter: (center: TrainingCenterItem) => void;
  onToggleCenterStatus: (center: TrainingCenterItem) => void;
}) {
  const t = useMessages().organisation;
  const [open, setOpen] = useState(false);
  const centersId = `partner-${partner.id}-centers`;
  return (
    <Card withBorder data-testid="training-partner">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {partner.name}
            </Title>
            <Text fz="sm" c="dimmed">
              {t.partners.counts(partner.centers, partner.activeCenters, partner.teachers)}
            </Text>
          </Stack>
          <StatusBadge status={partner.status} text={t.statuses[partner.status]} />
        </Group>
        {partner.status !== 'A' && <Text fz="sm">{t.partners.inactiveNote}</Text>}
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={centersId}
          >
            {open ? t.partners.hideCenters : t.partners.showCenters(partner.centers)}
          </Button>
          <Button
            variant="default"
            size="sm"
            onClick={onRename}
            aria-label={t.partners.renameLabel(partner.name)}
          >
            {t.partners.rename}
          </Button>
          <Button
            variant="default"
            size="sm"
            onClick={onToggleStatus}
            aria-label={
              partner.status === 'A'
                ? t.status.deactivateLabel(partner.name)
                : t.status.reactivateLabel(partner.name)
            }
          >
            {partner.status === 'A' ? t.status.deactivate : t.status.reactivate}
          </Button>
        </Group>
        <Collapse expanded={open} id={centersId}>
          {open && (
            <CentersList
              partner={partner}
              onAdd={onAddCenter}
              onEdit={onEditCenter}
              onToggleStatus={onToggleCenterStatus}
            />
          )}
        </Collapse>
      </Stack>
    </Card>
  );
}
