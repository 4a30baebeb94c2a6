import { Alert, Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CourseAllocation, CourseFillProblem, TeacherBankQuestion } from '@pathshala/contracts';
import { useState } from 'react';
import { MathText } from '../../../../components/math-text';
import { useMessages } from '../../../../i18n';
import { useCourseQuestions } from '../../api/assessment-questions';
import { type ChosenQuestion, courseTally, fitProblem } from '../../questions/choice';
import { filterQuery, NO_FILTERS, QuestionFilters } from '../../questions/question-filters';
import { QuestionSummary } from '../../questions/question-summary';

/** How long typing in the search box waits before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * One allocated course in step 3: what is left to fill, a way to change its questions and marks (the
 * assessment's totals follow), the filters, and its questions with their key, marks, use and
 * difficulty. A question that would break the course's marks says why before the teacher ticks it.
 */
export function CourseChoice({
  allocation,
  chosen,
  savedIds,
  onToggle,
  onChangeCourse,
}: {
  allocation: CourseAllocation;
  chosen: readonly ChosenQuestion[];
  /** Questions already saved in the assessment. */
  savedIds: ReadonlySet<number>;
  onToggle: (question: TeacherBankQuestion, marksOnOffer: number[]) => void;
  onChangeCourse: () => void;
}) {
  const t = useMessages().teacher;
  const c = t.create;
  const [filters, setFilters] = useState(NO_FILTERS);
  const [text] = useDebouncedValue(filters.text, SEARCH_DEBOUNCE_MS);
  const bank = useCourseQuestions(allocation.AC_CO_id, filterQuery(filters, text));
  const tally = courseTally(allocation, chosen);
  const chosenIds = new Set(chosen.map((q) => q.id));
  const headingId = `bank-${allocation.AC_CO_id}`;

  /** Why this question does not fit, from its own marks and what the course still needs. */
  const hint = (problem: CourseFillProblem, marks: number, marksOnOffer: readonly number[]): string => {
    const others = tally.questionsLeft - 1;
    const marksAfter = tally.marksLeft - marks;
    switch (problem) {
      case 'quotaReached':
        return c.fitHint.quotaReached(allocation.CO_Name, allocation.AC_CO_NoOfQns);
      case 'marksExceeded':
        return c.fitHint.marksExceeded(marks, tally.marksLeft, others, marksOnOffer[0] ?? marks);
      case 'marksShort':
        return c.fitHint.marksShort(marks, marksAfter, others, marksOnOffer.at(-1) ?? marks);
      case 'marksMismatch':
        return c.fitHint.marksMismatch(marks, tally.marksLeft);
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <div>
        <Title order={2} size="h4" id={headingId}>
          {c.perCourse(
            allocation.CO_Name,
            tally.count,
            allocation.AC_CO_NoOfQns,
            tally.marks,
            allocation.AC_CO_TotMarks,
          )}
        </Title>
        <Group gap="xs">
          <Text fz="sm" fw={600} c={tally.questionsLeft === 0 ? 'green.9' : undefined}>
            {c.toFill(tally.marksLeft, tally.questionsLeft)}
          </Text>
          <Button
            size="xs"
            variant="default"
            aria-label={c.changeCourseLabel(allocation.CO_Name)}
            onClick={onChangeCourse}
          >
            {c.changeCourse}
          </Button>
        </Group>
      </div>
      {bank.data ? (
        <QuestionFilters
          concepts={bank.data.concepts}
          marks={bank.data.marks}
          value={filters}
          onChange={setFilters}
        />
      ) : null}
      {bank.isError ? (
        <Alert color="red" role="alert">
          {c.questionsLoadFailed}
        </Alert>
      ) : null}
      {bank.isPending ? <Skeleton h={120} /> : null}
      {bank.data ? (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {bank.data.total > bank.data.questions.length
            ? c.showing(bank.data.questions.length, bank.data.total)
            : c.matching(bank.data.total)}
        </Text>
      ) : null}
      {bank.data && bank.data.total === 0 ? (
        <Alert color="gray">{bank.data.marks.length === 0 ? c.noneOffered : c.noMatch}</Alert>
      ) : null}
      <Stack gap="xs">
        {bank.data?.questions.map((question) => {
          const isChosen = chosenIds.has(question.CQ_id);
          const problem = isChosen
            ? null
            : fitProblem(allocation, chosen, bank.data.marks, question.CQ_Marks);
          return (
            <Paper key={question.CQ_id} withBorder p="sm">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Checkbox
                    checked={isChosen}
                    onChange={() => onToggle(question, bank.data.marks)}
                    label={<MathText text={question.CQ_Question} scrollFocusable={false} />}
                    styles={{ body: { alignItems: 'flex-start' } }}
                  />
                  {savedIds.has(question.CQ_id) ? (
                    <Badge variant="outline" color="gray.8" tt="none">
                      {c.savedBadge}
                    </Badge>
                  ) : null}
                </Group>
                <QuestionSummary question={question} showText={false} />
                {problem ? (
                  <Text fz="sm" c="gray.8">
                    {hint(problem, question.CQ_Marks, bank.data.marks)}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
