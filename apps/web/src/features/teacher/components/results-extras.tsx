import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AssessmentResults } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useServings } from '../api/fair-papers';

/** Each pool's figures: how the questions students drew from it went (issue 14). */
export function PoolSummaries({ results }: { results: AssessmentResults }) {
  const t = useMessages();
  const r = t.teacher.results;
  const p = t.teacher.pools;
  if (results.pools.length === 0) return null;
  return (
    <section aria-labelledby="results-pools">
      <Title order={2} size="h4" id="results-pools" mb="sm">
        {r.poolsTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {results.pools.map((pool) => (
          <Paper key={pool.poolId} withBorder p="sm" component="article">
            <Text fw={700}>{p.place(pool.courseName, pool.subconceptName)}</Text>
            <Text fz="sm">{r.poolLine(pool.questionCount, pool.marksPerQuestion, pool.candidateCount)}</Text>
            <Text fz="sm" c="dimmed">
              {pool.correctPercent === null
                ? r.noAttemptsYet
                : r.poolShare(pool.correctPercent, pool.correctCount, pool.answeredCount)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** The servings of the assessment, each with its window and a link to its exam room. */
export function ServingLinks({ assessmentId }: { assessmentId: number }) {
  const t = useMessages();
  const r = t.teacher.results;
  const s = t.teacher.serve;
  const servings = useServings(assessmentId);
  if (servings.isPending) return <Skeleton h={60} />;
  if (servings.isError || servings.data.length === 0) return null;
  return (
    <section aria-labelledby="results-servings">
      <Title order={2} size="h4" id="results-servings" mb="sm">
        {r.servingsTitle}
      </Title>
      <Stack gap="xs">
        {servings.data.map((serving) => (
          <Paper key={serving.servingId} withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{serving.cohortName}</Text>
                  {serving.paused && (
                    <Badge color="orange.9" variant="outline" tt="none">
                      {r.paused}
                    </Badge>
                  )}
                </Group>
                <Text fz="sm" c="dimmed">
                  {s.windowLine(
                    serving.opensAt ? formatDateTime(serving.opensAt) : null,
                    serving.closesAt ? formatDateTime(serving.closesAt) : null,
                  )}
                </Text>
                <Text fz="sm">
                  {r.servingLine(serving.startedCount, serving.completedCount, serving.studentCount)}
                </Text>
              </Stack>
              <Anchor
                component={Link}
                to={paths.teacher.examRoom.getHref(serving.servingId)}
                aria-label={r.examRoomLabel(serving.cohortName)}
              >
                {r.examRoom}
              </Anchor>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

/** The marking that shaped the totals, when it is not the spec's. */
export function MarkingNote({ results }: { results: AssessmentResults }) {
  const t = useMessages();
  if (results.wrongMarks === 0 && results.skippedMarks === 0) return null;
  return (
    <Alert color="gray">
      {t.teacher.results.marking(results.wrongMarks, results.skippedMarks, results.allowNegativeTotal)}
    </Alert>
  );
}
