import { Stack } from '@mantine/core';
import { DownloadNowCard } from './download-now-card';
import { NightlyArchives } from './nightly-archives';

/** /admin/backups: a backup now (and how to restore it), then the nightly archives. */
export function BackupsPage() {
  return (
    <Stack gap="lg">
      <DownloadNowCard />
      <NightlyArchives />
    </Stack>
  );
}
