import { Box, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { BackupArchive, BackupSchedule } from '@pathshala/contracts';
import { useState } from 'react';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useBackups, useDownloadArchive } from '../api';

const PAGE_SIZE = 10;

/** The nightly schedule in words, when the last backup was made, and the archives to download. */
export function NightlyArchives() {
  const b = useMessages().backup;
  const backups = useBackups();
  return (
    <Card withBorder component="section" aria-labelledby="backup-nightly">
      <Stack gap="sm">
        <Title order={2} size="h3" id="backup-nightly">
          {b.nightly.heading}
        </Title>
        <LoadingOrRetry query={backups} loadFailed={b.nightly.loadFailed} />
        {backups.data && (
          <>
            <Schedule schedule={backups.data.schedule} />
            <Text fw={600} data-testid="last-backup">
              {backups.data.lastBackupAt
                ? b.nightly.lastBackup(formatDateTime(backups.data.lastBackupAt))
                : b.nightly.noBackupYet}
            </Text>
            <ArchiveList archives={backups.data.archives} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function Schedule({ schedule }: { schedule: BackupSchedule }) {
  const b = useMessages().backup;
  return (
    <>
      <Text data-testid="backup-schedule">
        {schedule.hour === null
          ? b.nightly.off
          : b.nightly.schedule(schedule.hour, schedule.timeZone, schedule.keep)}
      </Text>
      <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {b.nightly.folder(schedule.directory)}
      </Text>
    </>
  );
}

function ArchiveList({ archives }: { archives: BackupArchive[] }) {
  const b = useMessages().backup;
  const download = useDownloadArchive();
  const { outcome, clearOutcome, report } = useOutcome();
  const [page, setPage] = useState(1);
  if (archives.length === 0) return <Text c="dimmed">{b.nightly.empty}</Text>;
  const pageCount = Math.ceil(archives.length / PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const shown = archives.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <Stack gap="xs">
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      <Stack
        component="ul"
        gap="xs"
        aria-label={b.nightly.listLabel}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map((archive) => (
          <Box component="li" key={archive.name} data-testid="backup-archive">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {archive.name}
                </Text>
                <Text c="dimmed" fz="sm">
                  {b.nightly.made}: {formatDateTime(archive.createdAt)} · {b.nightly.size}:{' '}
                  {formatBytes(archive.sizeBytes)}
                </Text>
              </div>
              <Button
                variant="default"
                size="sm"
                aria-label={b.nightly.downloadLabel(archive.name)}
                loading={download.isPending && download.variables === archive.name}
                disabled={download.isPending && download.variables !== archive.name}
                onClick={() =>
                  report(async () => {
                    await download.mutateAsync(archive.name);
                    return null;
                  }, b.nightly.downloadFailed)
                }
              >
                {b.nightly.download}
              </Button>
            </Group>
          </Box>
        ))}
      </Stack>
      {pageCount > 1 && (
        <Box component="nav" aria-label={b.nightly.pages}>
          <Pagination total={pageCount} value={current} onChange={setPage} />
        </Box>
      )}
    </Stack>
  );
}
