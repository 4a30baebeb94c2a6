import { Button, FileInput, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { LibraryDuplicateRefusal, LibraryFileType, LibraryItem } from '@pathshala/contracts';
import { type FormEvent, useState } from 'react';
import { failureMessage, type Outcome, OutcomeAlert } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { duplicateRefusal, type LibraryPlaceRef, useAttachUpload, useReplaceFile } from '../api';
import { acceptFor, FILE_TYPES, fileProblem, guessType, videoMinutes } from '../file-choice';
import { discardUpload, UploadCancelled, useResumableUpload } from '../use-resumable-upload';
import { DuplicatePrompt } from './duplicate-prompt';
import { UploadProgress } from './upload-progress';

type Errors = Partial<Record<'type' | 'file' | 'name' | 'duration', string>>;

const MAX_MINUTES = 1440;

/** The server's words for a refused upload (the hook rejects with them), if it sent any. */
const refusal = (error: unknown) =>
  error instanceof Error && error.message && error.message !== 'refused' ? error.message : null;

/**
 * Uploads a file (resumably, with a progress bar) and then adds it to the place, or replaces an
 * item's file with it. The type is chosen from the file's name unless the person picks one; the
 * server checks the bytes and says plainly what it refuses. A file already in the library is not
 * added until the person chooses: add it here as well, or skip it (its upload is deleted).
 */
export function FileUploadForm({
  place,
  replacing,
  onDone,
}: {
  place: LibraryPlaceRef;
  /** Replace this item's file (its type is fixed) instead of adding a new item. */
  replacing?: LibraryItem;
  onDone: (message: string) => void;
}) {
  const t = useMessages().library;
  const u = t.upload;
  const uploader = useResumableUpload();
  const attach = useAttachUpload();
  const replace = useReplaceFile();
  const [type, setType] = useState<LibraryFileType | ''>(
    (replacing?.type as LibraryFileType | undefined) ?? '',
  );
  const [typeChosen, setTypeChosen] = useState(replacing !== undefined);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [minutes, setMinutes] = useState<number | string>('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [adding, setAdding] = useState(false);
  /** A finished upload the server has not taken yet (the add call failed on the way): sent again, not re-uploaded. */
  const [finished, setFinished] = useState<{ file: File; uploadId: string } | null>(null);
  /** The server's answer that the file is already in the library, while the person chooses. */
  const [duplicate, setDuplicate] = useState<LibraryDuplicateRefusal | null>(null);
  const [choosing, setChoosing] = useState<'keep' | 'skip' | null>(null);
  const busy =
    uploader.state.phase === 'uploading' ||
    uploader.state.phase === 'interrupted' ||
    adding ||
    duplicate !== null;

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setOutcome(null);
    if (!chosen) return;
    const guessed = typeChosen ? type : guessType(chosen.name);
    if (!typeChosen) setType(guessed);
    setErrors((previous) => ({
      ...previous,
      file: fileProblem(chosen, guessed, u) ?? undefined,
      type: undefined,
    }));
    if (!replacing && !name.trim()) setName(chosen.name.replace(/\.[^.]+$/, '').slice(0, 200));
    if (!replacing && guessed === 'VID' && minutes === '') {
      const length = await videoMinutes(chosen);
      if (length !== null) setMinutes(length);
    }
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!type) found.type = u.typeRequired;
    if (!file) found.file = u.fileRequired;
    else found.file = fileProblem(file, type, u) ?? undefined;
    if (!replacing) {
      if (!name.trim()) found.name = u.nameRequired;
      // Optional: a PDF or a document has no length to give ('No duration set').
      const value = Number(minutes);
      if (minutes !== '' && (!Number.isInteger(value) || value < 0 || value > MAX_MINUTES))
        found.duration = u.durationInvalid;
    }
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0 || !file || !type) return;
    let uploadId: string;
    try {
      uploadId = finished?.file === file ? finished.uploadId : await uploader.start(file, { type, place });
    } catch (error) {
      if (error instanceof UploadCancelled) setOutcome({ kind: 'warning', body: u.cancelled });
      else if (error instanceof Error && error.message === 'unsupported')
        setOutcome({ kind: 'error', body: u.unsupported });
      else setOutcome({ kind: 'error', body: refusal(error) ?? u.failed });
      return;
    }
    await add(file, uploadId, false);
  };

  const clear = () => {
    setFinished(null);
    setDuplicate(null);
    setFile(null);
    setName('');
    setMinutes('');
    if (!replacing) {
      setType('');
      setTypeChosen(false);
    }
    uploader.reset();
  };

  /** Adds a finished upload (or replaces the item's file with it); keepDuplicate once the person chose to. */
  const add = async (chosen: File, uploadId: string, keepDuplicate: boolean) => {
    setAdding(true);
    try {
      if (replacing) {
        await replace.mutateAsync({ contentId: replacing.id, uploadId, keepDuplicate });
        onDone(u.replaced(replacing.name));
      } else {
        const item = await attach.mutateAsync({
          uploadId,
          name: name.trim(),
          durationSeconds: Number(minutes) * 60,
          keepDuplicate,
        });
        onDone(u.added(item.name));
      }
      clear();
    } catch (error) {
      uploader.reset();
      const already = duplicateRefusal(error);
      // Already in the library: the upload waits on the server while the person chooses.
      setDuplicate(already);
      if (already) {
        setFinished({ file: chosen, uploadId });
        return;
      }
      // Refused (400, 404, 409, 413): the server deleted or no longer has that upload. Otherwise keep it.
      const refused = isApiError(error) && error.status !== null && error.status < 500;
      setFinished(refused ? null : { file: chosen, uploadId });
      setOutcome({ kind: 'error', body: failureMessage(error, u.addFailed) });
    } finally {
      setAdding(false);
    }
  };

  const keep = async () => {
    if (!finished) return;
    setChoosing('keep');
    await add(finished.file, finished.uploadId, true);
    setChoosing(null);
  };

  const skip = async () => {
    if (!finished) return;
    setChoosing('skip');
    await discardUpload(finished.uploadId);
    setChoosing(null);
    const skipped = name.trim();
    clear();
    onDone(replacing ? t.duplicate.skippedReplace : t.duplicate.skipped(skipped));
  };

  const typeHint = type ? t.typeHints[type] : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {replacing ? (
          <Text fz="sm">{typeHint}</Text>
        ) : (
          <NativeSelect
            label={u.type}
            value={type}
            onChange={(event) => {
              const value = event.currentTarget.value as LibraryFileType | '';
              setType(value);
              setTypeChosen(value !== '');
              setErrors((previous) => ({
                ...previous,
                type: undefined,
                file: file ? (fileProblem(file, value, u) ?? undefined) : previous.file,
              }));
            }}
            data={[
              { value: '', label: u.chooseType },
              ...FILE_TYPES.map((value) => ({ value, label: t.types[value] })),
            ]}
            description={typeHint}
            error={errors.type}
            disabled={busy}
            required
          />
        )}
        <FileInput
          label={u.file}
          placeholder={u.chooseFile}
          accept={acceptFor(type)}
          value={file}
          onChange={chooseFile}
          clearable
          clearButtonProps={{ 'aria-label': u.clearFile }}
          error={errors.file}
          disabled={busy}
          required
          data-testid="library-file"
        />
        {!replacing && (
          <>
            <TextInput
              label={u.name}
              description={u.nameDescription}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
              maxLength={200}
              disabled={busy}
              required
            />
            <NumberInput
              label={u.duration}
              description={u.durationDescription}
              value={minutes}
              onChange={setMinutes}
              min={0}
              max={MAX_MINUTES}
              allowDecimal={false}
              allowNegative={false}
              error={errors.duration}
              disabled={busy}
              w={{ base: '100%', xs: 220 }}
            />
          </>
        )}
        <UploadProgress state={uploader.state} onRetry={uploader.retry} onCancel={uploader.cancel} />
        <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
        {duplicate ? (
          <DuplicatePrompt
            refusal={duplicate}
            replacing={replacing !== undefined}
            choosing={choosing}
            onKeep={keep}
            onSkip={skip}
          />
        ) : (
          <Button type="submit" loading={adding} disabled={busy} w="fit-content">
            {replacing ? u.submitReplace : u.submit}
          </Button>
        )}
      </Stack>
    </form>
  );
}
