import { Alert, Divider, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { studentQuestionView } from '../../../components/question/options';
import { QuestionView } from '../../../components/question/question-view';
import { useMessages } from '../../../i18n';
import { type StudentQuestion, toStudentQuestion } from './choice';

/** About a phone's width: the preview shows the paper as a student's phone does. */
const PHONE_WIDTH_PX = 400;

/**
 * 'Preview as student': the paper, in order, exactly as QuestionView shows it to a student (text
 * with formulas, images, options A-D), from the student's columns only, so no key is ever in it.
 * Full screen on a small screen; a phone-wide dialog on a larger one.
 */
export function PaperPreview({
  opened,
  onClose,
  questions,
}: {
  opened: boolean;
  onClose: () => void;
  /** The paper in order; `id` only keys the list. */
  questions: readonly (StudentQuestion & { id: number })[];
}) {
  const teacher = useMessages().teacher;
  const t = teacher.preview;
  const small = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title}
      size={PHONE_WIDTH_PX}
      fullScreen={small}
      closeButtonProps={{ 'aria-label': teacher.common.close }}
    >
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          {t.note}
        </Text>
        {questions.length === 0 ? <Alert color="gray">{t.empty}</Alert> : null}
        {questions.map((question, index) => (
          <Stack key={question.id} gap="xs">
            {index > 0 ? <Divider /> : null}
            <Text fz="sm" c="dimmed">
              {t.questionOf(index + 1, questions.length)}
            </Text>
            <QuestionView
              question={studentQuestionView(toStudentQuestion(question))}
              heading={{ order: 3, size: 'h4' }}
            />
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
