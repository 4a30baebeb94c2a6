import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AssessmentGate } from '../../../features/teacher/components/assessment-gate';
import { ManageAccess } from '../../../features/teacher/components/manage-access';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';
import { useRouteId } from './route-id';

/** /teacher/assessments/:assessmentId/authorize: manage teacher access (owner only). */
export function TeacherAuthorizeAssessmentRoute() {
  const t = useMessages();
  const id = useRouteId('assessmentId');
  return (
    <AppPage title={t.teacher.access.pageTitle}>
      <Stack gap="lg">
        <Title order={1}>{t.teacher.access.title}</Title>
        <AssessmentGate assessmentId={id}>
          {(assessment) =>
            assessment.actions.manageAccess ? (
              <ManageAccess assessment={assessment} />
            ) : (
              <Alert color="orange">{t.teacher.access.ownerOnly}</Alert>
            )
          }
        </AssessmentGate>
        <Button variant="subtle" component={Link} to={paths.teacher.assessments.getHref()} w="fit-content">
          {t.teacher.common.backToAssessments}
        </Button>
      </Stack>
    </AppPage>
  );
}
