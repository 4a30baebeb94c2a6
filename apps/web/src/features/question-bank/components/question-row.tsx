import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BankQuestion } from '@pathshala/contracts';
import { Link, useLocation } from 'react-router';
import { MathText } from '../../../components/math-text';
import { useMessages } from '../../../i18n';
import type { BankLinks } from '../bank-links';

/** What a row asks the list to do; the list runs it and reports the outcome. */
export type RowAction = 'duplicate' | 'retire' | 'restore' | 'delete';

/** A row's buttons are at least 44 px tall, so a finger finds them on a phone. */
const TARGET_HEIGHT = 44;

/** The place of a question in words: curriculum › course › concept › subconcept. */
export function placePath(question: BankQuestion): string {
  const { place } = question;
  return [place.curriculumName, place.courseName, place.conceptName, place.subconceptName]
    .filter(Boolean)
    .join(' › ');
}

/**
 * One question of the bank: its stem (formulas rendered, at most three lines), place, marks, use,
 * difficulty, version, status and author, and the buttons the server's `actions` allow.
 */
export function QuestionRow({
  question,
  links,
  busy,
  onAction,
}: {
  question: BankQuestion;
  links: BankLinks;
  busy: boolean;
  onAction: (action: RowAction, question: BankQuestion) => void;
}) {
  const t = useMessages().questionBank;
  const r = t.row;
  const { id, actions } = question;
  // The editor's way back returns to this page of the list, with its filters.
  const listSearch = useLocation().search;
  const headingId = `bank-question-${id}`;
  const retired = question.status === 'RETIRED';
  const named = (label: string) => `${label} ${r.question(id).toLowerCase()}`;
  const button = (action: RowAction, label: string, color?: string) => (
    <Button
      size="sm"
      h={TARGET_HEIGHT}
      variant="default"
      c={color}
      disabled={busy}
      onClick={() => onAction(action, question)}
      aria-label={named(label)}
    >
      {label}
    </Button>
  );
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      bg={retired ? 'gray.1' : undefined}
      aria-labelledby={headingId}
      data-testid="question-row"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h6" id={headingId}>
            {r.question(id)}
            <Text span c="dimmed" fz="sm" fw={400} ml={8}>
              {r.version(question.version)}
            </Text>
          </Title>
          <Group gap={4}>
            {retired && (
              <Badge color="gray.8" variant="filled" tt="none">
                {t.statuses.RETIRED}
              </Badge>
            )}
            {question.used && (
              <Badge color="brand" variant="light" tt="none">
                {r.used}
              </Badge>
            )}
          </Group>
        </Group>
        <Text component="div" lineClamp={3} data-testid="question-stem">
          <MathText text={question.text} scrollFocusable={false} />
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {placePath(question)}
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {[
            t.marks(question.marks),
            r.use(t.uses[question.use]),
            question.difficulty ? r.difficulty(t.difficulties[question.difficulty]) : r.noDifficulty,
            question.author?.name ? r.author(question.author.name) : r.noAuthor,
          ].join(' · ')}
        </Text>
        <Group gap="xs" role="group" aria-label={r.actionsFor(id)}>
          <Button
            component={Link}
            to={links.editQuestion(id)}
            state={{ listSearch }}
            size="sm"
            h={TARGET_HEIGHT}
            variant={actions.edit ? 'filled' : 'default'}
            aria-label={named(actions.edit ? r.edit : r.view)}
          >
            {actions.edit ? r.edit : r.view}
          </Button>
          {!retired && !question.replacedById && button('duplicate', r.duplicate)}
          {actions.retire && button('retire', r.retire)}
          {actions.restore && button('restore', r.restore)}
          {actions.delete && button('delete', r.delete, 'red.9')}
        </Group>
      </Stack>
    </Paper>
  );
}
