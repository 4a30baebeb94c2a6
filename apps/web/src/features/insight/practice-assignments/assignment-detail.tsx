import { Alert, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../../i18n';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { usePracticeAssignment, useWithdrawPractice } from './api';
import { AssignmentStatus } from './assignment-list';

type Figure = { mastery: number | null; evidence: number };

/**
 * One practice assignment (issue 30): who did it and when, and each student's mastery of its
 * subconcepts when it was set and now; the teacher may withdraw it (after a confirm).
 */
export function AssignmentDetail({ assignmentId }: { assignmentId: number }) {
  const m = useMessages().insightPractice;
  const t = m.detail;
  const query = usePracticeAssignment(assignmentId);
  const withdraw = useWithdrawPractice();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const figure = (f: Figure) =>
    f.mastery === null ? t.noFigure : t.percent(Math.round(f.mastery * 100), f.evidence);

  if (query.isPending)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {isApiError(query.error) && query.error.status === 404 ? t.notFound : t.loadFailed}
      </Alert>
    );
  const a = query.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{a.subconcepts.map((sc) => sc.name).join(', ')}</Title>
        <Text c="dimmed">
          {a.cohort.name} ·{' '}
          {a.teacher ? t.setBy(a.teacher, formatDate(a.createdAt)) : t.setOn(formatDate(a.createdAt))} ·{' '}
          {m.list.due(formatDate(a.dueAt))}
        </Text>
        {a.note && <Text>{a.note}</Text>}
        <AssignmentStatus assignment={a} />
      </Stack>
      {withdraw.isSuccess && (
        <Alert color="green" role="status">
          {t.withdrawnNotice}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Paper withBorder>
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label={t.tableLabel} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.student}</Table.Th>
                <Table.Th scope="col">{t.done}</Table.Th>
                <Table.Th scope="col">{t.before}</Table.Th>
                <Table.Th scope="col">{t.now}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {a.students.map((s) => (
                <Table.Tr key={s.id} data-testid="practice-student">
                  <Table.Th scope="row" fw={600}>
                    {`${s.firstName} ${s.lastName}`.trim()}
                    {!s.current && (
                      <Text span fz="xs" c="dimmed">
                        {' '}
                        ({t.left})
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>{s.doneAt ? t.doneAt(formatDateTime(s.doneAt)) : t.notYet}</Table.Td>
                  <Table.Td>{figure(s.before)}</Table.Td>
                  <Table.Td>
                    {figure(s.now)}
                    {s.before.mastery !== null && s.now.mastery !== null && (
                      <Text span fz="sm" fw={600}>
                        {' '}
                        ({t.change(Math.round(s.now.mastery * 100) - Math.round(s.before.mastery * 100))})
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {!a.withdrawnAt && (
        <Group>
          <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
            {t.withdraw}
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t.withdrawTitle}
        closeButtonProps={{ 'aria-label': t.cancel }}
      >
        <Stack gap="md">
          <Text>{t.withdrawBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button
              color="red.9"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(assignmentId, {
                  onSuccess: () => setConfirming(false),
                  onError: (error) => {
                    setConfirming(false);
                    setProblem(errorMessage(error));
                  },
                })
              }
            >
              {t.withdrawConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
