import { Anchor, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useMyCohorts } from '../../../features/insight/class-view/api';
import { ClassView } from '../../../features/insight/class-view/class-view';
import { StudentReportView } from '../../../features/insight/student-report/student-report';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /teacher/class and /teacher/class/:cohortId: the class view; without a cohort, the first one opens. */
export function TeacherClassViewRoute() {
  const t = useMessages().insightClass;
  const navigate = useNavigate();
  const { cohortId } = useParams();
  const chosen = cohortId && /^\d+$/.test(cohortId) ? Number(cohortId) : null;
  const cohorts = useMyCohorts();
  const first = cohorts.data?.[0]?.CH_id;
  useEffect(() => {
    if (chosen === null && first !== undefined)
      navigate(paths.teacher.classViewCohort.getHref(first), { replace: true });
  }, [chosen, first, navigate]);
  return (
    <AppPage title={t.pageTitle}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.teacher.home.getHref()} fw={600} w="fit-content">
          ← {t.backToDashboard}
        </Anchor>
        <ClassView
          cohortId={chosen}
          onChooseCohort={(id) => navigate(paths.teacher.classViewCohort.getHref(id))}
          studentHref={(id) => paths.teacher.studentReport.getHref(id)}
        />
      </Stack>
    </AppPage>
  );
}

/** /teacher/students/:studentId: one student across the teacher's cohorts. */
export function TeacherStudentReportRoute() {
  const t = useMessages().insightClass;
  const { studentId } = useParams();
  const navigate = useNavigate();
  const id = studentId && /^\d+$/.test(studentId) ? Number(studentId) : 0;
  return (
    <AppPage title={t.student.pageTitle}>
      <Stack gap="lg">
        <Anchor
          component={Link}
          to={paths.teacher.classView.getHref()}
          onClick={(event) => {
            // Back to the class the teacher came from (its sort and filters), when she came from one.
            if (window.history.length > 1 && window.history.state?.idx > 0) {
              event.preventDefault();
              navigate(-1);
            }
          }}
          fw={600}
          w="fit-content"
        >
          ← {t.backToClass}
        </Anchor>
        <StudentReportView studentId={id} />
      </Stack>
    </AppPage>
  );
}
