import { Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ActionReport } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { type LibraryPlaceRef, useAddWebLink } from '../api';

type Errors = Partial<Record<'name' | 'url' | 'duration', string>>;

/** Adds a web page (http or https): the server checks the address and whether the page lets itself be framed. */
export function WebLinkForm({
  place,
  report,
}: {
  place: LibraryPlaceRef;
  report: (action: () => Promise<ActionReport>, failureFallback: string) => Promise<void>;
}) {
  const t = useMessages().library;
  const l = t.link;
  const add = useAddWebLink();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [minutes, setMinutes] = useState<number | string>('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = t.upload.nameRequired;
    if (!url.trim()) found.url = l.urlRequired;
    const value = Number(minutes);
    if (minutes !== '' && (!Number.isInteger(value) || value < 0 || value > 1440))
      found.duration = t.upload.durationInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await report(async () => {
      const { item, webCheck } = await add.mutateAsync({
        place,
        body: { name: name.trim(), url: url.trim(), durationSeconds: value * 60 },
      });
      setName('');
      setUrl('');
      setMinutes('');
      if (webCheck === 'blocked') return { kind: 'warning', body: l.blocked(item.name) };
      if (webCheck === 'unreachable') return { kind: 'warning', body: l.unreachable(item.name) };
      return l.added(item.name);
    }, l.failed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={l.url}
          description={l.urlDescription}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.url}
          maxLength={2000}
          required
        />
        <TextInput
          label={l.name}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          maxLength={200}
          required
        />
        <NumberInput
          label={l.duration}
          value={minutes}
          onChange={setMinutes}
          min={0}
          max={1440}
          allowDecimal={false}
          allowNegative={false}
          error={errors.duration}
          w={{ base: '100%', xs: 220 }}
        />
        <Button type="submit" loading={add.isPending} w="fit-content">
          {l.submit}
        </Button>
      </Stack>
    </form>
  );
}
