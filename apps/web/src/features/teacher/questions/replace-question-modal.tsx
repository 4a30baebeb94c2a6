import { Alert, Button, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { PlacedQuestion } from '@pathshala/contracts';
import { useState } from 'react';
import { notify } from '../../../components/feedback/notify';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useCourseQuestions, useReplaceQuestion } from '../api/assessment-questions';
import { filterQuery, NO_FILTERS, QuestionFilters } from './question-filters';
import { QuestionSummary } from './question-summary';

/**
 * Choosing another question of the same course for a chosen one. When the course has all its
 * questions, the replacement must carry the same marks (the course keeps its allocated marks), so
 * the list shows only those.
 */
export function ReplaceQuestionModal({
  assessmentId,
  question,
  courseName,
  fixedMarks,
  placedIds,
  onClose,
}: {
  assessmentId: number;
  question: PlacedQuestion;
  courseName: string;
  fixedMarks: number | undefined;
  placedIds: ReadonlySet<number>;
  onClose: () => void;
}) {
  const t = useMessages().teacher;
  const q = t.questions;
  const small = useMediaQuery('(max-width: 36em)');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [text] = useDebouncedValue(filters.text, 300);
  const bank = useCourseQuestions(question.CO_id, filterQuery(filters, text, fixedMarks));
  const replace = useReplaceQuestion(assessmentId);
  const [error, setError] = useState<string | null>(null);
  const candidates = bank.data?.questions.filter((row) => !placedIds.has(row.CQ_id)) ?? [];

  const choose = (newQuestionId: number) =>
    replace.mutate(
      { questionId: question.CQ_Id, newQuestionId },
      {
        onSuccess: () => {
          notify('success', q.replaced);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={q.replaceTitle(question.AQ_SeqNum)}
      size="xl"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': t.common.close }}
    >
      <Stack gap="md">
        <Text>{q.replaceIntro(courseName, fixedMarks ?? question.CQ_Marks)}</Text>
        {bank.data ? (
          <QuestionFilters
            concepts={bank.data.concepts}
            marks={bank.data.marks}
            value={filters}
            onChange={setFilters}
            fixedMarks={fixedMarks}
          />
        ) : null}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {bank.isPending ? <Skeleton h={120} /> : null}
        {bank.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(bank.error)}
          </Alert>
        ) : null}
        {bank.data && candidates.length === 0 ? <Alert color="gray">{q.noReplacement}</Alert> : null}
        {bank.data && bank.data.total > bank.data.questions.length ? (
          <Text fz="sm" c="dimmed">
            {t.create.showing(bank.data.questions.length, bank.data.total)}
          </Text>
        ) : null}
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {candidates.map((candidate) => (
            <Paper component="li" key={candidate.CQ_id} withBorder p="sm">
              <Stack gap="xs">
                <QuestionSummary question={candidate} />
                <Button
                  size="xs"
                  w="fit-content"
                  loading={replace.isPending && replace.variables?.newQuestionId === candidate.CQ_id}
                  disabled={replace.isPending}
                  onClick={() => choose(candidate.CQ_id)}
                >
                  {q.chooseReplacement}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
