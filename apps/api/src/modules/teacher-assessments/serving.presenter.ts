import type { AssessmentServing, CohortStudent, TeacherCohort } from '@pathshala/contracts';
import type { cohorts, servings, users } from '@pathshala/db';
import type { z } from 'zod';

type UserRow = typeof users.$inferSelect;

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

export function presentServing(
  row: { serving: typeof servings.$inferSelect; cohortName: string },
  studentCount: number,
  progress: { started: number; completed: number },
): AssessmentServing {
  const { serving } = row;
  return {
    servingId: serving.id,
    cohortId: serving.cohortId,
    cohortName: row.cohortName,
    servedAt: serving.servedAt.toISOString(),
    round: serving.round,
    opensAt: serving.opensAt?.toISOString() ?? null,
    closesAt: serving.closesAt?.toISOString() ?? null,
    paused: serving.pausedAt !== null,
    studentCount,
    startedCount: progress.started,
    completedCount: progress.completed,
  };
}
