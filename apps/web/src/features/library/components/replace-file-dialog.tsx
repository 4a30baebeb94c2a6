import { Modal, Stack, Text } from '@mantine/core';
import type { LibraryItem } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import type { LibraryPlaceRef } from '../api';
import { FileUploadForm } from './file-upload-form';

/** Replaces an item's file with a new upload of the same type; students keep their progress. */
export function ReplaceFileDialog({
  item,
  place,
  onClose,
  onReplaced,
}: {
  item: LibraryItem | null;
  place: LibraryPlaceRef;
  onClose: () => void;
  onReplaced: (message: string) => void;
}) {
  const t = useMessages();
  const r = t.library.replace;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? r.title(item.name) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t.admin.close }}
    >
      {item && (
        <Stack gap="sm">
          <Text fz="sm">{r.body}</Text>
          <FileUploadForm
            key={item.id}
            place={place}
            replacing={item}
            onDone={(message) => {
              onReplaced(message);
              onClose();
            }}
          />
        </Stack>
      )}
    </Modal>
  );
}
