import { Box, Button, Group, Text } from '@mantine/core';
import { useMessages } from '../../../i18n';
import type { PaperQuestion } from '../api';
import type { LocalAnswer } from '../attempt-store';

/**
 * Free navigation: one button per question (answered ones filled, flagged ones marked), the current
 * one marked for assistive technology too; a press goes to that question.
 */
export function QuestionPalette({
  questions,
  answers,
  flags,
  current,
  onGo,
}: {
  questions: readonly PaperQuestion[];
  answers: ReadonlyMap<number, LocalAnswer>;
  flags: readonly number[];
  /** The index shown, or null on the summary page. */
  current: number | null;
  onGo: (index: number) => void;
}) {
  const q = useMessages().student.quiz;
  return (
    <Box component="nav" aria-label={q.paletteLabel}>
      <Text fw={600} fz="sm" mb={6} aria-hidden>
        {q.paletteLabel}
      </Text>
      <Group gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {questions.map((question, index) => {
          const answered = answers.has(question.AS_SeqNum);
          const flagged = flags.includes(question.AS_SeqNum);
          const isCurrent = index === current;
          const state = [
            answered ? q.paletteAnswered : q.paletteUnanswered,
            ...(flagged ? [q.paletteFlagged] : []),
            ...(isCurrent ? [q.paletteCurrent] : []),
          ].join(', ');
          return (
            <li key={question.AS_SeqNum}>
              <Button
                size="compact-md"
                miw={44}
                h={44}
                px={6}
                variant={answered ? 'filled' : 'default'}
                color={answered ? 'brand.8' : undefined}
                aria-label={q.paletteItem(index + 1, state)}
                aria-current={isCurrent ? 'step' : undefined}
                data-flagged={flagged}
                onClick={() => onGo(index)}
                style={{
                  outline: isCurrent ? '3px solid var(--mantine-color-dark-6)' : undefined,
                  outlineOffset: 2,
                  borderBottom: flagged ? '4px solid var(--mantine-color-orange-8)' : undefined,
                }}
              >
                {index + 1}
                {flagged ? (
                  <Text span fz="xs" ml={2} aria-hidden>
                    ⚑
                  </Text>
                ) : null}
              </Button>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
