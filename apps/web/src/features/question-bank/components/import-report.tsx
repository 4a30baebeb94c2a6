import { Badge, Box, Button, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportReport } from '@pathshala/contracts';
import { MathText } from '../../../components/math-text';
import { translateServerMessage, useMessages } from '../../../i18n';
import { saveFile } from '../../../lib/download';
import { formatCount } from '../../../lib/format';
import { failedItemsCsv, failedItemsFileName } from '../import-file';
import { OPTION_LETTERS } from '../question-draft';

/** Filled badges in dark shades: white text on them passes AA contrast. */
const OUTCOME_COLORS = { NEW: 'green.8', EXISTING: 'gray.7', ELSEWHERE: 'gray.7', FAILED: 'red.9' } as const;

/**
 * The counts of a dry run or a finished import: new, already in the bank, failed, skipped, and (when
 * there are any) the questions the bank holds at another place.
 */
export function ImportCounts({
  counts,
}: {
  counts: {
    total: number;
    created: number;
    existing: number;
    failed: number;
    skipped: number;
    elsewhere: number;
  };
}) {
  const c = useMessages().questionBank.import.counts;
  const rows: Array<[string, number, string]> = [
    [c.total, counts.total, 'total'],
    [c.new, counts.created, 'new'],
    [c.existing, counts.existing, 'existing'],
    ...(counts.elsewhere > 0
      ? [[c.elsewhere, counts.elsewhere, 'elsewhere'] as [string, number, string]]
      : []),
    [c.failed, counts.failed, 'failed'],
    [c.skipped, counts.skipped, 'skipped'],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: rows.length }} spacing="xs" m={0}>
      {rows.map(([label, value, key]) => (
        <Paper key={key} withBorder p="xs" data-testid={`import-count-${key}`}>
          <Text component="dt" fz="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fz="xl" fw={700} m={0}>
            {formatCount(value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Items by number and name with one more column (the reason, or the type), for problems and skips. */
function ItemTable({
  caption,
  rows,
  last,
  testId,
}: {
  caption: string;
  rows: Array<{ item: number; name: string | null; detail: string }>;
  last: string;
  testId: string;
}) {
  const k = useMessages().questionBank.import;
  return (
    // A long list scrolls inside its own box (focusable, so the keyboard scrolls it too); three
    // columns fit a phone, so the page never scrolls sideways.
    <Box role="region" aria-label={caption} tabIndex={0} mah={420} style={{ overflowY: 'auto' }}>
      <Table striped withTableBorder fz="sm" stickyHeader data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{k.columns.item}</Table.Th>
            <Table.Th>{k.columns.name}</Table.Th>
            <Table.Th>{last}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an item may have several problems; rows never reorder
            <Table.Tr key={`${row.item}-${index}`}>
              <Table.Td>{row.item}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name ?? k.noName}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.detail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/**
 * What a dry run found: counts, every problem with its item number and reason, the items of other
 * types that are skipped, the failed items as a CSV to fix and import again, and the first items as
 * they will be imported.
 */
export function ImportReportView({
  report,
  fileName,
  showCounts = true,
}: {
  report: ImportReport;
  fileName: string;
  /** False where the counts are shown already (a finished import); the preview goes with them. */
  showCounts?: boolean;
}) {
  const k = useMessages().questionBank.import;
  return (
    <Stack gap="md" data-testid="import-report">
      {showCounts && (
        <ImportCounts
          counts={{
            total: report.totalItems,
            created: report.newCount,
            existing: report.existingCount,
            failed: report.failedCount,
            skipped: report.skippedCount,
            elsewhere: report.elsewhereCount,
          }}
        />
      )}
      {report.failedItems.length > 0 && (
        <Button
          variant="default"
          h={44}
          w="fit-content"
          onClick={() =>
            saveFile(
              new Blob([failedItemsCsv(report.failedItems)], { type: 'text/csv' }),
              failedItemsFileName(fileName),
            )
          }
        >
          {k.downloadFailed}
        </Button>
      )}
      {report.problems.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {k.problemsTitle(report.problems.length)}
          </Title>
          <ItemTable
            caption={k.problemsCaption}
            last={k.columns.reason}
            testId="import-problems"
            rows={report.problems.map((problem) => ({
              ...problem,
              detail: translateServerMessage(problem.reason),
            }))}
          />
        </Stack>
      )}
      {report.skipped.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {k.skippedTitle(report.skipped.length)}
          </Title>
          <ItemTable
            caption={k.skippedCaption}
            last={k.columns.type}
            testId="import-skipped"
            rows={report.skipped.map((skip) => ({ ...skip, detail: skip.type }))}
          />
        </Stack>
      )}
      {showCounts && report.preview.length > 0 && <ImportPreview report={report} />}
    </Stack>
  );
}

function ImportPreview({ report }: { report: ImportReport }) {
  const t = useMessages().questionBank;
  const k = t.import;
  return (
    <Stack gap="xs" component="section" aria-label={k.previewLabel}>
      <Title order={3} size="h5">
        {k.previewTitle(report.preview.length, report.totalItems)}
      </Title>
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {report.preview.map((item) => (
          <Paper component="li" key={item.item} withBorder p="sm" data-testid="import-preview-item">
            <Stack gap={4}>
              <Box style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
                <Text fw={600} fz="sm">
                  {k.itemLabel(item.item)}
                  {item.name ? ` · ${item.name}` : ''}
                </Text>
                <Badge color={OUTCOME_COLORS[item.outcome]} variant="filled" tt="none">
                  {k.outcomes[item.outcome]}
                </Badge>
              </Box>
              <Text component="div">
                <MathText text={item.text} />
              </Text>
              <List size="sm" type="ordered" listStyleType="upper-alpha">
                {item.options.map((option, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
                  <List.Item key={index} fw={item.correctOption === index + 1 ? 700 : undefined}>
                    <MathText text={option} scrollFocusable={false} />
                  </List.Item>
                ))}
              </List>
              <Text fz="xs" c="dimmed">
                {[
                  item.correctOption
                    ? k.correctOption(OPTION_LETTERS[item.correctOption - 1] ?? '?')
                    : k.noCorrect,
                  item.marks !== null ? t.marks(item.marks) : null,
                  item.subconceptName,
                  item.hasImage ? k.hasImage : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {item.alreadyAt && (
                <Text fz="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {k.alreadyAt(item.alreadyAt)}
                </Text>
              )}
              {item.warnings.map((warning) => (
                <Text key={warning} fz="xs" c="orange.9">
                  {warning}
                </Text>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
