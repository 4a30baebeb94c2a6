import { Badge, Box, Group, Image, Stack, Text } from '@mantine/core';
import type { QuestionDifficulty, QuestionUse } from '@pathshala/contracts';
import { MathText } from '../../../components/math-text';
import { optionsOf } from '../../../components/question/options';
import { useMessages } from '../../../i18n';
import type { StudentQuestion } from './choice';

/** A question as staff see it in lists: the student's columns plus the key and what it is for. */
export interface StaffQuestion extends StudentQuestion {
  CQ_Marks: number;
  correctOption: number;
  use: QuestionUse;
  difficulty: QuestionDifficulty | null;
  CN_Name: string;
  SC_Name: string;
}

/** The meta line: marks (in brackets, as the wizard always showed them), use, difficulty, place. */
export function QuestionMeta({ question }: { question: StaffQuestion }) {
  const t = useMessages().teacher;
  const q = t.questions;
  const parts = [
    `(${t.create.marksLabel(question.CQ_Marks)})`,
    q.use[question.use],
    question.difficulty ? q.difficulty[question.difficulty] : null,
    q.place(question.CN_Name, question.SC_Name),
  ].filter((part): part is string => part !== null);
  return (
    <Text fz="sm" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/**
 * A question for the teacher: its text with formulas (unless the caller shows it, e.g. as a
 * checkbox label), its image, options A-D with the correct one marked in words, and the meta line.
 */
export function QuestionSummary({
  question,
  showText = true,
}: {
  question: StaffQuestion;
  showText?: boolean;
}) {
  const q = useMessages().teacher.questions;
  return (
    <Stack gap={6} miw={0}>
      {showText ? (
        <Text fw={600}>
          <MathText text={question.CQ_Question} />
        </Text>
      ) : null}
      {question.CQ_Image ? (
        <Image
          src={question.CQ_Image}
          alt={q.imageAlt}
          maw={240}
          h="auto"
          fit="contain"
          radius="sm"
          loading="lazy"
        />
      ) : null}
      <Stack component="ol" gap={4} m={0} p={0} aria-label={q.optionsLabel} style={{ listStyle: 'none' }}>
        {optionsOf(question).map((option) => {
          const correct = option.answerId === question.correctOption;
          return (
            <Box component="li" key={option.answerId}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Text span fw={700}>
                  {option.label}.
                </Text>
                <Box miw={0} style={{ flex: 1 }}>
                  <Text span fw={correct ? 700 : undefined}>
                    <MathText text={option.text} />
                  </Text>{' '}
                  {correct ? (
                    <Badge color="green.9" variant="outline" tt="none" size="sm">
                      {q.correctAnswer}
                    </Badge>
                  ) : null}
                  {option.image ? (
                    <Image
                      src={option.image}
                      alt={q.optionImageAlt(option.label)}
                      maw={160}
                      h="auto"
                      fit="contain"
                      radius="sm"
                      mt={4}
                      loading="lazy"
                    />
                  ) : null}
                </Box>
              </Group>
            </Box>
          );
        })}
      </Stack>
      <QuestionMeta question={question} />
    </Stack>
  );
}
