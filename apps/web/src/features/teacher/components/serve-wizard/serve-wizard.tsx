import { Alert, Button, Group, Modal, Stepper, Text } from '@mantine/core';
import type { TeacherAssessment } from '@pathshala/contracts';
import { useMessages } from '../../../../i18n';
import { CohortStep } from './cohort-step';
import { ConfirmStep } from './confirm-step';
import { DetailsStep } from './details-step';
import { useServeWizard } from './use-serve-wizard';

/**
 * The serve wizard of spec section 4: details, cohort choice, confirm; redirects 3 s after success.
 * Its state lives in useServeWizard; each step is a view of it.
 */
export function ServeWizard({ assessment }: { assessment: TeacherAssessment }) {
  const t = useMessages();
  const s = t.teacher.serve;
  const c = t.teacher.common;
  const wizard = useServeWizard(assessment);
  const { cohort } = wizard;

  if (wizard.servedMessage) {
    return (
      <Alert color="green" role="status" title={s.title}>
        <Text>{wizard.servedMessage}</Text>
        <Text fz="sm" mt="xs">
          {s.redirecting}
        </Text>
      </Alert>
    );
  }

  return (
    <>
      <Stepper active={wizard.step} aria-label={s.stepsLabel} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={s.step1}>
          <DetailsStep assessment={assessment} onNext={() => wizard.goTo(1)} />
        </Stepper.Step>
        <Stepper.Step label={s.step2}>
          <CohortStep wizard={wizard} />
        </Stepper.Step>
        <Stepper.Step label={s.step3}>
          <ConfirmStep assessment={assessment} wizard={wizard} />
        </Stepper.Step>
      </Stepper>

      <Modal
        opened={wizard.asking === 'curriculum'}
        onClose={wizard.dismiss}
        title={s.otherCurriculumTitle}
        closeButtonProps={{ 'aria-label': c.close }}
        centered
      >
        {cohort && (
          <Text mb="lg">{s.otherCurriculum(cohort.name, cohort.curriculum, assessment.CU_Name)}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={wizard.dismiss}>
            {c.cancel}
          </Button>
          <Button color="orange.9" onClick={wizard.serveAnyway}>
            {s.serveAnyway}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={wizard.asking === 'reset'}
        onClose={wizard.dismiss}
        title={s.alreadyServedTitle}
        closeButtonProps={{ 'aria-label': c.cancel }}
        centered
      >
        <Text mb="lg">{s.alreadyServedConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={wizard.dismiss}>
            {c.cancel}
          </Button>
          <Button color="red.9" onClick={wizard.confirmReset}>
            {s.recreate}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
