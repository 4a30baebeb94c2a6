import { Button, FileButton, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { QUESTION_IMAGE_MAX_BYTES, type QuestionImage, questionBankMessages } from '@pathshala/contracts';
import { useId, useState } from 'react';
import { failureMessage } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { uploadImage } from '../api/upload-image';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * An optional image of a question or an option: Add (uploads at once, then shows a thumbnail),
 * Replace and Remove. The server checks the bytes; the size is checked here first so a teacher
 * on a slow line is not kept waiting for a refusal.
 */
export function ImageField({
  label,
  what,
  thumbnailAlt,
  value,
  onChange,
  disabled,
  error,
  compact = false,
}: {
  label: string;
  /** What the image belongs to, in words ("the question", "option B"): names the buttons. */
  what: string;
  thumbnailAlt: string;
  value: QuestionImage | null;
  onChange: (image: QuestionImage | null) => void;
  /** Read-only: the image is shown without buttons, and nothing at all when there is none. */
  disabled?: boolean;
  error?: string;
  /** Beside an option: the label is for screen readers only and the size hint is left out (said once above). */
  compact?: boolean;
}) {
  const e = useMessages().questionBank.editor;
  const labelId = useId();
  const errorId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > QUESTION_IMAGE_MAX_BYTES) {
      setProblem(questionBankMessages.imageTooLarge);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (failure) {
      setProblem(failureMessage(failure, questionBankMessages.imageNotImage));
    } finally {
      setUploading(false);
    }
  };

  const shown = problem ?? error;
  // Read-only (an older version, someone else's question): the image if there is one, no buttons.
  if (disabled && !value) return null;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={shown ? errorId : undefined}>
      {compact ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <Text fz="sm" fw={500} id={labelId}>
          {label}
        </Text>
      )}
      {value && (
        <Image
          src={value.url}
          alt={thumbnailAlt}
          maw={160}
          mah={120}
          fit="contain"
          radius="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        />
      )}
      {!disabled && (
        <Group gap="xs">
          <FileButton onChange={choose} accept={ACCEPT} disabled={disabled || uploading}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                h={44}
                loading={uploading}
                aria-label={value ? e.replaceImageFor(what) : e.chooseImageFor(what)}
              >
                {value ? e.replaceImage : e.chooseImage}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="default"
              c="red.9"
              size="sm"
              h={44}
              disabled={disabled || uploading}
              onClick={() => onChange(null)}
              aria-label={e.removeImageFor(what)}
            >
              {e.removeImage}
            </Button>
          )}
        </Group>
      )}
      {uploading && (
        <Text fz="sm" role="status">
          {e.uploading}
        </Text>
      )}
      {!value && !uploading && !disabled && !compact && (
        <Text fz="xs" c="dimmed">
          {e.imageHint}
        </Text>
      )}
      {shown && (
        <Text fz="sm" c="var(--mantine-color-error)" id={errorId} role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
