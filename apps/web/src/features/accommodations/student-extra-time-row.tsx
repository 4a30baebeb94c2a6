import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AccommodationStudent } from '@pathshala/contracts';
import { useMessages } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { amountText, studentName } from './format';

/** One student: their extra time (what it gives on a 60-minute test, the note, who set it) and the actions. */
export function StudentExtraTimeRow({
  student,
  onSet,
  onRemove,
}: {
  student: AccommodationStudent;
  onSet: (student: AccommodationStudent) => void;
  onRemove: (student: AccommodationStudent) => void;
}) {
  const t = useMessages().accommodations;
  const s = t.students;
  const name = studentName(student);
  const extra = student.extraTime;
  return (
    <Paper component="li" withBorder p="sm" data-testid="extra-time-row" aria-label={name}>
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
          {extra ? (
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
              onClick={() => onRemove(student)}
            >
              {s.remove}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
