import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AssessmentGate } from '../../../features/teacher/components/assessment-gate';
import { ServeWizard } from '../../../features/teacher/components/serve-wizard/serve-wizard';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';
import { useRouteId } from './route-id';

/** /teacher/assessments/:assessmentId/assign: the three-step serve wizard. */
export function TeacherServeAssessmentRoute() {
  const t = useMessages();
  const id = useRouteId('assessmentId');
  return (
    <AppPage title={t.teacher.serve.pageTitle}>
      <Stack gap="lg">
        <Title order={1}>{t.teacher.serve.title}</Title>
        <AssessmentGate assessmentId={id}>
          {(assessment) => <ServeWizard assessment={assessment} />}
        </AssessmentGate>
        <Button variant="subtle" component={Link} to={paths.teacher.assessments.getHref()} w="fit-content">
          {t.teacher.common.backToAssessments}
        </Button>
      </Stack>
    </AppPage>
  );
}
