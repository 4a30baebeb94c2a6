import { Alert, Badge, Button, Card, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { type api, PRACTICE_OPTION_LABELS } from '@pathshala/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { usePracticeQuiz, useSubmitPractice } from '../api/practice';
import { RIGHT_COLOUR, WRONG_COLOUR } from './progress-meter';

type Question = z.output<typeof api.student.practiceQuiz.response>['questions'][number];
type Results = z.output<typeof api.student.submitPractice.response>['results'];

/** The non-empty options of a question, numbered 1-4 as the server counts them. */
function optionsOf(question: Question) {
  return [question.CQ_Option1, question.CQ_Option2, question.CQ_Option3, question.CQ_Option4]
    .map((text, index) => ({ answerId: index + 1, label: PRACTICE_OPTION_LABELS[index] ?? '', text }))
    .filter((option) => option.text.trim() !== '');
}

/** A practice quiz: loading, one question at a time, then the results; Try Again draws anew. */
export function PracticeQuiz({ subconceptId }: { subconceptId: number }) {
  const t = useMessages().learning.practice;
  const quiz = usePracticeQuiz(subconceptId);
  const submit = useSubmitPractice(subconceptId);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(null);

  function restart() {
    setIndex(0);
    setAnswers({});
    setWarning(null);
    setResults(null);
    submit.reset();
    void quiz.refetch();
  }

  const backToLearning = (
    <Button component={Link} to={paths.student.learning.getHref()} variant="default">
      {t.backToLearning}
    </Button>
  );

  if (quiz.isPending || quiz.isRefetching) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  }
  if (quiz.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text c="red.9">{t.loadFailed}</Text>
          <Group gap="sm">
            <Button onClick={restart}>{t.tryAgain}</Button>
            {backToLearning}
          </Group>
        </Stack>
      </Alert>
    );
  }
  const { questions, subconceptInfo } = quiz.data;
  const heading = (
    <Stack gap={2}>
      <Text c="dimmed" fz="sm">
        {subconceptInfo.CN_Name}
      </Text>
      <Title order={1} size="h2">
        {t.title}: {subconceptInfo.SC_Name}
      </Title>
    </Stack>
  );
  if (questions.length === 0) {
    return (
      <Stack gap="md">
        {heading}
        <Paper withBorder p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t.noQuestions}</Text>
            {backToLearning}
          </Stack>
        </Paper>
      </Stack>
    );
  }
  if (results) {
    return (
      <Stack gap="md">
        {heading}
        <PracticeResults results={results} />
        <Group gap="sm">
          <Button onClick={restart}>{t.tryAgain}</Button>
          {backToLearning}
        </Group>
      </Stack>
    );
  }

  const question = questions[index] as Question;
  const selected = answers[question.CQ_id];
  const last = index === questions.length - 1;

  function proceed() {
    if (submit.isPending) return;
    if (!selected) {
      setWarning(t.selectAnswer);
      return;
    }
    setWarning(null);
    if (!last) {
      setIndex(index + 1);
      return;
    }
    submit.mutate(
      questions.map((q) => ({ questionId: q.CQ_id, answerId: answers[q.CQ_id] ?? 0 })),
      { onSuccess: (data) => setResults(data.results) },
    );
  }

  return (
    <Stack gap="md">
      {heading}
      <Card>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text fw={600} data-testid="question-counter">
              {t.questionOf(index + 1, questions.length)}
            </Text>
            <Badge color="gray.7" variant="filled" tt="none">
              {t.marks(question.CQ_Marks)}
            </Badge>
          </Group>
          <Radio.Group
            key={question.CQ_id}
            label={
              <Text fz="lg" fw={600} component="span">
                {question.CQ_Question}
              </Text>
            }
            description={t.optionsLabel}
            value={selected ? String(selected) : null}
            onChange={(value) => {
              if (submit.isPending) return; // option clicks are ignored while submitting (section 5)
              setAnswers((current) => ({ ...current, [question.CQ_id]: Number(value) }));
              setWarning(null);
            }}
          >
            <Stack gap="xs" mt="sm">
              {optionsOf(question).map((option) => (
                <Radio
                  key={option.answerId}
                  value={String(option.answerId)}
                  label={`${option.label}. ${option.text}`}
                  disabled={submit.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
          {warning && (
            <Alert color="orange" variant="light" role="alert" p="xs">
              <Text c="orange.9" fz="sm">
                {warning}
              </Text>
            </Alert>
          )}
          {submit.isError && (
            <Alert color="red" variant="light" role="alert" p="xs">
              <Text c="red.9" fz="sm">
                {t.submitFailed}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={proceed} loading={submit.isPending}>
              {submit.isPending ? t.submitting : last ? t.submit : t.next}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

function PracticeResults({ results }: { results: Results }) {
  const t = useMessages().learning.practice;
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
        <Card key={detail.questionId} padding="md" data-testid="result-detail">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>
                {index + 1}. {detail.question}
              </Text>
              <Badge color={detail.isCorrect ? RIGHT_COLOUR : WRONG_COLOUR} variant="filled" tt="none">
                {detail.isCorrect ? t.correct : t.incorrect}
              </Badge>
            </Group>
            <Text fz="sm">
              {t.yourAnswer(
                PRACTICE_OPTION_LABELS[detail.selectedAnswer - 1] ?? '',
                detail.selectedAnswerText,
              )}
            </Text>
            {!detail.isCorrect && (
              <Text fz="sm" fw={600} c={RIGHT_COLOUR}>
                {t.correctAnswer(
                  PRACTICE_OPTION_LABELS[detail.correctAnswer - 1] ?? '',
                  detail.correctAnswerText,
                )}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
