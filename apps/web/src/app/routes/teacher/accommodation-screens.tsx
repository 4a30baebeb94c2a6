import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ExtraTimePage } from '../../../features/accommodations/extra-time-page';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /teacher/extra-time: the extra time of the students of the teacher's cohorts. */
export function TeacherExtraTimeRoute() {
  const t = useMessages().accommodations;
  return (
    <AppPage title={t.page.title}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.teacher.home.getHref()} fw={600} w="fit-content">
          ← {t.page.backToTeacherDashboard}
        </Anchor>
        <div>
          <Title order={1} size="h2" c="brand.9">
            {t.page.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {t.page.teacherIntro}
          </Text>
        </div>
        <ExtraTimePage area="teacher" />
      </Stack>
    </AppPage>
  );
}
