import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import type { LibraryItem } from '@pathshala/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import type { ActionReport } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { useUpdateContent } from '../api';

type Errors = Partial<Record<'name' | 'url' | 'duration', string>>;

/** Changes an item's name and duration, and a web link's address. */
export function EditItemDialog({
  item,
  onClose,
  report,
}: {
  item: LibraryItem | null;
  onClose: () => void;
  report: (action: () => Promise<ActionReport>, failureFallback: string) => Promise<void>;
}) {
  const t = useMessages();
  const l = t.library;
  const update = useUpdateContent();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [minutes, setMinutes] = useState<number | string>('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!item) return;
    setName(item.name);
    setUrl(item.url ?? '');
    setMinutes(Math.round(item.durationSeconds / 60));
    setErrors({});
  }, [item]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    const found: Errors = {};
    if (!name.trim()) found.name = l.upload.nameRequired;
    if (item.type === 'WEB' && !url.trim()) found.url = l.link.urlRequired;
    const value = Number(minutes);
    if (minutes === '' || !Number.isInteger(value) || value < 0 || value > 1440)
      found.duration = l.upload.durationInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await report(async () => {
      const saved = await update.mutateAsync({
        contentId: item.id,
        body: {
          name: name.trim(),
          durationSeconds: value * 60,
          ...(item.type === 'WEB' ? { url: url.trim() } : {}),
        },
      });
      return l.edit.saved(saved.name);
    }, l.edit.failed);
    onClose();
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? l.edit.title(item.name) : ''}
      centered
      closeButtonProps={{ 'aria-label': t.admin.cancel }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={l.upload.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={200}
            required
            data-autofocus
          />
          {item?.type === 'WEB' && (
            <TextInput
              label={l.link.url}
              description={l.link.urlDescription}
              type="url"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={errors.url}
              maxLength={2000}
              required
            />
          )}
          <NumberInput
            label={l.upload.duration}
            value={minutes}
            onChange={setMinutes}
            min={0}
            max={1440}
            allowDecimal={false}
            allowNegative={false}
            error={errors.duration}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t.admin.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {l.edit.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
