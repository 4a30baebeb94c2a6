import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../../../i18n';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { useAllocateCourse, useCurriculumCourses } from '../../api/authoring';
import { AllocationList } from './allocation-list';
import { allocationComplete, type CourseAllocation, type DraftAssessment, sumOf } from './types';

/**
 * Step 2: share the totals between courses. Each course is saved as it is added, and can be changed
 * or removed (also after coming back from step 3); the form goes away once the allocated questions
 * and marks reach the totals.
 */
export function AllocationStep({
  draft,
  allocations,
  onAllocated,
  onUpdated,
  onRemoved,
  onContinue,
  prefillCourseId,
}: {
  draft: DraftAssessment;
  allocations: CourseAllocation[];
  onAllocated: (allocation: CourseAllocation) => void;
  onUpdated: (allocation: CourseAllocation) => void;
  onRemoved: (courseId: number) => void;
  onContinue: () => void;
  /** The course chosen first (a follow-up's), until the teacher chooses another. */
  prefillCourseId?: number;
}) {
  const t = useMessages();
  const c = t.teacher.create;
  const courses = useCurriculumCourses(draft.curriculumId);
  const allocate = useAllocateCourse();
  const [courseId, setCourseId] = useState<string | null>(
    prefillCourseId && allocations.length === 0 ? String(prefillCourseId) : null,
  );
  const [questionCount, setQuestionCount] = useState<number | ''>('');
  const [marks, setMarks] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);

  const allocatedQuestions = sumOf(allocations, 'AC_CO_NoOfQns');
  const allocatedMarks = sumOf(allocations, 'AC_CO_TotMarks');
  const complete = allocationComplete(draft, allocations);
  const available = (courses.data ?? []).filter(
    (course) => !allocations.some((a) => a.AC_CO_id === course.CO_id),
  );

  /** The spec's checks, in its order; the server checks the same and answers with the same words. */
  const validate = (): string | null => {
    if (!courseId) return c.courseRequired;
    if (questionCount === '' || questionCount < 1) return c.questionCountMin;
    if (marks === '' || marks < 1) return c.marksMin;
    if (allocatedQuestions + questionCount > draft.totalQuestions) {
      return c.exceedQuestions(questionCount, draft.totalQuestions);
    }
    if (allocatedMarks + marks > draft.totalMarks) return c.exceedMarks(marks, draft.totalMarks);
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem || !courseId || questionCount === '' || marks === '') return;
    allocate.mutate(
      {
        AC_AM_id: draft.id,
        AC_CU_id: draft.curriculumId,
        AC_CO_id: Number(courseId),
        AC_CO_NoOfQns: questionCount,
        AC_CO_TotMarks: marks,
      },
      {
        onSuccess: (allocation) => {
          onAllocated(allocation);
          setCourseId(null);
          setQuestionCount('');
          setMarks('');
        },
        onError: (failure) =>
          setError(
            isApiError(failure) && failure.serverMessage ? errorMessage(failure) : c.coursesSaveFailed,
          ),
      },
    );
  };

  return (
    <Stack gap="md" maw={720}>
      <Text>{c.allocationIntro}</Text>
      <Paper withBorder p="md">
        <Stack gap="xs" aria-live="polite">
          <Text fw={600}>{c.allocatedQuestions(allocatedQuestions, draft.totalQuestions)}</Text>
          <Progress
            value={(allocatedQuestions / draft.totalQuestions) * 100}
            aria-label={c.allocatedQuestions(allocatedQuestions, draft.totalQuestions)}
          />
          <Text fw={600}>{c.allocatedMarks(allocatedMarks, draft.totalMarks)}</Text>
          <Progress
            value={(allocatedMarks / draft.totalMarks) * 100}
            aria-label={c.allocatedMarks(allocatedMarks, draft.totalMarks)}
          />
        </Stack>
      </Paper>

      {allocations.length > 0 && (
        <AllocationList
          assessmentId={draft.id}
          allocations={allocations}
          onUpdated={onUpdated}
          onRemoved={onRemoved}
        />
      )}

      {courses.isError && (
        <Alert color="red" role="alert">
          {c.coursesLoadFailed}
        </Alert>
      )}

      {complete ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="green" w="100%">
            {c.allocationComplete}
          </Alert>
          <Button onClick={onContinue}>{c.toQuestions}</Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={c.courseLabel}
                placeholder={c.coursePlaceholder}
                required
                data={available.map((course) => ({
                  value: String(course.CO_id),
                  label: c.courseOption(course.CO_Name, course.questionCount),
                }))}
                value={courseId}
                onChange={setCourseId}
              />
              <NumberInput
                label={c.questionCountLabel}
                required
                min={1}
                allowDecimal={false}
                value={questionCount}
                onChange={(value) => setQuestionCount(typeof value === 'number' ? value : '')}
              />
              <NumberInput
                label={c.courseMarksLabel}
                required
                min={1}
                allowDecimal={false}
                value={marks}
                onChange={(value) => setMarks(typeof value === 'number' ? value : '')}
              />
            </SimpleGrid>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={allocate.isPending}>
                {c.addCourse}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
