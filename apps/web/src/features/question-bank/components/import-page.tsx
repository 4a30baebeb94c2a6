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
  QUESTION_MARKS_MAX,
  QUESTION_MARKS_MIN,
  QuestionFileFormat,
  QuestionUse,
} from '@pathshala/contracts';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { failureMessage, OutcomeAlert } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { usePlaces } from '../api/places';
import { useDownloadTemplate } from '../api/template';
import { type BankArea, bankLinks } from '../bank-links';
import { type FormatChoice, useImport } from '../hooks/use-import';
import { IMPORT_ACCEPT } from '../import-file';
import { CategoryPlaces, CopiesChoice } from './category-places';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report';
import { PlacePickers } from './place-pickers';

/**
 * Import questions the way bulk upload works: choose the file and what it leaves open, check it (a
 * dry run that changes nothing), read the problems and the preview, place the file's categories and
 * decide on copies, download the failed items to fix, then import with a progress bar. The state is
 * useImport's; this is its view.
 */
export function ImportPage({ area }: { area: BankArea }) {
  const t = useMessages().questionBank;
  const k = t.import;
  const links = bankLinks(area);
  const places = usePlaces();
  const template = useDownloadTemplate();
  const state = useImport();
  const { outcome, setOutcome, clearOutcome } = state.outcome;
  const { file, detected, checked, busy } = state;

  const back = (
    <Anchor component={Link} to={links.list()} fw={600} w="fit-content">
      {t.entry.backToBank}
    </Anchor>
  );
  if (state.importId !== null)
    return (
      <Stack gap="md">
        {back}
        <ImportProgress
          importId={state.importId}
          subconceptId={checked?.subconceptId}
          links={links}
          onAnother={state.another}
        />
      </Stack>
    );

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
          if (!busy) state.runCheck();
        }}
      >
        <Stack gap="md">
          <FileInput
            label={k.fileLabel}
            description={k.fileHint}
            accept={IMPORT_ACCEPT}
            value={file}
            onChange={(chosen) => void state.chooseFile(chosen)}
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
            value={state.formatChoice}
            onChange={(event) => state.chooseFormat(event.currentTarget.value as FormatChoice)}
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
                  value={state.place}
                  onChange={state.choosePlace}
                  mode="choose"
                  required={false}
                />
              )}
            </Stack>
          </Paper>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={k.defaultMarksLabel}
              value={state.defaultMarks}
              onChange={(value) =>
                state.chooseDefaultMarks(
                  typeof value === 'number' ? value : value === '' ? '' : Number(value),
                )
              }
              min={QUESTION_MARKS_MIN}
              max={QUESTION_MARKS_MAX}
              step={0.5}
              decimalScale={1}
              allowNegative={false}
            />
            <NativeSelect
              label={k.useLabel}
              value={state.use}
              onChange={(event) => state.chooseUse(event.currentTarget.value as QuestionUse)}
              data={QuestionUse.options.map((value) => ({ value, label: t.uses[value] }))}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" h={44} loading={state.checking} disabled={busy}>
              {state.checking ? k.checking : k.check}
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
          {checked.report.categories.length > 0 && places.data && (
            <CategoryPlaces
              report={checked.report}
              tree={places.data}
              onChange={state.placeCategory}
              disabled={busy}
            />
          )}
          <CopiesChoice
            report={checked.report}
            keep={state.keepCopies}
            onChange={state.chooseKeepCopies}
            disabled={busy}
          />
          <Group gap="sm">
            <Button
              h={44}
              onClick={state.runImport}
              loading={state.starting}
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
