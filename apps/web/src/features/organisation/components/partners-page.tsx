import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrganisationStatus } from '@pathshala/contracts';
import { useState } from 'react';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { PageNav, pageCountOf } from '../../../components/layout/page-nav';
import { useMessages } from '../../../i18n';
import { usePartners, useSetCenterStatus, useSetPartnerStatus } from '../api';
import { CenterDialog, type CenterDialogState } from './center-dialog';
import { PartnerCard } from './partner-card';
import { PartnerDialog, type PartnerDialogState } from './partner-dialog';
import { StatusDialog, type StatusTarget } from './status-dialog';

const PARTNERS_PER_PAGE = 10;
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/partners: partners (searched, filtered, paged) with their centers, and every change to them. */
export function PartnersPage() {
  const t = useMessages().organisation;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrganisationStatus | ''>('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = {
    search: debouncedSearch || undefined,
    status: status || undefined,
    page,
    pageSize: PARTNERS_PER_PAGE,
  };
  const partners = usePartners(filters);
  const setPartnerStatus = useSetPartnerStatus();
  const setCenterStatus = useSetCenterStatus();
  const { outcome, clearOutcome, report } = useOutcome();
  const [partnerDialog, setPartnerDialog] = useState<PartnerDialogState>(null);
  const [centerDialog, setCenterDialog] = useState<CenterDialogState>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);

  const done = (close: () => void) => (message: string) => {
    close();
    void report(async () => message, t.status.failed);
  };

  const confirmStatus = async (target: StatusTarget) => {
    const next = target.item.status === 'A' ? 'I' : 'A';
    await report(async () => {
      const saved =
        target.kind === 'partner'
          ? await setPartnerStatus.mutateAsync({ id: target.item.id, status: next })
          : await setCenterStatus.mutateAsync({ id: target.item.id, status: next });
      return next === 'A' ? t.status.reactivated(saved.name) : t.status.deactivated(saved.name);
    }, t.status.failed);
    setStatusTarget(null);
  };

  const filtered = filters.search !== undefined || filters.status !== undefined;
  return (
    <Stack gap="md">
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t.filters.search}
          placeholder={t.filters.searchPlaceholder}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label={t.filters.status}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as OrganisationStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t.filters.all },
            { value: 'A', label: t.filters.active },
            { value: 'I', label: t.filters.inactive },
          ]}
          style={{ flex: '0 1 12rem' }}
        />
        <Button onClick={() => setPartnerDialog({ mode: 'create' })} w={{ base: '100%', xs: 'auto' }}>
          {t.partners.add}
        </Button>
      </Group>
      {partners.data ? null : <LoadingOrRetry query={partners} loadFailed={t.partners.loadFailed} />}
      {partners.data?.items.length === 0 && (
        <Text c="dimmed">{filtered ? t.partners.noMatch : t.partners.empty}</Text>
      )}
      {partners.data?.items.map((partner) => (
        <PartnerCard
          key={partner.id}
          partner={partner}
          onRename={() => setPartnerDialog({ mode: 'rename', partner })}
          onToggleStatus={() => setStatusTarget({ kind: 'partner', item: partner })}
          onAddCenter={() => setCenterDialog({ mode: 'create', partner })}
          onEditCenter={(center) => setCenterDialog({ mode: 'edit', center })}
          onToggleCenterStatus={(center) => setStatusTarget({ kind: 'center', item: center })}
        />
      ))}
      {partners.data && (
        <PageNav
          label={t.paging.partners}
          page={page}
          pageCount={pageCountOf(partners.data.total, PARTNERS_PER_PAGE)}
          onChange={setPage}
        />
      )}
      <PartnerDialog
        state={partnerDialog}
        onDone={done(() => setPartnerDialog(null))}
        onClose={() => setPartnerDialog(null)}
      />
      <CenterDialog
        state={centerDialog}
        onDone={done(() => setCenterDialog(null))}
        onClose={() => setCenterDialog(null)}
      />
      <StatusDialog
        target={statusTarget}
        pending={setPartnerStatus.isPending || setCenterStatus.isPending}
        onConfirm={confirmStatus}
        onClose={() => setStatusTarget(null)}
      />
    </Stack>
  );
}
