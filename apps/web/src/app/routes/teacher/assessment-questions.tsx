import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePlacedQuestions } from '../../../features/teacher/api/assessments';
import { AssessmentGate, BackToListAlert } from '../../../features/teacher/components/assessment-gate';
import { CreateAssessmentWizard } from '../../../features/teacher/components/create-wizard/create-wizard';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { AppPage } from '../../layouts/app-page';
import { useRouteId } from './route-id';

/** /teacher/assessments/:id/questions: the assessment's questions, read-only. */
export function TeacherAssessmentQuestionsRoute() {
  const t = useMessages();
  const q = t.teacher.questions;
  const id = useRouteId('id');
  const questions = usePlacedQuestions(id);
  return (
    <AppPage title={q.pageTitle}>
      <Stack gap="lg">
        <Title order={1}>{q.title}</Title>
        <AssessmentGate assessmentId={id}>
          {(assessment) =>
            // An unfinished assessment continues its create wizard where the teacher left it.
            !assessment.is_finalized && assessment.actions.manageQuestions ? (
              questions.data && (
                <CreateAssessmentWizard
                  resume={{
                    draft: {
                      id: assessment.AM_id,
                      name: assessment.AM_Name,
                      curriculumId: assessment.AM_CU_id,
                      totalQuestions: assessment.AM_TotQns,
                      totalMarks: assessment.AM_TotMarks,
                    },
                    allocations: assessment.courses,
                    placedQuestionIds: questions.data.map((question) => question.CQ_Id),
                  }}
                />
              )
            ) : (
              <Stack gap="md">
                <Text fw={700}>{assessment.AM_Name}</Text>
                <Text c="dimmed">{q.readOnlyNote}</Text>
                {questions.isPending && <Skeleton h={120} />}
                {questions.isError && <BackToListAlert message={errorMessage(questions.error)} />}
                {questions.data?.length === 0 && <Alert color="gray">{q.empty}</Alert>}
                <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {questions.data?.map((question) => (
                    <Paper key={question.AQ_SeqNum} withBorder p="sm" component="li">
                      <Text fz="sm" c="dimmed">
                        {q.number(question.AQ_SeqNum)}
                      </Text>
                      <Text>{question.CQ_Question}</Text>
                    </Paper>
                  ))}
                </Stack>
              </Stack>
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
