import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
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
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          {/* The question itself heads its row (a teacher scans stems, not numbers). */}
          <Title order={2} size="h6" fw={600} id={headingId} style={{ minWidth: 0 }}>
            <Text component="span" inherit lineClamp={3} data-testid="question-stem">
              <MathText text={question.text} scrollFocusable={false} />
            </Text>
          </Title>
          <Group gap={4} wrap="nowrap">
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
        {question.image && (
          <Image
            src={question.image.url}
            alt={r.questionImage}
            h={96}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
            loading="lazy"
          />
        )}
        <OptionList question={question} />
        <Text fz="sm" c="dimmed">
          {r.question(id)} · {r.version(question.version)}
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

const LETTERS = ['A', 'B', 'C', 'D'];

/** The options as a teacher checks them: lettered, the key marked in words and weight, not by colour alone. */
function OptionList({ question }: { question: BankQuestion }) {
  const r = useMessages().questionBank.row;
  const options = question.options
    .map((option, index) => ({
      ...option,
      letter: LETTERS[index] ?? '',
      key: index + 1 === question.correctOption,
    }))
    .filter((option) => option.text !== '' || option.image);
  return (
    <Stack
      component="ol"
      gap={2}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={r.optionsOf(question.id)}
    >
      {options.map((option) => (
        <Group component="li" key={option.letter} gap={6} wrap="nowrap" align="flex-start" fz="sm">
          <Text span fz="sm" fw={option.key ? 700 : 400} miw={18}>
            {option.letter}.
          </Text>
          <Text span fz="sm" fw={option.key ? 700 : 400} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <MathText text={option.text} scrollFocusable={false} />
            {option.image && (
              <Image
                src={option.image.url}
                alt={r.optionImage(option.letter)}
                h={40}
                w="auto"
                fit="contain"
                loading="lazy"
              />
            )}
          </Text>
          {option.key && (
            <Badge color="green.9" variant="outline" tt="none" size="sm" style={{ flexShrink: 0 }}>
              {r.key}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}
