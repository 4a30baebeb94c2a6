import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type AssessmentResults, PRACTICE_OPTION_LABELS, type StudentResult } from '@pathshala/contracts';
import { notify } from '../../../components/feedback/notify';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDownloadResultsCsv } from '../api/results';
import { HeldAnswers } from './held-answers';
import { MarkingNote, PoolSummaries, ServingLinks } from './results-extras';

const STATUS_COLOR: Record<StudentResult['status'], string> = {
  completed: 'green.9',
  in_progress: 'blue.8',
  not_started: 'gray.7',
};

/** The results screen: summary with mean and median, the per-student table, and per-question answers. */
export function AssessmentResultsView({ results }: { results: AssessmentResults }) {
  const t = useMessages();
  const r = t.teacher.results;
  const download = useDownloadResultsCsv();
  const { summary } = results;
  // Per-question shares are out of the students who started (see the contract's correctPercent).
  const startedCount = summary.completedCount + summary.inProgressCount;
  const score = (value: number | null) => (value === null ? r.none : r.scoreOf(value, results.AM_TotMarks));
  const percent = (value: number | null) => (value === null ? r.none : r.percent(value));
  const duration = (seconds: number | null) =>
    seconds === null ? r.none : r.duration(Math.floor(seconds / 60), seconds % 60);
  const poolPlace = new Map(
    results.pools.map((pool) => [pool.poolId, t.teacher.pools.place(pool.courseName, pool.subconceptName)]),
  );

  const stats = [
    { label: r.students, value: String(summary.studentCount) },
    { label: r.completed, value: String(summary.completedCount) },
    { label: r.inProgress, value: String(summary.inProgressCount) },
    { label: r.notStarted, value: String(summary.notStartedCount) },
    { label: r.mean, value: `${score(summary.meanScore)} (${percent(summary.meanPercentage)})` },
    { label: r.median, value: `${score(summary.medianScore)} (${percent(summary.medianPercentage)})` },
  ];

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {results.AM_Name}
          </Title>
        </div>
        <Button
          onClick={() =>
            download.mutate(results.AM_id, {
              onError: (error) => notify('error', errorMessage(error)),
            })
          }
          loading={download.isPending}
        >
          {r.downloadCsv}
        </Button>
      </Group>

      <section aria-labelledby="results-summary">
        <Title order={2} size="h4" id="results-summary" mb="sm">
          {r.summaryTitle}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          {stats.map((stat) => (
            <Paper key={stat.label} withBorder p="sm">
              <Text fz="xs" c="dimmed" fw={600}>
                {stat.label}
              </Text>
              <Text fw={800} fz="lg">
                {stat.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <MarkingNote results={results} />
      <ServingLinks assessmentId={results.AM_id} />

      <section aria-labelledby="results-students">
        <Title order={2} size="h4" id="results-students" mb="sm">
          {r.studentsTitle}
        </Title>
        {results.students.length === 0 ? (
          <Alert color="gray">{r.noStudents}</Alert>
        ) : (
          // Focusable, so keyboard users can scroll the wide table at 360 px.
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={r.studentsTitle}>
            <Table miw={860} striped highlightOnHover withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{r.columns.student}</Table.Th>
                  <Table.Th scope="col">{r.columns.cohort}</Table.Th>
                  <Table.Th scope="col">{r.columns.status}</Table.Th>
                  <Table.Th scope="col">{r.columns.score}</Table.Th>
                  <Table.Th scope="col">{r.columns.percentage}</Table.Th>
                  <Table.Th scope="col">{r.columns.started}</Table.Th>
                  <Table.Th scope="col">{r.columns.completed}</Table.Th>
                  <Table.Th scope="col">{r.columns.timeTaken}</Table.Th>
                  <Table.Th scope="col">{r.columns.extraTime}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.students.map((student) => (
                  <Table.Tr key={student.ST_id}>
                    <Table.Th scope="row" fw={600}>
                      {student.ST_Firstname} {student.ST_Lastname}
                      <Text fz="xs" c="dimmed" fw={400}>
                        {student.ST_Username}
                      </Text>
                    </Table.Th>
                    <Table.Td>{student.CH_Name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge color={STATUS_COLOR[student.status]} variant="outline" tt="none">
                        {t.teacher.statusText[student.status]}
                      </Badge>
                      {student.timeUp && (
                        <Text fz="xs" c="dimmed">
                          {r.timeUp}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {score(student.score)}
                      {student.lateAnswers > 0 && (
                        <Badge display="block" mt={4} size="sm" color="orange.9" variant="outline" tt="none">
                          {r.lateAnswers(student.lateAnswers)}
                        </Badge>
                      )}
                      {student.heldAnswers.length > 0 && (
                        <Badge display="block" mt={4} size="sm" color="red.9" variant="outline" tt="none">
                          {r.heldBadge(student.heldAnswers.length)}
                        </Badge>
                      )}
                      {student.declinedAnswers > 0 && (
                        <Badge display="block" mt={4} size="sm" color="gray.8" variant="outline" tt="none">
                          {r.declinedBadge(student.declinedAnswers)}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{percent(student.percentage)}</Table.Td>
                    <Table.Td>{student.startedAt ? formatDateTime(student.startedAt) : r.none}</Table.Td>
                    <Table.Td>{student.completedAt ? formatDateTime(student.completedAt) : r.none}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{duration(student.timeTakenSeconds)}</Table.Td>
                    <Table.Td>
                      {r.extraTime(
                        Math.round(student.accommodationSeconds / 60),
                        Math.round(student.grantedSeconds / 60),
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </section>

      <HeldAnswers results={results} />

      <PoolSummaries results={results} />

      <section aria-labelledby="results-questions">
        <Title order={2} size="h4" id="results-questions" mb="sm">
          {r.questionsTitle}
        </Title>
        <Stack gap="md">
          {results.questions.map((question) => {
            const chosenTotal = question.options.reduce((sum, option) => sum + option.chosenCount, 0);
            return (
              <Paper key={question.CQ_Id} withBorder p="md" component="article">
                <Text fw={700} mb={4}>
                  {question.AQ_SeqNum === null ? '' : `${question.AQ_SeqNum}. `}
                  {question.CQ_Question}
                </Text>
                {question.poolId !== null && (
                  <Text fz="xs" c="dimmed">
                    {r.pooledFrom(poolPlace.get(question.poolId) ?? '')}
                  </Text>
                )}
                <Text fz="sm" mb="sm" c="dimmed">
                  {question.correctPercent === null
                    ? r.noAttemptsYet
                    : question.poolId === null
                      ? r.correctShare(question.correctPercent, question.correctCount, startedCount)
                      : r.pooledShare(question.correctPercent, question.correctCount, question.answeredCount)}
                </Text>
                <Stack gap={6}>
                  {question.options.map((option) => (
                    <div key={option.option}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text fz="sm" fw={option.isCorrect ? 700 : 400}>
                          {PRACTICE_OPTION_LABELS[option.option - 1]}. {option.text}
                          {option.isCorrect && (
                            <Badge ml="xs" size="sm" color="green.9" variant="outline" tt="none">
                              {r.correctOption}
                            </Badge>
                          )}
                        </Text>
                        <Text fz="sm" style={{ flexShrink: 0 }}>
                          {r.chosenBy(option.chosenCount)}
                        </Text>
                      </Group>
                      <Progress
                        value={chosenTotal === 0 ? 0 : (option.chosenCount / chosenTotal) * 100}
                        color={option.isCorrect ? 'green.8' : 'gray.6'}
                        aria-label={`${r.optionLabel(PRACTICE_OPTION_LABELS[option.option - 1] ?? '')}: ${r.chosenBy(option.chosenCount)}`}
                        size="sm"
                      />
                    </div>
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </section>
    </Stack>
  );
}
