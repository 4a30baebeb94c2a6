import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { useMessages } from '../../../i18n';
import { useImportProgress } from '../api/get-import';
import type { BankLinks } from '../bank-links';
import { ImportCounts, ImportReportView } from './import-report';

/** Whole percent of an import done (0 while the total is unknown). */
export function importPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)));
}

/**
 * A running import: its progress bar (asked every half second), then what it did, with the way
 * back to the bank (filtered to the chosen place) and to import another file.
 */
export function ImportProgress({
  importId,
  subconceptId,
  links,
  onAnother,
}: {
  importId: number;
  subconceptId?: number;
  links: BankLinks;
  onAnother: () => void;
}) {
  const k = useMessages().questionBank.import;
  const progress = useImportProgress(importId);
  const state = progress.data;
  if (!state) return <LoadingOrRetry query={progress} loadFailed={k.progressFailed} />;
  const percent = importPercent(state.doneItems, state.totalItems);
  const text = k.progress(state.doneItems, state.totalItems);

  if (state.status === 'RUNNING')
    return (
      <Stack gap="xs" data-testid="import-progress">
        <Group justify="space-between" gap="xs">
          <Text fw={600} aria-live="polite">
            {k.running}
          </Text>
          <Text fz="sm" c="dimmed">
            {text}
          </Text>
        </Group>
        {/* The section is the progressbar: its name and values sit on it, not on the root (axe). */}
        <Progress.Root size="xl">
          <Progress.Section
            value={percent}
            withAria={false}
            role="progressbar"
            aria-label={k.progressLabel}
            aria-valuemin={0}
            aria-valuemax={state.totalItems}
            aria-valuenow={state.doneItems}
            aria-valuetext={text}
          />
        </Progress.Root>
      </Stack>
    );

  const done = state.status === 'DONE';
  return (
    <Stack gap="md" data-testid="import-result">
      <Alert color={done ? 'green' : 'red'} variant="light" role={done ? 'status' : 'alert'}>
        <Stack gap="xs">
          <Title order={2} size="h5" c={done ? 'green.9' : 'red.9'}>
            {done ? k.doneTitle : k.failedTitle}
          </Title>
          <Text c={done ? 'green.9' : 'red.9'}>
            {k.result(state.createdCount, state.existingCount, state.failedCount, state.skippedCount)}
          </Text>
          {!done && <Text c="red.9">{k.failedBody}</Text>}
        </Stack>
      </Alert>
      <ImportCounts
        counts={{
          total: state.totalItems,
          created: state.createdCount,
          existing: state.existingCount,
          failed: state.failedCount,
          skipped: state.skippedCount,
          elsewhere: state.report?.elsewhereCount ?? 0,
        }}
      />
      <Group gap="sm">
        <Button component={Link} to={links.list(subconceptId ? { subconceptId } : {})} h={44}>
          {subconceptId ? k.openBank : k.openWholeBank}
        </Button>
        <Button variant="default" h={44} onClick={onAnother}>
          {k.another}
        </Button>
      </Group>
      {state.report && (state.report.problems.length > 0 || state.report.skipped.length > 0) && (
        <ImportReportView report={state.report} fileName={state.fileName} showCounts={false} />
      )}
    </Stack>
  );
}
