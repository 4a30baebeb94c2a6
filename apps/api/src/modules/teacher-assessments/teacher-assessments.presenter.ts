import type {
  AssessmentSettings,
  CourseAllocation,
  PermissionLevel,
  TeacherAssessment,
} from '@pathshala/contracts';
import type { assessmentCourses } from '@pathshala/db';
import type { z } from 'zod';
import {
  canManageAccess,
  canManageQuestions,
  canServe,
  canViewResults,
  deleteControl,
} from './teacher-assessments.policy';
import type { AssessmentRow } from './teacher-assessments.repository';

export function presentAllocation(
  allocation: typeof assessmentCourses.$inferSelect,
  curriculumId: number,
  courseName: string,
): z.input<typeof CourseAllocation> {
  return {
    AC_AM_id: allocation.assessmentId,
    AC_CU_id: curriculumId,
    AC_CO_id: allocation.courseId,
    AC_CO_NoOfQns: allocation.questionCount,
    AC_CO_TotMarks: allocation.totalMarks,
    CO_Name: courseName,
  };
}

/** The fair-paper settings of an assessment row (issue 14). */
export function presentSettings(assessment: AssessmentRow): AssessmentSettings {
  return {
    feedbackMode: assessment.feedbackMode,
    shuffleQuestions: assessment.shuffleQuestions,
    shuffleOptions: assessment.shuffleOptions,
    wrongMarks: assessment.wrongMarks,
    skippedMarks: assessment.skippedMarks,
    allowNegativeTotal: assessment.allowNegativeTotal,
  };
}

export function presentAssessment(input: {
  assessment: AssessmentRow;
  curriculumName: string;
  isOwner: boolean;
  level: PermissionLevel | null;
  courses: z.input<typeof CourseAllocation>[];
  cohortCount: number;
  attemptCount: number;
  chosenCount: number;
  pooledCount: number;
}): z.input<typeof TeacherAssessment> {
  const { assessment } = input;
  const access = {
    isOwner: input.isOwner,
    level: input.level,
    isServed: input.cohortCount > 0,
  };
  return {
    AM_id: assessment.id,
    AM_Name: assessment.name,
    AM_Description: assessment.description,
    AM_Duration: assessment.durationSeconds,
    AM_TotQns: assessment.totalQuestions,
    AM_TotMarks: assessment.totalMarks,
    AM_CU_id: assessment.curriculumId,
    CU_Name: input.curriculumName,
    permission_level: input.level,
    is_owner: input.isOwner,
    is_finalized: assessment.finalizedAt !== null,
    courses: input.courses,
    serving: {
      isServed: input.cohortCount > 0,
      cohortCount: input.cohortCount,
      attemptCount: input.attemptCount,
    },
    actions: {
      delete: deleteControl(access),
      manageQuestions: canManageQuestions(access),
      serve: canServe(access),
      manageAccess: canManageAccess(access),
      viewResults: canViewResults(access),
    },
    settings: presentSettings(assessment),
    chosenCount: input.chosenCount,
    pooledCount: input.pooledCount,
  };
}
