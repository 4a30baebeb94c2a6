import type {
  AssessmentQuestion,
  Authorization,
  CohortStudent,
  CourseAllocation,
  PermissionLevel,
  PracticeQuestion,
  TeacherAssessment,
  TeacherCohort,
} from '@pathshala/contracts';
import type { assessmentAuthorizations, assessmentCourses, cohorts, servings, users } from '@pathshala/db';
import type { z } from 'zod';
import {
  canManageAccess,
  canManageQuestions,
  canServe,
  canViewResults,
  deleteControl,
} from './teacher-assessments.policy';
import type { AssessmentRow, QuestionRow } from './teacher-assessments.repository';

type UserRow = typeof users.$inferSelect;

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

export function presentAssessment(input: {
  assessment: AssessmentRow;
  curriculumName: string;
  isOwner: boolean;
  permissionLevel: PermissionLevel | null;
  courses: z.input<typeof CourseAllocation>[];
  cohortCount: number;
  attemptCount: number;
}): z.input<typeof TeacherAssessment> {
  const { assessment } = input;
  const access = {
    isOwner: input.isOwner,
    permissionLevel: input.permissionLevel,
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
    permission_level: input.permissionLevel,
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
  };
}

/** A bank question for the teacher's choice: never its correct option. */
export function presentBankQuestion(question: QuestionRow): z.input<typeof PracticeQuestion> {
  return {
    CQ_id: question.id,
    CQ_Question: question.text,
    CQ_Option1: question.option1,
    CQ_Option2: question.option2,
    CQ_Option3: question.option3,
    CQ_Option4: question.option4,
    CQ_Marks: question.marks,
    CO_id: question.courseId,
    CN_id: question.conceptId,
    SC_id: question.subconceptId,
  };
}

export function presentPlacedQuestion(
  assessmentId: number,
  seqNum: number,
  question: QuestionRow,
): z.input<typeof AssessmentQuestion> {
  return {
    AM_id: assessmentId,
    AQ_SeqNum: seqNum,
    CQ_Id: question.id,
    CU_id: question.curriculumId,
    CO_id: question.courseId,
    CN_id: question.conceptId,
    SC_id: question.subconceptId,
  };
}

export function presentAuthorization(
  authorization: typeof assessmentAuthorizations.$inferSelect,
  teacher: UserRow,
): z.input<typeof Authorization> {
  return {
    AA_id: authorization.id,
    AA_permission_level: authorization.permissionLevel,
    AA_notes: authorization.notes,
    AA_granted_date: authorization.grantedAt.toISOString(),
    authorized_first_name: teacher.firstName,
    authorized_last_name: teacher.lastName,
    authorized_email: teacher.email ?? teacher.username,
  };
}

export function presentTeacherSearchResult(teacher: UserRow) {
  return {
    TE_id: teacher.id,
    TE_FirstName: teacher.firstName,
    TE_LastName: teacher.lastName,
    TE_Emailid: teacher.email ?? teacher.username,
  };
}

export function presentCohort(
  row: {
    cohort: typeof cohorts.$inferSelect;
    curriculumName: string;
    trainingCenterName: string;
    trainingPartnerId: number;
    studentCount: number;
  },
  serving?: typeof servings.$inferSelect,
): z.input<typeof TeacherCohort> {
  return {
    CH_id: row.cohort.id,
    CH_Name: row.cohort.name,
    name: row.cohort.name,
    semester: row.cohort.semester,
    studentCount: row.studentCount,
    student_count: row.studentCount,
    curriculum: row.curriculumName,
    trainingCenter: row.trainingCenterName,
    TC_id: row.cohort.trainingCenterId,
    TP_id: row.trainingPartnerId,
    is_served: serving !== undefined,
    served_date: serving ? serving.servedAt.toISOString() : null,
  };
}

export function presentCohortStudent(student: UserRow): z.input<typeof CohortStudent> {
  return {
    ST_id: student.id,
    ST_Firstname: student.firstName,
    ST_Lastname: student.lastName,
    ST_Username: student.username,
  };
}
