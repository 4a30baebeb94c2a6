import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { PlacedQuestion, TeacherAssessment } from '@pathshala/contracts';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/feedback/notify';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { usePlacedQuestions, useRemoveQuestion, useReorderQuestions } from '../api/assessment-questions';
import { BackToListAlert } from '../components/assessment-gate';
import { chosenFromPlaced, moved } from './choice';
import { PaperPreview } from './paper-preview';
import { QuestionSummary } from './question-summary';
import { ReplaceQuestionModal } from './replace-question-modal';

type Direction = 'up' | 'down';

/**
 * 'Assessment Question Management': the questions in the order students get them, with their keys.
 * While the assessment is unserved, a teacher who may change it moves questions up and down (focus
 * stays on the moved question's button), replaces one with another of its course, or removes one;
 * otherwise the list is read-only. Both can preview the paper as a student sees it.
 */
export function QuestionManagement({ assessment }: { assessment: TeacherAssessment }) {
  const t = useMessages().teacher;
  const q = t.questions;
  const editable = assessment.actions.manageQuestions;
  const placed = usePlacedQuestions(assessment.AM_id);
  const reorder = useReorderQuestions(assessment.AM_id);
  const remove = useRemoveQuestion(assessment.AM_id);
  const [previewing, setPreviewing] = useState(false);
  const [replacing, setReplacing] = useState<PlacedQuestion | null>(null);
  const [removing, setRemoving] = useState<PlacedQuestion | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ questionId: number; direction: Direction } | null>(
    null,
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // After a move, focus follows the moved question (its other button when it reached an end).
  useEffect(() => {
    if (!focusAfterMove || reorder.isPending) return;
    const { questionId, direction } = focusAfterMove;
    const same = buttons.current.get(`${questionId}-${direction}`);
    const other = buttons.current.get(`${questionId}-${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, reorder.isPending]);

  if (placed.isPending) return <Skeleton h={160} />;
  if (placed.isError) return <BackToListAlert message={errorMessage(placed.error)} />;
  const questions = placed.data;
  const placedIds = new Set(questions.map((row) => row.CQ_Id));

  const move = (index: number, direction: Direction) => {
    const question = questions[index]!;
    const order = moved(
      questions.map((row) => row.CQ_Id),
      index,
      direction === 'up' ? -1 : 1,
    );
    reorder.mutate(order, {
      onSuccess: () => {
        setAnnouncement(q.moved(index + 1, index + (direction === 'up' ? 0 : 2)));
        setFocusAfterMove({ questionId: question.CQ_Id, direction });
      },
      onError: (failure) => notify('error', errorMessage(failure)),
    });
  };

  /** A complete course keeps its marks, so its replacement carries the same marks. */
  const fixedMarksFor = (question: PlacedQuestion) => {
    const allocation = assessment.courses.find((a) => a.AC_CO_id === question.CO_id);
    const inCourse = questions.filter((row) => row.CO_id === question.CO_id).length;
    return allocation && inCourse >= allocation.AC_CO_NoOfQns ? question.CQ_Marks : undefined;
  };

  const note = editable ? q.manageIntro : assessment.serving.isServed ? q.servedNote : q.viewOnlyNote;
  return (
    <Stack gap="md">
      <Text fw={700}>{assessment.AM_Name}</Text>
      <Text c="dimmed">{note}</Text>
      {questions.length > 0 ? (
        <Button variant="default" w="fit-content" onClick={() => setPreviewing(true)}>
          {t.create.previewAsStudent}
        </Button>
      ) : (
        <Alert color="gray">{q.empty}</Alert>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Stack component="ol" gap="xs" m={0} p={0} aria-label={q.listLabel} style={{ listStyle: 'none' }}>
        {questions.map((question, index) => {
          const n = question.AQ_SeqNum;
          const setRef = (direction: Direction) => (element: HTMLButtonElement | null) => {
            const key = `${question.CQ_Id}-${direction}`;
            if (element) buttons.current.set(key, element);
            else buttons.current.delete(key);
          };
          return (
            <Paper key={question.CQ_Id} withBorder p="sm" component="li">
              <Stack gap="xs">
                <Group gap="xs">
                  <Text fz="sm" c="dimmed">
                    {q.number(n)}
                  </Text>
                  {question.status !== 'CURRENT' ? (
                    <Badge color="orange.9" variant="outline" tt="none">
                      {q.status[question.status]}
                    </Badge>
                  ) : null}
                </Group>
                <QuestionSummary question={question} />
                {editable ? (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      ref={setRef('up')}
                      aria-label={q.moveUpLabel(n)}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, 'up')}
                    >
                      {q.moveUp}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      ref={setRef('down')}
                      aria-label={q.moveDownLabel(n)}
                      disabled={index === questions.length - 1 || reorder.isPending}
                      onClick={() => move(index, 'down')}
                    >
                      {q.moveDown}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={q.replaceLabel(n)}
                      onClick={() => setReplacing(question)}
                    >
                      {q.replace}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      aria-label={q.removeLabel(n)}
                      onClick={() => setRemoving(question)}
                    >
                      {q.remove}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>

      <PaperPreview
        opened={previewing}
        onClose={() => setPreviewing(false)}
        questions={questions.map(chosenFromPlaced)}
      />
      {replacing ? (
        <ReplaceQuestionModal
          assessmentId={assessment.AM_id}
          question={replacing}
          courseName={assessment.courses.find((a) => a.AC_CO_id === replacing.CO_id)?.CO_Name ?? ''}
          fixedMarks={fixedMarksFor(replacing)}
          placedIds={placedIds}
          onClose={() => setReplacing(null)}
        />
      ) : null}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        closeButtonProps={{ 'aria-label': t.common.cancel }}
        title={removing ? q.removeTitle(removing.AQ_SeqNum) : ''}
      >
        <Stack gap="md">
          <Text>{q.removeBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
              {t.common.cancel}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.CQ_Id, {
                  onSuccess: () => {
                    setRemoving(null);
                    notify('success', q.removed);
                  },
                  onError: (failure) => {
                    setRemoving(null);
                    notify('error', errorMessage(failure));
                  },
                })
              }
            >
              {q.removeConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
