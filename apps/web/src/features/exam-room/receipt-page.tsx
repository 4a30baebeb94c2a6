import { Alert, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { errorMessage } from '../../lib/api-client';
import { useReceipt } from './api';
import { dateTime } from './format';

/** A receipt typed by the teacher: the attempt, the answers the server holds, and whether it still matches. */
export function ReceiptPage() {
  const t = useMessages().examRoom.receipt;
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const receipt = useReceipt(code);
  const found = receipt.data;
  return (
    <Stack gap="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) setCode(typed.trim());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t.code}
            placeholder={t.codePlaceholder}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            ff="monospace"
            w={{ base: '100%', xs: 260 }}
          />
          <Button type="submit" loading={receipt.isFetching}>
            {t.lookUp}
          </Button>
        </Group>
      </form>
      {receipt.isError && (
        <Alert color="red" role="alert">
          {errorMessage(receipt.error)}
        </Alert>
      )}
      {found && (
        <Stack gap="md" aria-live="polite">
          <Alert color={found.matches ? 'green' : 'red'} role="status" title={found.receipt}>
            {found.matches ? t.matches : t.mismatch}
          </Alert>
          <Card withBorder>
            <Stack gap={4}>
              <Text>
                <b>{t.student}:</b> {found.student.name} ({found.student.username})
              </Text>
              <Text>
                <b>{t.assessment}:</b> {found.assessment.name} · {found.cohortName}
              </Text>
              <Text>
                <b>{t.completed}:</b>{' '}
                {found.completedAt
                  ? `${dateTime(found.completedAt)} (${found.completionReason === 'time_up' ? t.timeUp : t.submitted})`
                  : t.notCompleted}
              </Text>
            </Stack>
          </Card>
          <Text fw={600}>{t.answersTitle(found.answers.length)}</Text>
          {found.answers.length === 0 ? (
            <Text c="dimmed">{t.noAnswers}</Text>
          ) : (
            <Table.ScrollContainer
              minWidth={560}
              scrollAreaProps={{
                viewportProps: {
                  tabIndex: 0,
                  role: 'region',
                  'aria-label': t.answersTitle(found.answers.length),
                },
              }}
            >
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.question}</Table.Th>
                    <Table.Th>{t.chosen}</Table.Th>
                    <Table.Th>{t.late}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {found.answers.map((answer) => (
                    <Table.Tr key={answer.questionId}>
                      <Table.Td>{answer.question}</Table.Td>
                      <Table.Td>
                        {answer.chosenOption}. {answer.chosenText}
                      </Table.Td>
                      <Table.Td>{answer.syncedLate ? t.late : t.onTime}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}
