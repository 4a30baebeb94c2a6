import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMessages } from '../../../i18n';
import { type UploadState, uploadPercent } from '../use-resumable-upload';

/**
 * The upload's progress bar (announced to screen readers), where an earlier attempt is being
 * continued from, and after a dropped connection the way on: Retry (from the server's offset) or Cancel.
 */
export function UploadProgress({
  state,
  onRetry,
  onCancel,
}: {
  state: UploadState;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const t = useMessages().library;
  const u = t.upload;
  if (state.phase === 'idle' || state.phase === 'refused') return null;
  const percent = uploadPercent(state);
  return (
    <Stack gap="xs" data-testid="upload-progress">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600} aria-live="polite">
          {state.phase === 'done' ? u.checking : u.uploading(percent)}
        </Text>
        <Text fz="sm" c="dimmed">
          {u.sent(t.size(state.bytesSent), t.size(state.bytesTotal))}
        </Text>
      </Group>
      {/* The section is the progressbar: its name and value text belong on it, not on the root. */}
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          aria-label={u.progressLabel}
          aria-valuetext={u.uploading(percent)}
        />
      </Progress.Root>
      {state.resumedFrom !== null && state.bytesTotal > 0 && (
        <Text fz="sm">{u.resuming(Math.floor((state.resumedFrom / state.bytesTotal) * 100))}</Text>
      )}
      {state.phase === 'interrupted' ? (
        <Alert color="orange" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm" c="orange.9">
              {u.interrupted}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={onRetry}>
                {u.retry}
              </Button>
              <Button size="xs" variant="default" onClick={onCancel}>
                {u.cancel}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        state.phase === 'uploading' && (
          <Button size="xs" variant="default" onClick={onCancel} w="fit-content">
            {u.cancel}
          </Button>
        )
      )}
    </Stack>
  );
}
