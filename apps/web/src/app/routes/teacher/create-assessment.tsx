import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CreateAssessmentWizard } from '../../../features/teacher/components/create-wizard/create-wizard';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /teacher/prepare-assessment and /teacher/assessments/create: the three-step create wizard. */
export function TeacherCreateAssessmentRoute() {
  const t = useMessages();
  return (
    <AppPage title={t.teacher.create.pageTitle}>
      <Stack gap="lg">
        <Title order={1}>{t.teacher.create.title}</Title>
        <CreateAssessmentWizard />
        <Button variant="subtle" component={Link} to={paths.teacher.assessments.getHref()} w="fit-content">
          {t.teacher.common.backToAssessments}
        </Button>
      </Stack>
    </AppPage>
  );
}
