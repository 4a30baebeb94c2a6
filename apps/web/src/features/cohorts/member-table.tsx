import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { CohortMember } from '@pathshala/contracts';
import { useState } from 'react';
import { OutcomeAlert, useOutcome } from '../../components/feedback/outcome-alert';
import { ScrollRegion } from '../../components/layout/scroll-region';
import { useMessages } from '../../i18n';
import { formatDate } from '../../lib/format';
import { useChangeMembers } from './api';
import { memberName } from './members-result';

/**
 * A cohort's teachers or students (one page of them), each with a Remove button that asks first.
 * Removing a student takes them out of the cohort only: their attempts and progress stay.
 */
export function MemberTable({
  cohortId,
  cohortName,
  members,
  caption,
}: {
  cohortId: number;
  cohortName: string;
  members: CohortMember[];
  caption: string;
}) {
  const t = useMessages();
  const m = t.cohorts.members;
  const [confirming, setConfirming] = useState<CohortMember | null>(null);
  const { outcome, clearOutcome, report } = useOutcome();
  const change = useChangeMembers();

  const remove = async (member: CohortMember) => {
    await report(async () => {
      await change.mutateAsync({
        cohortId,
        change: 'remove',
        ...(member.role === 'student' ? { studentIds: [member.id] } : { teacherIds: [member.id] }),
      });
      return m.removed(memberName(member));
    }, m.removeFailed);
    setConfirming(null);
  };

  return (
    <Stack gap="sm">
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      <ScrollRegion label={caption}>
        <Table striped withTableBorder fz="sm" data-testid={`cohort-${members[0]?.role ?? 'member'}s`}>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.columns.name}</Table.Th>
              <Table.Th>{m.columns.email}</Table.Th>
              <Table.Th>{m.columns.status}</Table.Th>
              <Table.Th>{m.columns.added}</Table.Th>
              <Table.Th>{m.columns.action}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => {
              const name = memberName(member);
              return (
                <Table.Tr key={member.id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email ?? member.username}</Table.Td>
                  <Table.Td>{t.admin.fields.statuses[member.registrationStatus]}</Table.Td>
                  <Table.Td>{member.addedAt ? formatDate(member.addedAt) : t.admin.notAvailable}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="outline"
                      color="red.9"
                      size="xs"
                      aria-label={m.removeLabel(name)}
                      onClick={() => setConfirming(member)}
                    >
                      {m.remove}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={m.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': t.admin.cancel }}
      >
        {confirming && (
          <Stack gap="md">
            <Text>
              {confirming.role === 'student'
                ? m.confirmStudent(memberName(confirming), cohortName)
                : m.confirmTeacher(memberName(confirming), cohortName)}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setConfirming(null)}
                disabled={change.isPending}
                data-autofocus
              >
                {t.admin.cancel}
              </Button>
              <Button color="red.9" onClick={() => remove(confirming)} disabled={change.isPending}>
                {change.isPending ? m.removing : m.confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
