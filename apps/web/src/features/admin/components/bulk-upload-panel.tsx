import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import {
  BULK_HEADER_WORDS,
  BULK_PREVIEW_ROWS,
  BULK_READABLE_TEMPLATE,
  type BulkUserType,
} from '@pathshala/contracts';
import { useId, useRef, useState } from 'react';
import { failureMessage, OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { FileChooser } from '../../../components/file-chooser';
import { ScrollRegion } from '../../../components/layout/scroll-region';
import { useMessages } from '../../../i18n';
import { type BulkPasswords, downloadTemplate, previewBulkFile, useBulkUpload } from '../api/bulk-upload';
import { BulkResult, CreatedPeople, type UploadResult } from './bulk-upload-result';
import { BulkPasswordChoice } from './first-password-fields';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls'];

type Preview = Awaited<ReturnType<typeof previewBulkFile>>;

/** Bulk Upload: user type, file, a preview of its first rows, then process or cancel. */
export function BulkUploadPanel() {
  const t = useMessages();
  const b = t.admin.bulk;
  const userTypeLabelId = useId();
  const [userType, setUserType] = useState<BulkUserType>('student');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reading, setReading] = useState(false);
  const { outcome, setOutcome, clearOutcome, report } = useOutcome();
  const [result, setResult] = useState<UploadResult | null>(null);
  // A file's own passwords stay as they are unless the admin asks for a change at first sign-in.
  const [passwords, setPasswords] = useState<BulkPasswords>({ passwords: 'file', mustChangePassword: false });
  const readToken = useRef(0);
  const upload = useBulkUpload();

  const clearFile = () => {
    readToken.current++;
    setFile(null);
    setPreview(null);
    setReading(false);
  };

  const chooseUserType = (value: string) => {
    setUserType(value as BulkUserType);
    clearFile();
    clearOutcome();
    setResult(null);
  };

  const chooseFile = async (chosen: File | null) => {
    clearFile();
    clearOutcome();
    setResult(null);
    if (!chosen) return;
    if (!ACCEPTED_EXTENSIONS.some((extension) => chosen.name.toLowerCase().endsWith(extension))) {
      setOutcome({ kind: 'error', body: b.fileType });
      return;
    }
    setFile(chosen);
    setReading(true);
    const token = ++readToken.current;
    try {
      const read = await previewBulkFile(chosen, userType);
      if (token !== readToken.current) return;
      setPreview(read);
      // A file without passwords can only have them generated; one with them keeps its own unless asked.
      setPasswords((current) => ({
        ...current,
        passwords: read.columns.includes('password') ? 'file' : 'generate',
      }));
    } catch (error) {
      if (token !== readToken.current) return;
      setFile(null);
      setOutcome({ kind: 'error', body: failureMessage(error, b.failed) });
    } finally {
      if (token === readToken.current) setReading(false);
    }
  };

  const process = async () => {
    if (!file) return;
    await report(async () => {
      setResult(await upload.mutateAsync({ file, userType, passwords }));
      clearFile();
      // The result panel below tells what happened.
      return null;
    }, b.failed);
  };

  const template = async (format: 'csv' | 'xlsx') => {
    try {
      await downloadTemplate(userType, format);
    } catch (error) {
      setOutcome({ kind: 'error', body: failureMessage(error, b.failed) });
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fw={600} id={userTypeLabelId}>
          {b.userTypeLabel}
        </Text>
        <SegmentedControl
          aria-labelledby={userTypeLabelId}
          value={userType}
          onChange={chooseUserType}
          data={[
            { value: 'student', label: b.userTypes.student },
            { value: 'teacher', label: b.userTypes.teacher },
          ]}
          w={{ base: '100%', sm: 320 }}
        />
      </Stack>

      <Paper withBorder p="md" bg="gray.0">
        <Stack gap="xs">
          <Title order={2} size="h5">
            {b.templateTitle}
          </Title>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {b.templateColumns(
              BULK_READABLE_TEMPLATE[userType]
                .map((column) => BULK_HEADER_WORDS[column] ?? column)
                .join(', '),
            )}
          </Text>
          <Group gap="sm">
            <Button variant="default" size="sm" onClick={() => template('csv')}>
              {b.downloadCsv}
            </Button>
            <Button variant="default" size="sm" onClick={() => template('xlsx')}>
              {b.downloadXlsx}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <FileChooser
        label={b.fileLabel}
        description={b.fileDescription}
        placeholder={b.filePlaceholder}
        chooseLabel={b.chooseFile}
        accept={ACCEPTED_EXTENSIONS.join(',')}
        value={file}
        onChange={chooseFile}
        clearable
        clearButtonProps={{ 'aria-label': b.clearFile }}
        data-testid="bulk-file"
      />

      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      {reading && <Text role="status">{b.reading}</Text>}

      {preview && file && (
        <Stack gap="sm">
          <Title order={2} size="h5">
            {b.previewTitle(Math.min(BULK_PREVIEW_ROWS, preview.totalRows), preview.totalRows)}
          </Title>
          <ScrollRegion label={b.previewCaption}>
            <Table
              striped
              withTableBorder
              fz="sm"
              data-testid="bulk-preview"
              style={{ whiteSpace: 'nowrap' }}
            >
              <Table.Caption>{b.previewCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {preview.columns.map((column) => (
                    <Table.Th key={column}>{BULK_HEADER_WORDS[column] ?? column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity and never reorder
                  <Table.Tr key={rowIndex}>
                    {row.map((cell, cellIndex) => (
                      <Table.Td key={preview.columns[cellIndex]}>
                        {preview.columns[cellIndex] === 'password' && cell ? '••••••' : cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <BulkPasswordChoice
            value={passwords}
            onChange={setPasswords}
            fileHasPasswords={preview.columns.includes('password')}
          />
          <Group gap="sm">
            <Button onClick={process} disabled={upload.isPending}>
              {upload.isPending ? b.processing : b.process}
            </Button>
            <Button variant="default" onClick={clearFile} disabled={upload.isPending}>
              {t.admin.cancel}
            </Button>
          </Group>
        </Stack>
      )}

      {result && <BulkResult result={result} userType={userType} onClose={() => setResult(null)} />}
      {result && result.createdPeople.length > 0 && (
        <CreatedPeople people={result.createdPeople} userType={userType} />
      )}
    </Stack>
  );
}
