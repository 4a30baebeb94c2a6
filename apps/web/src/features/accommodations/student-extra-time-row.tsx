import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Accommodation, AccommodationStudent } from '@pathshala/contracts';
import { useMessages } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session-provider';
import { amountText, studentName, useEditableRow } from './format';

/** What the remove dialog is asked to remove: the caller's own row, or (an admin) a teacher's. */
export interface RemoveTarget {
  student: AccommodationStudent;
  row: Accommodation;
  teacher: { id: number; name: string } | null;
}

/** One row of extra time: what it gives on a 60-minute test, the note, who set it. */
function ExtraTimeLine({ extra }: { extra: Accommodation }) {
  const t = useMessages().accommodations;
  const s = t.students;
  return (
    <>
      <Group gap="xs">
        <Badge color="brand.9" variant="filled" tt="none">
          {amountText(t, extra)}
        </Badge>
        <Text fz="sm">{t.amount.example(extra.exampleSeconds)}</Text>
      </Group>
      <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {s.note(extra.note)}
      </Text>
      <Text fz="xs" c="dimmed">
        {extra.updatedBy
          ? s.setBy(extra.updatedBy.name, formatDateTime(extra.updatedAt))
          : s.setOn(formatDateTime(extra.updatedAt))}
      </Text>
    </>
  );
}

/**
 * One student: the caller's row with its actions (a teacher's own, an admin's school-wide), the
 * school-wide row read-only to a teacher, every teacher's row to an admin (each removable), and what
 * applies in this cohort's exams (the largest of the rows that apply there), so nothing is hidden.
 */
export function StudentExtraTimeRow({
  student,
  cohortId,
  onSet,
  onRemove,
}: {
  student: AccommodationStudent;
  cohortId: number;
  onSet: (student: AccommodationStudent) => void;
  onRemove: (target: RemoveTarget) => void;
}) {
  const t = useMessages().accommodations;
  const s = t.students;
  const me = useSession().user;
  const admin = me?.type === 'admin';
  const name = studentName(student);
  const extra = useEditableRow(student);
  const applied = student.applies.find((entry) => entry.cohort.id === cohortId);
  const from = (applied?.from ?? []).map((row) => {
    const who =
      row.teacher === null ? s.fromSchool : row.teacher.id === me?.id ? s.fromYou : row.teacher.name;
    return `${t.amount.short[row.kind](row.amount)} (${who})`;
  });
  return (
    <Paper component="li" withBorder p="sm" data-testid="extra-time-row" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {!student.active && (
                <Badge color="gray.7" variant="filled" tt="none">
                  {s.inactive}
                </Badge>
              )}
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {student.email ?? student.username}
            </Text>
            <Text fz="sm" fw={600}>
              {admin ? s.schoolWideTitle : s.ownTitle}
            </Text>
            {extra ? (
              <ExtraTimeLine extra={extra} />
            ) : (
              <Text fz="sm" c="dimmed">
                {s.none}
              </Text>
            )}
            {!student.active && (
              <Text fz="xs" c="dimmed">
                {s.inactiveHint}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {student.active && (
              <Button
                size="xs"
                variant={extra ? 'default' : 'filled'}
                aria-label={extra ? s.changeLabel(name) : s.setLabel(name)}
                onClick={() => onSet(student)}
              >
                {extra ? s.change : s.set}
              </Button>
            )}
            {extra && (
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                aria-label={s.removeLabel(name)}
                onClick={() => onRemove({ student, row: extra, teacher: null })}
              >
                {s.remove}
              </Button>
            )}
          </Group>
        </Group>
        {!admin && student.schoolWide && (
          <Stack gap={4} data-testid="school-wide">
            <Text fz="sm" fw={600}>
              {s.schoolWideTitle}
            </Text>
            <ExtraTimeLine extra={student.schoolWide} />
            <Text fz="xs" c="dimmed">
              {s.schoolWideReadOnly}
            </Text>
          </Stack>
        )}
        {admin && student.teachers.length > 0 && (
          <Stack gap={4} data-testid="teachers-rows">
            <Text fz="sm" fw={600}>
              {s.teachersTitle}
            </Text>
            {student.teachers.map((row) => (
              <Group key={row.teacher.id} justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Text fz="sm">{row.teacher.name}</Text>
                  <ExtraTimeLine extra={row} />
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  aria-label={s.removeTeacherLabel(row.teacher.name, name)}
                  onClick={() => onRemove({ student, row, teacher: row.teacher })}
                >
                  {s.remove}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <Stack gap={2} data-testid="applies">
          <Text fz="sm" fw={600}>
            {s.appliesTitle}
          </Text>
          {applied && applied.exampleSeconds > 0 ? (
            <>
              <Text fz="sm">{t.amount.example(applied.exampleSeconds)}</Text>
              <Text fz="xs" c="dimmed">
                {s.appliesFrom(from.join(', '))}
              </Text>
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              {s.appliesNone}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
