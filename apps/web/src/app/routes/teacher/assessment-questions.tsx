import { Button, Stack, Title } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AssessmentGate } from '../../../features/teacher/components/assessment-gate';
import { CreateAssessmentWizard } from '../../../features/teacher/components/create-wizard/create-wizard';
import { DraftSettings } from '../../../features/teacher/components/draft-settings';
import { QuestionManagement } from '../../../features/teacher/questions/question-management';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';
import { useRouteId } from './route-id';

/**
 * /teacher/assessments/:id/questions: 'Assessment Question Management'. An unfinished assessment the
 * teacher may change continues its create wizard (course allocation and question choice); a finished
 * one lists its questions to reorder, replace or remove until it is served; otherwise read-only.
 */
export function TeacherAssessmentQuestionsRoute() {
  const t = useMessages();
  const q = t.teacher.questions;
  const id = useRouteId('id');
  // Once the wizard shows, it stays until the teacher leaves, so finishing it ends on its 'ready'
  // screen (Serve Now) rather than switching to the list the moment the last question is saved.
  const wizardFor = useRef<number | null>(null);
  return (
    <AppPage title={q.pageTitle}>
      <Stack gap="lg">
        <Title order={1}>{q.title}</Title>
        <AssessmentGate assessmentId={id}>
          {(assessment) => {
            if (!assessment.actions.manageQuestions) wizardFor.current = null;
            else if (!assessment.is_finalized) wizardFor.current = assessment.AM_id;
            return (
              <Stack gap="lg">
                <DraftSettings key={`settings-${assessment.AM_id}`} assessment={assessment} />
                {wizardFor.current === assessment.AM_id ? (
                  <CreateAssessmentWizard
                    key={assessment.AM_id}
                    resume={{
                      draft: {
                        id: assessment.AM_id,
                        name: assessment.AM_Name,
                        curriculumId: assessment.AM_CU_id,
                        totalQuestions: assessment.AM_TotQns,
                        totalMarks: assessment.AM_TotMarks,
                      },
                      allocations: assessment.courses,
                    }}
                  />
                ) : (
                  <QuestionManagement assessment={assessment} />
                )}
              </Stack>
            );
          }}
        </AssessmentGate>
        <Button variant="subtle" component={Link} to={paths.teacher.assessments.getHref()} w="fit-content">
          {t.teacher.common.backToAssessments}
        </Button>
      </Stack>
    </AppPage>
  );
}
