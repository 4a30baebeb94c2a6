import {
  Box,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { BULK_PREVIEW_ROWS, BULK_TEMPLATE_COLUMNS, type BulkUserType } from '@pathshala/contracts';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../../i18n';
import { saveFile } from '../../../lib/download';
import { AddToCohort } from '../../cohorts/add-to-cohort';
import { downloadTemplate, previewBulkFile, useBulkUpload } from '../api/bulk-upload';
import { failedRowsCsv } from '../failed-rows-csv';
import { failureMessage, OutcomeAlert, useOutcome } from './outcome-alert';
import { ScrollRegion } from './scroll-region';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls'];
/** Error details listed on the page; the rest are counted (spec section 8). */
const SHOWN_ERROR_DETAILS = 5;

type Preview = Awaited<ReturnType<typeof previewBulkFile>>;
type UploadResult = NonNullable<ReturnType<typeof useBulkUpload>['data']>;

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
      if (token === readToken.current) setPreview(read);
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
      setResult(await upload.mutateAsync({ file, userType }));
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
            {b.templateColumns(BULK_TEMPLATE_COLUMNS[userType].join(', '))}
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

      <FileInput
        label={b.fileLabel}
        description={b.fileDescription}
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
                    <Table.Th key={column}>{column}</Table.Th>
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

function BulkResult({
  result,
  userType,
  onClose,
}: {
  result: UploadResult;
  userType: BulkUserType;
  onClose: () => void;
}) {
  const t = useMessages();
  const b = t.admin.bulk;
  const hidden = result.errorDetails.length - SHOWN_ERROR_DETAILS;
  return (
    <OutcomeAlert
      onClose={onClose}
      outcome={{
        kind: result.errors > 0 ? 'warning' : 'success',
        title: b.resultTitle,
        body: (
          <Stack gap="xs" data-testid="bulk-result">
            <Text fw={600}>
              {b.created(result.created)} {b.errorCount(result.errors)}
            </Text>
            {result.errorDetails.length > 0 && (
              <List size="sm" spacing={2}>
                {result.errorDetails.slice(0, SHOWN_ERROR_DETAILS).map((detail) => (
                  <List.Item key={detail}>{detail}</List.Item>
                ))}
              </List>
            )}
            {hidden > 0 && <Text fz="sm">{b.moreErrors(hidden)}</Text>}
            {result.failedRows.length > 0 && (
              <Button
                variant="default"
                size="sm"
                w="fit-content"
                onClick={() =>
                  saveFile(
                    new Blob([failedRowsCsv(userType, result, b.errorColumn)], { type: 'text/csv' }),
                    `${userType}-upload-failed-rows.csv`,
                  )
                }
              >
                {b.downloadFailedRows}
              </Button>
            )}
          </Stack>
        ),
      }}
    />
  );
}

/** Who the upload created (name, username, ID), and putting them straight into a cohort. */
function CreatedPeople({
  people,
  userType,
}: {
  people: UploadResult['createdPeople'];
  userType: BulkUserType;
}) {
  const b = useMessages().cohorts.bulk;
  return (
    <Paper withBorder p="md" data-testid="bulk-created">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {b.createdTitle(people.length)}
        </Title>
        <Box mah={320} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={b.caption}>
          <Table striped withTableBorder fz="sm" stickyHeader>
            <Table.Caption>{b.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{b.columns.name}</Table.Th>
                <Table.Th>{b.columns.username}</Table.Th>
                <Table.Th>{b.columns.id}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{person.username}</Table.Td>
                  <Table.Td>{person.id}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        <Title order={3} size="h6">
          {b.addToCohort[userType]}
        </Title>
        <AddToCohort role={userType} personIds={people.map((person) => person.id)} />
      </Stack>
    </Paper>
  );
}
