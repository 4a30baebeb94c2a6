import { Alert, Badge, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { MathText } from '../../../components/math-text';
import { paths } from '../../../config/paths';
import { useAttemptResult } from '../../../features/attempts/api';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { formatScore } from '../../../lib/format';
import { AppPage } from '../../layouts/app-page';
import { useSession } from '../../session-provider';

/** /student/assessments/:assessmentId/result: score, total, percentage and which questions were right. */
export function StudentAssessmentResultRoute() {
  const t = useMessages();
  const r = t.student.result;
  const { user } = useSession();
  const assessmentId = Number(useParams().assessmentId);
  const query = useAttemptResult(user?.id ?? 0, assessmentId);
  const back = (
    <Button
      component={Link}
      to={paths.student.assessments.getHref()}
      variant="default"
      style={{ alignSelf: 'flex-start' }}
    >
      {r.back}
    </Button>
  );
  if (query.isPending) {
    return (
      <AppPage title={r.pageTitle}>
        <Loader aria-label={t.app.loading} />
      </AppPage>
    );
  }
  if (query.isError) {
    return (
      <AppPage title={r.pageTitle}>
        <Alert color="red" variant="light" title={r.loadFailed} role="alert">
          <Stack gap="sm">
            <Text>{errorMessage(query.error)}</Text>
            {back}
          </Stack>
        </Alert>
      </AppPage>
    );
  }
  const result = query.data.result;
  return (
    <AppPage title={r.pageTitle}>
      <Stack gap="lg" maw={760}>
        <Title order={1}>{r.title(result.AM_Name)}</Title>
        <Paper withBorder p="lg">
          <Group gap="xl" component="dl" m={0}>
            {[
              [r.score, String(formatScore(result.score))],
              [r.total, String(formatScore(result.totalMarks))],
              [r.percentage, `${result.percentage}%`],
            ].map(([term, value]) => (
              <div key={term}>
                <Text component="dt" c="dimmed" fz="sm">
                  {term}
                </Text>
                <Text component="dd" m={0} fz={28} fw={700}>
                  {value}
                </Text>
              </div>
            ))}
          </Group>
          {result.timeUp ? (
            <Text mt="sm" c="dimmed">
              {r.timeUp}
            </Text>
          ) : null}
        </Paper>
        <Title order={2} size="h3">
          {r.questionsTitle}
        </Title>
        <List spacing="sm" listStyleType="none" p={0}>
          {result.questions.map((question) => {
            const verdict = !question.answered ? r.notAnswered : question.isCorrect ? r.right : r.wrong;
            const color = !question.answered ? 'gray.7' : question.isCorrect ? 'green.9' : 'red.9';
            return (
              <List.Item key={question.AS_SeqNum}>
                <Paper withBorder p="md">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fz="sm" c="dimmed">
                        {r.questionLabel(question.AS_SeqNum)}
                      </Text>
                      <Text>
                        <MathText text={question.CQ_Question} />
                      </Text>
                    </div>
                    <Badge color={color} variant="filled" tt="none" style={{ flexShrink: 0 }}>
                      {verdict}
                    </Badge>
                  </Group>
                </Paper>
              </List.Item>
            );
          })}
        </List>
        {back}
      </Stack>
    </AppPage>
  );
}
