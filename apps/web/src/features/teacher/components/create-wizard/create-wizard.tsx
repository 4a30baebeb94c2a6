import { Alert, Button, Group, Stepper } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useMessages } from '../../../../i18n';
import { AllocationStep } from './allocation-step';
import { DetailsStep } from './details-step';
import { SelectionStep } from './selection-step';
import type { CourseAllocation, DraftAssessment } from './types';

/** The three-step create wizard of spec section 4: details, course allocation, question selection. */
export function CreateAssessmentWizard() {
  const t = useMessages();
  const c = t.teacher.create;
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<DraftAssessment | null>(null);
  const [allocations, setAllocations] = useState<CourseAllocation[]>([]);

  return (
    <Stepper active={step} aria-label={c.stepsLabel} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={c.step1}>
        <DetailsStep
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
            onContinue={() => setStep(2)}
          />
        )}
      </Stepper.Step>
      <Stepper.Step label={c.step3}>
        {draft && <SelectionStep draft={draft} allocations={allocations} onFinalized={() => setStep(3)} />}
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
