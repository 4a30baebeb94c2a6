import { Button, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CreateAssessmentWizard } from '../../../features/teacher/components/create-wizard/create-wizard';
import { prefillFromSearch } from '../../../features/teacher/components/create-wizard/types';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /teacher/prepare-assessment and /teacher/assessments/create: the three-step create wizard. */
export function TeacherCreateAssessmentRoute() {
  const t = useMessages();
  // A follow-up from 'who needs help' opens with its curriculum, course and name (issue 30).
  const [search] = useSearchParams();
  return (
    <AppPage title={t.teacher.create.pageTitle}>
      <Stack gap="lg">
        <Title order={1}>{t.teacher.create.title}</Title>
        <CreateAssessmentWizard prefill={prefillFromSearch(search)} />
        <Button variant="subtle" component={Link} to={paths.teacher.assessments.getHref()} w="fit-content">
          {t.teacher.common.backToAssessments}
        </Button>
      </Stack>
    </AppPage>
  );
}
