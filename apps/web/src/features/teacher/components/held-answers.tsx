import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssessmentResults, HeldDecision, StudentResult } from '@pathshala/contracts';
import { notify } from '../../../components/feedback/notify';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDecideHeldAnswers } from '../api/results';

/**
 * Answers that reached the server after a student's deadline and its grace: kept, never scored on
 * arrival. Per attempt, when each was claimed given and when it came, whether the right answers or
 * the student's result were out by then, and the teacher's decision: accept (scored) or decline,
 * offered to a teacher of the attempt's cohort only (any other reader is told who decides).
 */
export function HeldAnswers({ results }: { results: AssessmentResults }) {
  const r = useMessages().teacher.results;
  const waiting = results.students.filter(
    (student) => student.attemptId !== null && student.heldAnswers.length > 0,
  );
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="results-held">
      <Title order={2} size="h4" id="results-held" mb={4}>
        {r.heldTitle}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {r.heldNote}
      </Text>
      <Stack gap="sm">
        {waiting.map((student) => (
          <HeldAttempt key={student.ST_id} assessmentId={results.AM_id} student={student} />
        ))}
      </Stack>
    </section>
  );
}

function HeldAttempt({ assessmentId, student }: { assessmentId: number; student: StudentResult }) {
  const r = useMessages().teacher.results;
  const decide = useDecideHeldAnswers(assessmentId);
  const name = `${student.ST_Firstname} ${student.ST_Lastname}`.trim();
  const attemptId = student.attemptId as number;
  const act = (decision: HeldDecision) =>
    decide.mutate(
      { attemptId, decision },
      {
        onSuccess: ({ decided }) =>
          notify('success', decision === 'accept' ? r.heldAccepted(decided) : r.heldDeclined(decided)),
        onError: (error) => notify('error', errorMessage(error)),
      },
    );
  const deciding = decide.isPending ? decide.variables?.decision : undefined;
  return (
    <Paper withBorder p="md" component="article" aria-label={name} data-testid="held-attempt">
      <Text fw={700}>{name}</Text>
      <Text fz="sm" mb="xs">
        {r.heldCount(student.heldAnswers.length)}
      </Text>
      <List spacing={4} fz="sm" mb="sm">
        {student.heldAnswers.map((answer) => (
          <List.Item key={answer.AS_SeqNum}>
            {r.heldLine(
              answer.AS_SeqNum,
              formatDateTime(answer.answeredAt),
              formatDateTime(answer.receivedAt),
            )}
            {answer.afterRightAnswers ? (
              <Badge ml="xs" size="sm" color="red.9" variant="outline" tt="none">
                {r.afterRightAnswers}
              </Badge>
            ) : null}
            {answer.afterResultShown ? (
              <Badge ml="xs" size="sm" color="red.9" variant="outline" tt="none">
                {r.afterResultShown}
              </Badge>
            ) : null}
          </List.Item>
        ))}
      </List>
      {student.heldDecidable ? (
        <Group gap="sm">
          <Button
            onClick={() => act('accept')}
            loading={deciding === 'accept'}
            disabled={decide.isPending}
            aria-label={r.acceptHeldFor(name)}
          >
            {r.acceptHeld}
          </Button>
          <Button
            variant="default"
            onClick={() => act('decline')}
            loading={deciding === 'decline'}
            disabled={decide.isPending}
            aria-label={r.declineHeldFor(name)}
          >
            {r.declineHeld}
          </Button>
        </Group>
      ) : (
        <Text fz="sm">{r.heldDecidedByCohortTeacher(student.CH_Name)}</Text>
      )}
    </Paper>
  );
}
