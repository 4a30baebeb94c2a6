import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { CourseFillProblem, TeacherBankQuestion } from '@pathshala/contracts';
import { useState } from 'react';
import { useMessages } from '../../../../i18n';
import { usePlacedQuestions } from '../../api/assessment-questions';
import { usePools } from '../../api/fair-papers';
import {
  type ChosenQuestion,
  chosenFromBank,
  chosenFromPlaced,
  courseTally,
  fitProblem,
  paperOrder,
} from '../../questions/choice';
import { PaperPreview } from '../../questions/paper-preview';
import { type AllocationChange, AllocationChangeModal } from './allocation-change-modal';
import { CourseChoice } from './course-choice';
import { PoolsPanel, pooledOf } from './pools-panel';
import type { CourseAllocation, DraftAssessment } from './types';
import { useChoiceSaving } from './use-choice-saving';

/**
 * Step 3: choose exactly the total from the allocated courses' bank, each course up to its
 * allocation and marks. A course's questions and marks can change here, and the assessment's totals
 * follow (issue 28), so a question that does not fit can be made room for without going back. Each tick is saved in the draft as it is made (useChoiceSaving), so questions
 * saved earlier (a reload, a resumed wizard) start ticked and can be unticked; Finalize checks the
 * choice is whole and saved. The choice also lives in the wizard, so going back to change the
 * allocation keeps it.
 */
export function SelectionStep({
  draft,
  allocations: allAllocations,
  chosen,
  onChosenChange,
  onAllocationChanged,
  onBack,
  onFinalized,
}: {
  draft: DraftAssessment;
  allocations: CourseAllocation[];
  /** The teacher's choice so far; null until it starts from the saved questions. */
  chosen: ChosenQuestion[] | null;
  onChosenChange: (chosen: ChosenQuestion[]) => void;
  /** A course's questions and marks changed, and the assessment's totals with them. */
  onAllocationChanged: (change: AllocationChange) => void;
  onBack: () => void;
  onFinalized: () => void;
}) {
  const t = useMessages();
  const c = t.teacher.create;
  const placed = usePlacedQuestions(draft.id);
  const pools = usePools(draft.id);
  // What pools take from each course is not chosen by hand: the rest of the step works on what is left.
  const poolList = pools.data ?? [];
  const allocations = allAllocations.map((a) => {
    const pooled = pooledOf(poolList, a.AC_CO_id);
    return {
      ...a,
      AC_CO_NoOfQns: a.AC_CO_NoOfQns - pooled.count,
      AC_CO_TotMarks: a.AC_CO_TotMarks - pooled.marks,
    };
  });
  const toChoose = draft.totalQuestions - poolList.reduce((sum, pool) => sum + pool.questionCount, 0);
  const saving = useChoiceSaving(draft.id, placed.data, placed.isFetching, chosen);
  const [notice, setNotice] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // The course whose questions and marks are being changed (its whole allocation, pools included).
  const [changing, setChanging] = useState<CourseAllocation | null>(null);

  if (placed.isPending) return <Skeleton h={200} />;
  if (placed.isError) {
    return (
      <Alert color="red" role="alert">
        {c.questionsLoadFailed}
        <Button size="xs" mt="sm" display="block" onClick={() => placed.refetch()}>
          {t.teacher.common.retry}
        </Button>
      </Alert>
    );
  }
  const current = chosen ?? placed.data.map(chosenFromPlaced);
  const savedIds = new Set(placed.data.map((q) => q.CQ_Id));

  const problemMessage = (problem: CourseFillProblem, allocation: CourseAllocation) => {
    switch (problem) {
      case 'quotaReached':
        return c.courseQuotaReached(allocation.CO_Name, allocation.AC_CO_NoOfQns);
      case 'marksExceeded':
        return c.courseMarksExceeded(allocation.CO_Name, allocation.AC_CO_TotMarks);
      case 'marksShort':
        return c.marksShort(allocation.CO_Name, allocation.AC_CO_TotMarks);
      case 'marksMismatch':
        return c.courseMarksMismatch(allocation.CO_Name, allocation.AC_CO_TotMarks);
    }
  };

  const toggle = (question: TeacherBankQuestion, marksOnOffer: number[]) => {
    setNotice(null);
    if (current.some((q) => q.id === question.CQ_id)) {
      onChosenChange(current.filter((q) => q.id !== question.CQ_id));
      return;
    }
    if (current.length >= toChoose) {
      setNotice(c.maxSelected(toChoose));
      return;
    }
    const allocation = allocations.find((a) => a.AC_CO_id === question.CO_id);
    const problem = allocation && fitProblem(allocation, current, marksOnOffer, question.CQ_Marks);
    if (allocation && problem) {
      setNotice(problemMessage(problem, allocation));
      return;
    }
    onChosenChange([...current, chosenFromBank(question)]);
  };

  const finalize = () => {
    if (current.length !== toChoose) {
      setNotice(c.selectExactly(toChoose));
      return;
    }
    const offMarks = allocations.find((a) => courseTally(a, current).marks !== a.AC_CO_TotMarks);
    if (offMarks) {
      setNotice(c.courseMarksMismatch(offMarks.CO_Name, offMarks.AC_CO_TotMarks));
      return;
    }
    if (saving.state === 'failed') {
      setNotice(c.finalizeFailed);
      return;
    }
    setNotice(null);
    onFinalized();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text>{c.selectionIntro(draft.totalQuestions)}</Text>
        <Button variant="subtle" onClick={onBack}>
          {c.backToAllocation}
        </Button>
      </Group>
      <Paper withBorder p="sm" pos="sticky" top={0} style={{ zIndex: 2 }}>
        <Stack gap="xs">
          <Group gap="xs" aria-live="polite">
            <Badge size="lg" variant="filled" tt="none">
              {c.selectedCount(current.length, toChoose)}
            </Badge>
            {allocations.map((a) => {
              const tally = courseTally(a, current);
              return (
                <Text key={a.AC_CO_id} fz="sm" fw={600}>
                  {`${a.CO_Name}: ${c.toFill(tally.marksLeft, tally.questionsLeft)}`}
                </Text>
              );
            })}
          </Group>
          <Group gap="xs">
            <Button onClick={finalize} loading={saving.state === 'saving'}>
              {c.finalize}
            </Button>
            <Button variant="default" onClick={() => setPreviewing(true)}>
              {c.previewAsStudent}
            </Button>
          </Group>
          {saving.state === 'failed' ? (
            <Alert color="red" role="alert">
              <Group gap="sm" justify="space-between">
                <Text fz="sm">{c.choiceSaveFailed}</Text>
                <Button size="xs" variant="white" onClick={saving.retry}>
                  {t.teacher.common.retry}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Text fz="sm" c="dimmed" role="status">
              {saving.state === 'saving' ? c.choiceSaving : c.choiceSaved}
            </Text>
          )}
          {/* In the sticky bar, so the message is in view wherever the teacher has scrolled to. */}
          {notice && (
            <Alert color="red" role="alert">
              {notice}
            </Alert>
          )}
        </Stack>
      </Paper>
      <PoolsPanel assessmentId={draft.id} allocations={allAllocations} pools={poolList} />
      {allocations.map((allocation) => (
        <CourseChoice
          key={allocation.AC_CO_id}
          allocation={allocation}
          chosen={current}
          savedIds={savedIds}
          onToggle={toggle}
          onChangeCourse={() => {
            setNotice(null);
            setChanging(allAllocations.find((a) => a.AC_CO_id === allocation.AC_CO_id) ?? null);
          }}
        />
      ))}
      <AllocationChangeModal
        assessmentId={draft.id}
        allocation={changing}
        totals={{ questions: draft.totalQuestions, marks: draft.totalMarks }}
        chosenCount={
          changing ? courseTally(changing, current).count + pooledOf(poolList, changing.AC_CO_id).count : 0
        }
        onClose={() => setChanging(null)}
        onSaved={onAllocationChanged}
      />
      <PaperPreview
        opened={previewing}
        onClose={() => setPreviewing(false)}
        questions={paperOrder(placed.data, current)}
      />
    </Stack>
  );
}
