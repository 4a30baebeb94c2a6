import { Alert, Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../../../i18n';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { useAddQuestions, useBankQuestions } from '../../api/authoring';
import type { CourseAllocation, DraftAssessment } from './types';

/** Step 3: choose exactly the total from the allocated courses' bank, each course up to its allocation. */
export function SelectionStep({
  draft,
  allocations,
  placedQuestionIds,
  onFinalized,
}: {
  draft: DraftAssessment;
  allocations: CourseAllocation[];
  /** Questions already saved (a resumed wizard): shown chosen and locked. */
  placedQuestionIds: number[];
  onFinalized: () => void;
}) {
  const t = useMessages();
  const c = t.teacher.create;
  const bank = useBankQuestions(allocations.map((a) => a.AC_CO_id));
  const save = useAddQuestions();
  const [selected, setSelected] = useState<number[]>(placedQuestionIds);
  const [notice, setNotice] = useState<string | null>(null);

  const chosenIn = (courseId: number) =>
    bank.questions.filter((q) => q.CO_id === courseId && selected.includes(q.CQ_id));
  const countInCourse = (courseId: number) => chosenIn(courseId).length;
  const marksInCourse = (courseId: number) => chosenIn(courseId).reduce((sum, q) => sum + q.CQ_Marks, 0);
  /** The same feasibility rule as the server: what is left must still fit the course's marks. */
  const smallestMarks = (courseId: number) =>
    Math.min(...bank.questions.filter((q) => q.CO_id === courseId).map((q) => q.CQ_Marks));
  const courseLine = (a: CourseAllocation) =>
    c.perCourse(
      a.CO_Name,
      countInCourse(a.AC_CO_id),
      a.AC_CO_NoOfQns,
      marksInCourse(a.AC_CO_id),
      a.AC_CO_TotMarks,
    );

  const toggle = (questionId: number, courseId: number, questionMarks: number) => {
    setNotice(null);
    if (placedQuestionIds.includes(questionId)) return;
    if (selected.includes(questionId)) {
      setSelected(selected.filter((id) => id !== questionId));
      return;
    }
    if (selected.length >= draft.totalQuestions) {
      setNotice(c.maxSelected(draft.totalQuestions));
      return;
    }
    const allocation = allocations.find((a) => a.AC_CO_id === courseId);
    if (allocation && countInCourse(courseId) >= allocation.AC_CO_NoOfQns) {
      setNotice(c.courseQuotaReached(allocation.CO_Name, allocation.AC_CO_NoOfQns));
      return;
    }
    if (allocation) {
      const stillToChoose = allocation.AC_CO_NoOfQns - countInCourse(courseId) - 1;
      const marks = marksInCourse(courseId) + questionMarks + stillToChoose * smallestMarks(courseId);
      if (marks > allocation.AC_CO_TotMarks) {
        setNotice(c.courseMarksExceeded(allocation.CO_Name, allocation.AC_CO_TotMarks));
        return;
      }
    }
    setSelected([...selected, questionId]);
  };

  const finalize = () => {
    if (selected.length !== draft.totalQuestions) {
      setNotice(c.selectExactly(draft.totalQuestions));
      return;
    }
    const offMarks = allocations.find((a) => marksInCourse(a.AC_CO_id) !== a.AC_CO_TotMarks);
    if (offMarks) {
      setNotice(c.courseMarksMismatch(offMarks.CO_Name, offMarks.AC_CO_TotMarks));
      return;
    }
    setNotice(null);
    save.mutate(
      selected
        .filter((questionId) => !placedQuestionIds.includes(questionId))
        .map((questionId, index) => ({
          AM_id: draft.id,
          AQ_SeqNum: placedQuestionIds.length + index + 1,
          CQ_Id: questionId,
        })),
      {
        onSuccess: onFinalized,
        onError: (failure) =>
          setNotice(isApiError(failure) && failure.serverMessage ? errorMessage(failure) : c.finalizeFailed),
      },
    );
  };

  if (bank.isError) {
    return (
      <Alert color="red" role="alert">
        {c.questionsLoadFailed}
        <Button size="xs" mt="sm" display="block" onClick={() => bank.refetch()}>
          {t.teacher.common.retry}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Text>{c.selectionIntro(draft.totalQuestions)}</Text>
      <Paper withBorder p="sm" pos="sticky" top={0} style={{ zIndex: 2 }}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs" aria-live="polite">
            <Badge size="lg" variant="filled" tt="none">
              {c.selectedCount(selected.length, draft.totalQuestions)}
            </Badge>
            {allocations.map((a) => (
              <Badge key={a.AC_CO_id} variant="outline" color="gray.8" tt="none">
                {courseLine(a)}
              </Badge>
            ))}
          </Group>
          <Button onClick={finalize} loading={save.isPending}>
            {c.finalize}
          </Button>
        </Group>
        {/* In the sticky bar, so the message is in view wherever the teacher has scrolled to. */}
        {notice && (
          <Alert color="red" role="alert" mt="xs">
            {notice}
          </Alert>
        )}
      </Paper>
      {bank.isPending && <Skeleton h={200} />}
      {allocations.map((allocation) => (
        <section key={allocation.AC_CO_id} aria-labelledby={`bank-${allocation.AC_CO_id}`}>
          <Title order={2} size="h4" id={`bank-${allocation.AC_CO_id}`} mb="xs">
            {courseLine(allocation)}
          </Title>
          <Stack gap="xs">
            {bank.questions
              .filter((q) => q.CO_id === allocation.AC_CO_id)
              .map((question) => {
                const options = [
                  question.CQ_Option1,
                  question.CQ_Option2,
                  question.CQ_Option3,
                  question.CQ_Option4,
                ]
                  .filter((option) => option.trim() !== '')
                  .join(' · ');
                return (
                  <Paper key={question.CQ_id} withBorder p="sm">
                    <Checkbox
                      checked={selected.includes(question.CQ_id)}
                      disabled={placedQuestionIds.includes(question.CQ_id)}
                      onChange={() => toggle(question.CQ_id, question.CO_id, question.CQ_Marks)}
                      label={question.CQ_Question}
                      description={`${options} (${c.marksLabel(question.CQ_Marks)})`}
                    />
                  </Paper>
                );
              })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
