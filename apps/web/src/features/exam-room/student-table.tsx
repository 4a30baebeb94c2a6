import {
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { RoomStudent, RoomStudentStatus } from '@pathshala/contracts';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useMessages } from '../../i18n';
import { formatClock } from '../../lib/format';
import { clockTime } from './format';

const PAGE_SIZE = 50;
const STATUS_COLOURS: Record<RoomStudentStatus, string> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: 'blue',
  SUBMITTED: 'green',
  TIME_UP: 'orange',
};

/** Time left of an attempt in progress: ticks on the server's clock unless the room is paused. */
function timeLeft(student: RoomStudent, paused: boolean, serverNowMs: number): number | null {
  if (student.status !== 'IN_PROGRESS' || !student.deadline) return null;
  if (paused) return student.secondsLeft;
  return Math.max(0, Math.ceil((Date.parse(student.deadline) - serverNowMs) / 1000));
}

const StudentRow = memo(function StudentRow({
  student,
  left,
  canAct,
  onExtend,
}: {
  student: RoomStudent;
  left: number | null;
  canAct: boolean;
  onExtend: (student: RoomStudent) => void;
}) {
  const t = useMessages().examRoom.table;
  const extra = Math.round((student.accommodationSeconds + student.grantedSeconds) / 60);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} fz="sm">
          {student.name}
        </Text>
        <Text c="dimmed" fz="xs">
          {student.username}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* Never cut to 'Not sta…': the badge keeps its whole word and the column makes room. */}
        <Badge
          color={STATUS_COLOURS[student.status]}
          variant="light"
          tt="none"
          styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {t.statuses[student.status]}
        </Badge>
      </Table.Td>
      <Table.Td>{student.attemptId ? t.answered(student.answered, student.total) : ''}</Table.Td>
      <Table.Td ff="monospace">{left === null ? '' : formatClock(left)}</Table.Td>
      <Table.Td>
        <Text fz="sm" c={student.connected ? 'green.9' : 'dimmed'}>
          {student.since
            ? student.connected
              ? t.connectedSince(clockTime(student.since))
              : t.disconnectedSince(clockTime(student.since))
            : t.neverSeen}
        </Text>
      </Table.Td>
      <Table.Td>{student.pending || ''}</Table.Td>
      <Table.Td>{extra ? t.minutes(extra) : ''}</Table.Td>
      <Table.Td>{student.lateAnswers || ''}</Table.Td>
      {canAct && (
        <Table.Td>
          {student.status === 'IN_PROGRESS' && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onExtend(student)}
              aria-label={t.extendFor(student.name)}
            >
              {t.extend}
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
});

/**
 * Who needs the teacher's eye first: those writing (cut off before the connected), then those not
 * started, then those done. A room of 30 with one student writing shows her first, not 27th by surname.
 */
function attentionRank(student: RoomStudent): number {
  if (student.status === 'IN_PROGRESS') return student.connected ? 1 : 0;
  if (student.status === 'NOT_STARTED') return 2;
  return student.status === 'TIME_UP' ? 3 : 4;
}

/**
 * The room's students: filtered by name, status and connection, 50 a page, so 1,000 students stay
 * quick; rows are memoised on their data, so a change re-renders only the rows it touched.
 */
export function StudentTable({
  students,
  paused,
  offsetMs,
  canAct,
  onExtend,
}: {
  students: readonly RoomStudent[];
  paused: boolean;
  offsetMs: number;
  canAct: boolean;
  onExtend: (student: RoomStudent) => void;
}) {
  const t = useMessages().examRoom.table;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>('ALL');
  const [connectedOnly, setConnectedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [now, setNow] = useState(() => Date.now());
  const query = useDeferredValue(search.trim().toLowerCase());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  const filtered = useMemo(
    () =>
      students
        .filter(
          (s) =>
            (status === 'ALL' || s.status === status) &&
            (!connectedOnly || s.connected) &&
            (!query || s.name.toLowerCase().includes(query) || s.username.toLowerCase().includes(query)),
        )
        // Stable: the server's order by name holds within each group.
        .sort((a, b) => attentionRank(a) - attentionRank(b)),
    [students, status, connectedOnly, query],
  );
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const serverNow = now + offsetMs;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={t.statusFilter}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          allowDeselect={false}
          data={[
            { value: 'ALL', label: t.allStatuses },
            ...(Object.keys(t.statuses) as RoomStudentStatus[]).map((key) => ({
              value: key,
              label: t.statuses[key],
            })),
          ]}
          w={{ base: '100%', xs: 180 }}
        />
        <Checkbox
          label={t.connectedOnly}
          checked={connectedOnly}
          onChange={(e) => {
            setConnectedOnly(e.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
      <Table.ScrollContainer
        minWidth={860}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t.caption } }}
      >
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Caption>
            {filtered.length
              ? t.showing(
                  (current - 1) * PAGE_SIZE + 1,
                  (current - 1) * PAGE_SIZE + shown.length,
                  filtered.length,
                )
              : t.none}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.student}</Table.Th>
              <Table.Th>{t.status}</Table.Th>
              <Table.Th>{t.progress}</Table.Th>
              <Table.Th>{t.timeLeft}</Table.Th>
              <Table.Th>{t.connection}</Table.Th>
              <Table.Th>{t.waiting}</Table.Th>
              <Table.Th>{t.extra}</Table.Th>
              <Table.Th>{t.late}</Table.Th>
              {canAct && (
                <Table.Th>
                  <VisuallyHidden>{t.actions}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((student) => (
              <StudentRow
                key={student.studentId}
                student={student}
                left={timeLeft(student, paused, serverNow)}
                canAct={canAct}
                onExtend={onExtend}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} aria-label={t.pages} />}
    </Stack>
  );
}
