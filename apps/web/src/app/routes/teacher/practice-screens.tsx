import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { NeedsHelpView } from '../../../features/insight/needs-help/needs-help-view';
import { AssignmentDetail } from '../../../features/insight/practice-assignments/assignment-detail';
import { AssignmentList } from '../../../features/insight/practice-assignments/assignment-list';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

function useNumberParam(name: 'cohortId' | 'assignmentId'): number {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** /teacher/class/:cohortId/needs-help: students below a threshold per concept, and acting on it. */
export function TeacherNeedsHelpRoute() {
  const t = useMessages().insightPractice;
  const cohortId = useNumberParam('cohortId');
  return (
    <AppPage title={t.needsHelp.pageTitle}>
      <Stack gap="lg">
        <Anchor
          component={Link}
          to={paths.teacher.classViewCohort.getHref(cohortId)}
          fw={600}
          w="fit-content"
        >
          ← {t.needsHelp.backToClass}
        </Anchor>
        <NeedsHelpView
          key={cohortId}
          cohortId={cohortId}
          createAssessmentHref={paths.teacher.createAssessment.getHref()}
          practiceListHref={paths.teacher.practice.getHref()}
        />
      </Stack>
    </AppPage>
  );
}

/** /teacher/practice: the practice the teacher set, and who needs help per class. */
export function TeacherPracticeRoute() {
  const t = useMessages().insightPractice.list;
  return (
    <AppPage title={t.pageTitle}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.teacher.home.getHref()} fw={600} w="fit-content">
          ← {t.backToDashboard}
        </Anchor>
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed" mt={4}>
            {t.intro}
          </Text>
        </div>
        <AssignmentList
          needsHelpHref={paths.teacher.needsHelp.getHref}
          assignmentHref={paths.teacher.practiceAssignment.getHref}
        />
      </Stack>
    </AppPage>
  );
}

/** /teacher/practice/:assignmentId: who did it, when, and how their mastery moved. */
export function TeacherPracticeAssignmentRoute() {
  const t = useMessages().insightPractice.detail;
  const assignmentId = useNumberParam('assignmentId');
  return (
    <AppPage title={t.pageTitle}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.teacher.practice.getHref()} fw={600} w="fit-content">
          ← {t.backToList}
        </Anchor>
        <AssignmentDetail key={assignmentId} assignmentId={assignmentId} />
      </Stack>
    </AppPage>
  );
}
