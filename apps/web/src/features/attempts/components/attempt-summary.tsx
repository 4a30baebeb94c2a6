import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useMessages } from '../../../i18n';
import type { PaperQuestion } from '../api';
import type { LocalAnswer } from '../attempt-store';

/**
 * Free navigation's last page before completing: the answered, flagged and unanswered questions (each
 * a way back to it), what still waits to be sent, and Finish.
 */
export function AttemptSummary({
  questions,
  answers,
  flags,
  headingRef,
  onGo,
  onBack,
  onComplete,
}: {
  questions: readonly PaperQuestion[];
  answers: ReadonlyMap<number, LocalAnswer>;
  flags: readonly number[];
  headingRef: Ref<HTMLHeadingElement>;
  onGo: (index: number) => void;
  onBack: () => void;
  onComplete: () => void;
}) {
  const t = useMessages().student.summary;
  const numbered = questions.map((question, index) => ({ question, index }));
  const answered = numbered.filter(({ question }) => answers.has(question.AS_SeqNum));
  const unanswered = numbered.filter(({ question }) => !answers.has(question.AS_SeqNum));
  const flagged = numbered.filter(({ question }) => flags.includes(question.AS_SeqNum));
  const waiting = [...answers.values()].filter((answer) => answer.state === 'waiting').length;
  const groups = [
    { key: 'answered', title: t.answered(answered.length), items: answered },
    { key: 'flagged', title: t.flagged(flagged.length), items: flagged },
    { key: 'unanswered', title: t.unanswered(unanswered.length), items: unanswered },
  ];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={1} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t.title}
        </Title>
        {groups.map((group) => (
          <section key={group.key} aria-label={group.title} data-testid={`summary-${group.key}`}>
            <Title order={2} size="h5" mb={6}>
              {group.title}
            </Title>
            {group.items.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t.none}
              </Text>
            ) : (
              <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {group.items.map(({ question, index }) => (
                  <li key={question.AS_SeqNum}>
                    <Button size="compact-md" h={44} variant="default" onClick={() => onGo(index)}>
                      {t.goTo(index + 1)}
                    </Button>
                  </li>
                ))}
              </Group>
            )}
          </section>
        ))}
        {unanswered.length > 0 ? (
          <Alert color="orange" variant="light">
            {t.unansweredWarning(unanswered.length)}
          </Alert>
        ) : null}
        {waiting > 0 ? (
          <Alert color="orange" variant="light" role="status">
            {t.waiting(waiting)}
          </Alert>
        ) : null}
        <Group gap="sm" justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t.backToQuestions}
          </Button>
          <Button onClick={onComplete}>{t.finish}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
