import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { api } from '@pathshala/contracts';
import type { z } from 'zod';
import { MathText } from '../../../components/math-text';
import { OPTION_LABELS } from '../../../components/question/options';
import { VerdictBadge } from '../../../components/question/verdict';
import { useMessages } from '../../../i18n';
import { RIGHT_COLOUR } from './progress-meter';

type Question = z.output<typeof api.student.practiceQuiz.response>['questions'][number];
type Results = z.output<typeof api.student.submitPractice.response>['results'];
type Detail = Results['details'][number];

/** An answer line: the words, the option's letter, then its text with formulas. */
function AnswerLine({
  words,
  answerId,
  text,
}: {
  words: (label: string) => string;
  answerId: number;
  text: string;
}) {
  return (
    <>
      {words(OPTION_LABELS[answerId - 1] ?? '')} <MathText text={text} />
    </>
  );
}

function ResultDetail({ detail, number, image }: { detail: Detail; number: number; image: string | null }) {
  const t = useMessages().learning.practice;
  const alt = useMessages().student.question.imageAlt;
  return (
    <Card padding="md" data-testid="result-detail">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} miw={0}>
            {number}. <MathText text={detail.question} />
          </Text>
          <VerdictBadge isCorrect={detail.isCorrect} />
        </Group>
        {image ? (
          <Image
            src={image}
            alt={alt}
            loading="lazy"
            maw="100%"
            w="auto"
            h="auto"
            fit="contain"
            radius="sm"
          />
        ) : null}
        <Text fz="sm">
          <AnswerLine
            words={t.yourAnswer}
            answerId={detail.selectedAnswer}
            text={detail.selectedAnswerText}
          />
        </Text>
        {!detail.isCorrect && (
          <Text fz="sm" fw={600} c={RIGHT_COLOUR}>
            <AnswerLine
              words={t.correctAnswer}
              answerId={detail.correctAnswer}
              text={detail.correctAnswerText}
            />
          </Text>
        )}
        {detail.explanation ? (
          <Stack gap={2} mt="xs" data-testid="explanation">
            <Title order={3} size="h6">
              {t.explanation}
            </Title>
            <Text fz="sm">
              <MathText text={detail.explanation} />
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A practice quiz's results: score, pass or not, and each question with the answers and explanation. */
export function PracticeResults({
  results,
  questions,
}: {
  results: Results;
  questions: readonly Question[];
}) {
  const t = useMessages().learning.practice;
  // The results carry no images; the questions just answered do.
  const images = new Map(questions.map((question) => [question.CQ_id, question.CQ_Image]));
  return (
    <Stack gap="md" data-testid="practice-results">
      <Card>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t.resultsTitle}
          </Title>
          <Group gap="md" align="center">
            <Text fz={40} fw={700} data-testid="percentage">
              {t.percentage(results.percentage)}
            </Text>
            <Badge color={results.passed ? RIGHT_COLOUR : 'orange.9'} variant="filled" tt="none" size="lg">
              {results.passed ? t.passed : t.notPassed}
            </Badge>
          </Group>
          <Text>{t.score(results.obtainedMarks, results.totalMarks)}</Text>
          <Text>{t.correctCount(results.correctAnswers, results.totalQuestions)}</Text>
        </Stack>
      </Card>
      <Title order={2} size="h4">
        {t.review}
      </Title>
      {results.details.map((detail, index) => (
        <ResultDetail
          key={detail.questionId}
          detail={detail}
          number={index + 1}
          image={images.get(detail.questionId) ?? null}
        />
      ))}
    </Stack>
  );
}
