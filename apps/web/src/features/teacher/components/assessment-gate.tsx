import { Alert, Button, Skeleton } from '@mantine/core';
import type { TeacherAssessment } from '@pathshala/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useTeacherAssessment } from '../api/assessments';

/** Loads one assessment for a teacher screen; shows the server's refusal (403, 404) when there is one. */
export function AssessmentGate({
  assessmentId,
  children,
}: {
  assessmentId: number;
  children: (assessment: TeacherAssessment) => ReactNode;
}) {
  const assessment = useTeacherAssessment(assessmentId);
  if (assessment.isPending) return <Skeleton h={160} />;
  if (assessment.isError) return <BackToListAlert message={errorMessage(assessment.error)} />;
  return children(assessment.data);
}

/** A refusal or failure with the way back to the assessment list. */
export function BackToListAlert({ message }: { message: string }) {
  const t = useMessages();
  return (
    <Alert color="red" role="alert">
      {message}
      <Button size="xs" mt="sm" display="block" component={Link} to={paths.teacher.assessments.getHref()}>
        {t.teacher.common.backToAssessments}
      </Button>
    </Alert>
  );
}
