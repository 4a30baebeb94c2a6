import { Box, Button, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BulkUserType } from '@pathshala/contracts';
import { OutcomeAlert } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { saveFile } from '../../../lib/download';
import { AddToCohort } from '../../cohorts/add-to-cohort';
import type { useBulkUpload } from '../api/bulk-upload';
import { failedRowsCsv } from '../failed-rows-csv';
import { GeneratedPasswords } from './generated-passwords';
import { cohortLabel, type SlipPerson } from './sign-in-slips';

/** Error details listed on the page; the rest are counted (spec section 8). */
const SHOWN_ERROR_DETAILS = 5;

export type UploadResult = NonNullable<ReturnType<typeof useBulkUpload>['data']>;

export function BulkResult({
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

/**
 * Who the upload created (name, username, ID, the cohort the file placed them in, and a generated
 * password, shown only now, with the slips to print per cohort), and putting them into a cohort.
 */
export function CreatedPeople({
  people,
  userType,
}: {
  people: UploadResult['createdPeople'];
  userType: BulkUserType;
}) {
  const messages = useMessages();
  const b = messages.cohorts.bulk;
  const slips = people.filter(
    (person): person is SlipPerson & { id: number } => person.password !== undefined,
  );
  const placed = people.some((person) => person.cohort);
  return (
    <Paper withBorder p="md" data-testid="bulk-created">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {b.createdTitle(people.length)}
        </Title>
        <GeneratedPasswords people={slips} list={false} />
        <Box mah={320} style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-label={b.caption}>
          <Table striped withTableBorder fz="sm" stickyHeader>
            <Table.Caption>{b.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{b.columns.name}</Table.Th>
                <Table.Th>{b.columns.username}</Table.Th>
                <Table.Th>{b.columns.id}</Table.Th>
                {placed && <Table.Th>{b.cohort}</Table.Th>}
                {slips.length > 0 && <Table.Th>{messages.people.firstPasswords.passwordColumn}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{person.username}</Table.Td>
                  <Table.Td>{person.id}</Table.Td>
                  {placed && <Table.Td>{person.cohort ? cohortLabel(person.cohort) : ''}</Table.Td>}
                  {slips.length > 0 && <Table.Td ff="monospace">{person.password}</Table.Td>}
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
