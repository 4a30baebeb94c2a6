import {
  Anchor,
  Button,
  FileInput,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type ImportReport,
  QUESTION_FILE_MAX_BYTES,
  QUESTION_MARKS_MAX,
  QUESTION_MARKS_MIN,
  QuestionFileFormat,
  QuestionUse,
  questionBankMessages,
} from '@pathshala/contracts';
import { type ComponentProps, useRef, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage, OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { type ImportChoice, useCheckImport } from '../api/check-import';
import { usePlaces } from '../api/places';
import { useStartImport } from '../api/start-import';
import { useDownloadTemplate } from '../api/template';
import { type BankArea, bankLinks } from '../bank-links';
import { detectFormat, IMPORT_ACCEPT, readHead } from '../import-file';
import type { PlaceIds } from '../place-tree';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report';
import { PlacePickers } from './place-pickers';

type FormatChoice = 'auto' | QuestionFileFormat;

/**
 * Import questions the way bulk upload works: choose the file and what it leaves open, check it (a
 * dry run that changes nothing), read the problems and the preview, download the failed items to
 * fix, then import with a progress bar.
 */
export function ImportPage({ area }: { area: BankArea }) {
  const t = useMessages().questionBank;
  const k = t.import;
  const links = bankLinks(area);
  const places = usePlaces();
  const template = useDownloadTemplate();
  const check = useCheckImport();
  const start = useStartImport();
  const { outcome, setOutcome, clearOutcome, report: reportAction } = useOutcome();
  const [file, setFile] = useState<File | null>(null);
  const [detected, setDetected] = useState<QuestionFileFormat | null>(null);
  const [formatChoice, setFormatChoice] = useState<FormatChoice>('auto');
  const [place, setPlace] = useState<PlaceIds>({});
  const [defaultMarks, setDefaultMarks] = useState<number | ''>(1);
  const [use, setUse] = useState<QuestionUse>('BOTH');
  const [checked, setChecked] = useState<{
    report: ImportReport;
    choice: ImportChoice;
    subconceptId?: number;
  } | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const readToken = useRef(0);

  const format = formatChoice === 'auto' ? detected : formatChoice;
  /** Any change to what would be imported makes the last check stale. */
  const changed = () => {
    setChecked(null);
    clearOutcome();
  };

  const chooseFile = async (chosen: File | null) => {
    changed();
    const token = ++readToken.current;
    setFile(chosen);
    setDetected(null);
    if (!chosen) return;
    if (chosen.size > QUESTION_FILE_MAX_BYTES) {
      setFile(null);
      setOutcome({ kind: 'error', body: questionBankMessages.fileTooLarge });
      return;
    }
    const head = chosen.name.toLowerCase().endsWith('.txt') ? await readHead(chosen) : '';
    if (token === readToken.current) setDetected(detectFormat(chosen.name, head));
  };

  const runCheck = () => {
    if (!file) return setOutcome({ kind: 'error', body: k.chooseFile });
    if (!format) return setOutcome({ kind: 'error', body: k.chooseFormat });
    const choice: ImportChoice = {
      file,
      format,
      subconceptId: place.subconceptId,
      defaultMarks: defaultMarks === '' ? undefined : defaultMarks,
      use,
    };
    void reportAction(async () => {
      setChecked({ report: await check.mutateAsync(choice), choice, subconceptId: place.subconceptId });
      return null;
    }, k.checkFailed);
  };

  const runImport = () => {
    if (!checked) return;
    void reportAction(async () => {
      const started = await start.mutateAsync(checked.choice);
      setImportId(started.id);
      return null;
    }, k.importFailed);
  };

  const another = () => {
    readToken.current++;
    setImportId(null);
    setChecked(null);
    setFile(null);
    setDetected(null);
    setFormatChoice('auto');
    clearOutcome();
  };

  const back = (
    <Anchor component={Link} to={links.list()} fw={600} w="fit-content">
      {t.entry.backToBank}
    </Anchor>
  );
  if (importId !== null)
    return (
      <Stack gap="md">
        {back}
        <ImportProgress
          importId={importId}
          subconceptId={checked?.subconceptId}
          links={links}
          onAnother={another}
        />
      </Stack>
    );

  const busy = check.isPending || start.isPending;
  return (
    <Stack gap="md">
      {back}
      <Text c="dimmed">{k.intro}</Text>

      <Paper withBorder p="md" bg="gray.0">
        <Stack gap="xs">
          <Title order={2} size="h5">
            {k.templateTitle}
          </Title>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {k.templateColumns}
          </Text>
          <Group gap="sm">
            {(['csv', 'xlsx'] as const).map((kind) => (
              <Button
                key={kind}
                variant="default"
                h={44}
                onClick={() =>
                  void template
                    .mutateAsync(kind)
                    .catch((error: unknown) =>
                      setOutcome({ kind: 'error', body: failureMessage(error, k.templateFailed) }),
                    )
                }
              >
                {kind === 'csv' ? k.downloadCsv : k.downloadXlsx}
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>

      <form
        aria-label={t.entry.importTitle}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) runCheck();
        }}
      >
        <Stack gap="md">
          <FileInput
            label={k.fileLabel}
            description={k.fileHint}
            accept={IMPORT_ACCEPT}
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
            clearable
            clearButtonProps={{ 'aria-label': k.clearFile }}
            required
            withAsterisk={false}
            // The test id sits on the file input itself, so a browser test can hand it a file.
            fileInputProps={{ 'data-testid': 'import-file' } as ComponentProps<'input'>}
          />
          <NativeSelect
            label={k.formatLabel}
            description={
              file ? (detected ? k.formatDetected(k.formats[detected]) : k.formatUnknown) : undefined
            }
            value={formatChoice}
            onChange={(event) => {
              changed();
              setFormatChoice(event.currentTarget.value as FormatChoice);
            }}
            data={[
              { value: 'auto', label: k.formatAuto },
              ...QuestionFileFormat.options.map((value) => ({ value, label: k.formats[value] })),
            ]}
          />
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Title order={2} size="h5">
                {k.placeTitle}
              </Title>
              <Text fz="sm" c="dimmed">
                {k.placeHint}
              </Text>
              {places.data && (
                <PlacePickers
                  tree={places.data}
                  value={place}
                  onChange={(ids) => {
                    changed();
                    setPlace(ids);
                  }}
                  mode="choose"
                  required={false}
                />
              )}
            </Stack>
          </Paper>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={k.defaultMarksLabel}
              value={defaultMarks}
              onChange={(value) => {
                changed();
                setDefaultMarks(typeof value === 'number' ? value : value === '' ? '' : Number(value));
              }}
              min={QUESTION_MARKS_MIN}
              max={QUESTION_MARKS_MAX}
              step={0.5}
              decimalScale={1}
              allowNegative={false}
            />
            <NativeSelect
              label={k.useLabel}
              value={use}
              onChange={(event) => {
                changed();
                setUse(event.currentTarget.value as QuestionUse);
              }}
              data={QuestionUse.options.map((value) => ({ value, label: t.uses[value] }))}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" h={44} loading={check.isPending} disabled={busy}>
              {check.isPending ? k.checking : k.check}
            </Button>
          </Group>
        </Stack>
      </form>

      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />

      {checked && (
        <Stack gap="md" component="section" aria-labelledby="import-summary-title">
          <Title order={2} size="h4" id="import-summary-title">
            {k.summaryTitle}
          </Title>
          <Group gap="sm">
            <Button
              h={44}
              onClick={runImport}
              loading={start.isPending}
              disabled={busy || checked.report.newCount === 0}
            >
              {k.import}
            </Button>
            {checked.report.newCount === 0 && <Text fz="sm">{k.importNone}</Text>}
          </Group>
          <ImportReportView report={checked.report} fileName={checked.choice.file.name} />
        </Stack>
      )}
    </Stack>
  );
}
