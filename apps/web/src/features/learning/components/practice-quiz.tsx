import { Alert, Badge, Box, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { api } from '@pathshala/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { studentQuestionView } from '../../../components/question/options';
import { QuestionProgress } from '../../../components/question/question-progress';
import { QuestionView } from '../../../components/question/question-view';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { usePracticeQuiz, useSubmitPractice } from '../api/practice';
import { PracticeHistory } from './practice-history';
import { PracticeResults } from './practice-results';

type Question = z.output<typeof api.student.practiceQuiz.response>['questions'][number];
type Results = z.output<typeof api.student.submitPractice.response>['results'];

/** A practice quiz: loading, one question at a time, then the results; Try Again draws anew. */
export function PracticeQuiz({ subconceptId }: { subconceptId: number }) {
  const t = useMessages().learning.practice;
  const quiz = usePracticeQuiz(subconceptId);
  const submit = useSubmitPractice(subconceptId);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [results, setResults] = useState<Results | 'kept' | null>(null);

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
  if (results === 'kept') {
    return (
      <Stack gap="md">
        {heading}
        <Paper withBorder p="lg" role="status">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              {t.keptTitle}
            </Title>
            <Text>{t.keptBody}</Text>
            <Group gap="sm">
              <Button onClick={restart}>{t.tryAgain}</Button>
              {backToLearning}
            </Group>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  if (results) {
    return (
      <Stack gap="md">
        {heading}
        <PracticeResults results={results} questions={questions} />
        <Group gap="sm">
          <Button onClick={restart}>{t.tryAgain}</Button>
          {backToLearning}
        </Group>
        <PracticeHistory subconceptId={subconceptId} />
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
      {
        subconceptName: subconceptInfo.SC_Name,
        answers: questions.map((q) => ({ questionId: q.CQ_id, answerId: answers[q.CQ_id] ?? 0 })),
      },
      { onSuccess: setResults },
    );
  }

  return (
    <Stack gap="md">
      {heading}
      <Card>
        <Stack gap="md">
          <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
            <Box style={{ flex: 1 }}>
              <QuestionProgress
                label={t.questionOf(index + 1, questions.length)}
                done={index}
                total={questions.length}
              />
            </Box>
            <Badge color="gray.7" variant="filled" tt="none" style={{ flexShrink: 0 }}>
              {t.marks(question.CQ_Marks)}
            </Badge>
          </Group>
          <QuestionView
            key={question.CQ_id}
            question={studentQuestionView(question)}
            answer={{
              value: selected ? String(selected) : null,
              onChange: (value) => {
                setAnswers((current) => ({ ...current, [question.CQ_id]: Number(value) }));
                setWarning(null);
              },
              // option clicks are ignored while submitting (section 5)
              disabled: submit.isPending,
              label: t.optionsLabel,
            }}
          />
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
          {leaving && (
            <Alert color="orange" variant="light" role="alert" p="xs">
              <Stack gap="xs" align="flex-start">
                <Text c="orange.9" fz="sm">
                  {t.leaveConfirm}
                </Text>
                <Group gap="xs">
                  <Button component={Link} to={paths.student.learning.getHref()} size="sm" color="orange.9">
                    {t.leave}
                  </Button>
                  <Button size="sm" variant="default" onClick={() => setLeaving(false)} autoFocus>
                    {t.stay}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <Group justify="space-between" gap="xs">
            {/* A way out before the end; answers chosen are not kept, so that is asked first. */}
            {Object.keys(answers).length === 0 ? (
              <Button component={Link} to={paths.student.learning.getHref()} variant="subtle">
                {t.leave}
              </Button>
            ) : (
              <Button
                variant="subtle"
                onClick={() => setLeaving(true)}
                disabled={submit.isPending || leaving}
              >
                {t.leave}
              </Button>
            )}
            <Button onClick={proceed} loading={submit.isPending}>
              {submit.isPending ? t.submitting : last ? t.submit : t.next}
            </Button>
          </Group>
        </Stack>
      </Card>
      <PracticeHistory subconceptId={subconceptId} />
    </Stack>
  );
}
