import { Alert, Button, Group, Stepper } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useMessages } from '../../../../i18n';
import type { ChosenQuestion } from '../../questions/choice';
import { AllocationStep } from './allocation-step';
import { DetailsStep } from './details-step';
import { SelectionStep } from './selection-step';
import { allocationComplete, type CourseAllocation, type DraftAssessment, type WizardPrefill } from './types';

/** Where an unfinished assessment stands, so its wizard can continue after the teacher left it. */
export interface WizardResume {
  draft: DraftAssessment;
  allocations: CourseAllocation[];
}

/** The three-step create wizard of spec section 4: details, course allocation, question selection. */
export function CreateAssessmentWizard({
  resume,
  prefill,
}: {
  resume?: WizardResume;
  prefill?: WizardPrefill;
}) {
  const t = useMessages();
  const c = t.teacher.create;
  const resumeStep = resume && allocationComplete(resume.draft, resume.allocations) ? 2 : 1;
  const [step, setStep] = useState(resume ? resumeStep : 0);
  const [draft, setDraft] = useState<DraftAssessment | null>(resume?.draft ?? null);
  const [allocations, setAllocations] = useState<CourseAllocation[]>(resume?.allocations ?? []);
  // The step-3 choice, kept here so going back to change the allocation does not lose it.
  const [chosen, setChosen] = useState<ChosenQuestion[] | null>(null);

  return (
    <Stepper active={step} aria-label={c.stepsLabel} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={c.step1}>
        <DetailsStep
          prefill={prefill}
          onCreated={(created) => {
            setDraft(created);
            setStep(1);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={c.step2}>
        {draft && (
          <AllocationStep
            draft={draft}
            allocations={allocations}
            onAllocated={(allocation) => setAllocations((list) => [...list, allocation])}
            onUpdated={(allocation) =>
              setAllocations((list) => list.map((a) => (a.AC_CO_id === allocation.AC_CO_id ? allocation : a)))
            }
            onRemoved={(courseId) => {
              setAllocations((list) => list.filter((a) => a.AC_CO_id !== courseId));
              setChosen((list) => list?.filter((q) => q.courseId !== courseId) ?? null);
            }}
            onContinue={() => setStep(2)}
            prefillCourseId={prefill?.courseId}
          />
        )}
      </Stepper.Step>
      <Stepper.Step label={c.step3}>
        {draft && (
          <SelectionStep
            draft={draft}
            allocations={allocations}
            chosen={chosen}
            onChosenChange={setChosen}
            onAllocationChanged={({ allocation, totals }) => {
              setAllocations((list) =>
                list.map((a) => (a.AC_CO_id === allocation.AC_CO_id ? allocation : a)),
              );
              setDraft({ ...draft, totalQuestions: totals.AM_TotQns, totalMarks: totals.AM_TotMarks });
            }}
            onBack={() => setStep(1)}
            onFinalized={() => setStep(3)}
          />
        )}
      </Stepper.Step>
      <Stepper.Completed>
        {draft && (
          <Alert color="green" title={c.doneTitle} role="status">
            {c.done(draft.name)}
            <Group mt="md" gap="sm">
              <Button component={Link} to={paths.teacher.serveAssessment.getHref(draft.id)}>
                {c.serveNow}
              </Button>
              <Button component={Link} to={paths.teacher.assessments.getHref()} variant="default">
                {t.teacher.common.backToAssessments}
              </Button>
            </Group>
          </Alert>
        )}
      </Stepper.Completed>
    </Stepper>
  );
}
