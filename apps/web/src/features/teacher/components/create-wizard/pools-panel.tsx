import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AssessmentPool } from '@pathshala/contracts';
import { useState } from 'react';
import { notify } from '../../../../components/feedback/notify';
import { useMessages } from '../../../../i18n';
import { errorMessage } from '../../../../lib/api-client';
import { useAddPool, usePoolCandidates, useRemovePool } from '../../api/fair-papers';
import type { CourseAllocation } from './types';

/** Questions and marks the pools take from each course: the rest is chosen by hand. */
export function pooledOf(pools: AssessmentPool[], courseId: number) {
  const ofCourse = pools.filter((pool) => pool.courseId === courseId);
  return {
    count: ofCourse.reduce((sum, pool) => sum + pool.questionCount, 0),
    marks: ofCourse.reduce((sum, pool) => sum + pool.questionCount * pool.marksPerQuestion, 0),
  };
}

/**
 * Step 3's pools (issue 14): per allocated course, N random questions of the course or of one of its
 * subconcepts, each showing how many bank questions it can draw from. Saved at once; the server checks
 * the course's quota and marks as it does for chosen questions.
 */
export function PoolsPanel({
  assessmentId,
  allocations,
  pools,
}: {
  assessmentId: number;
  allocations: CourseAllocation[];
  pools: AssessmentPool[];
}) {
  const t = useMessages();
  const p = t.teacher.pools;
  const candidates = usePoolCandidates(assessmentId);
  const add = useAddPool(assessmentId);
  const remove = useRemovePool(assessmentId);
  const [courseId, setCourseId] = useState<string | null>(
    allocations[0] ? String(allocations[0].AC_CO_id) : null,
  );
  const [place, setPlace] = useState<string>('course');
  const [count, setCount] = useState<number | string>(1);
  const [marks, setMarks] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const course = candidates.data?.find((row) => String(row.courseId) === courseId);
  const placeOptions = course
    ? [
        { value: 'course', label: p.wholeCourse(course.courseName, course.candidateCount) },
        ...course.subconcepts.map((sub) => ({
          value: String(sub.subconceptId),
          label: p.subconcept(sub.conceptName, sub.subconceptName, sub.candidateCount),
        })),
      ]
    : [];

  const onAdd = () => {
    if (!course) return;
    setError(null);
    add.mutate(
      {
        courseId: course.courseId,
        subconceptId: place === 'course' ? null : Number(place),
        questionCount: Number(count),
        marksPerQuestion: Number(marks),
      },
      {
        onSuccess: () => notify('success', p.added),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  const onRemove = (pool: AssessmentPool) =>
    remove.mutate(pool.poolId, {
      onSuccess: () => notify('success', p.removed),
      onError: (failure) => notify('error', errorMessage(failure)),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pools-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="pools-title">
          {p.title}
        </Title>
        <Text fz="sm" c="dimmed">
          {p.intro}
        </Text>
        {pools.length === 0 ? (
          <Text fz="sm">{p.empty}</Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={p.listLabel}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {pools.map((pool) => {
              const where = p.place(pool.courseName, pool.subconceptName);
              return (
                <Group key={pool.poolId} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text fw={600}>{where}</Text>
                    <Text fz="sm">
                      {p.line(pool.questionCount, pool.marksPerQuestion, pool.candidateCount)}
                    </Text>
                    {pool.candidateCount < pool.questionCount && (
                      <Text fz="sm" c="red.8">
                        {p.shrunk(pool.candidateCount, pool.questionCount)}
                      </Text>
                    )}
                  </div>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    onClick={() => onRemove(pool)}
                    aria-label={p.removeLabel(where)}
                    loading={remove.isPending && remove.variables === pool.poolId}
                  >
                    {p.remove}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
        {candidates.isError && (
          <Alert color="red" role="alert">
            {p.loadFailed}
          </Alert>
        )}
        {allocations.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={p.courseLabel}
              data={allocations.map((a) => ({ value: String(a.AC_CO_id), label: a.CO_Name }))}
              value={courseId}
              onChange={(value) => {
                setCourseId(value);
                setPlace('course');
              }}
              allowDeselect={false}
            />
            <Select
              label={p.placeLabel}
              data={placeOptions}
              value={place}
              onChange={(value) => setPlace(value ?? 'course')}
              allowDeselect={false}
              disabled={!course}
            />
            <NumberInput
              label={p.countLabel}
              value={count}
              onChange={setCount}
              min={1}
              max={200}
              allowDecimal={false}
            />
            <NumberInput
              label={p.marksLabel}
              value={marks}
              onChange={setMarks}
              min={0.5}
              step={0.5}
              decimalScale={2}
            />
          </SimpleGrid>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={onAdd} loading={add.isPending} disabled={!course}>
            {p.add}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
