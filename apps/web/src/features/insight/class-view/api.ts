import { buildPath, insightEndpoints, teacherEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadFile, readerTimeZone } from '../../../lib/download';
import { insightKeys } from '../api/mastery';

/** GET /api/teacher/cohorts: the cohorts the teacher teaches, for the class view's picker. */
export function useMyCohorts() {
  return useQuery({
    queryKey: [...insightKeys.all, 'my-cohorts'],
    queryFn: ({ signal }) => callApi(teacherEndpoints.cohorts, { signal }).then((r) => r.cohorts),
  });
}

/** The cohort's mastery grid (students x concepts). */
export function useCohortMastery(cohortId: number) {
  return useQuery({
    queryKey: [...insightKeys.all, 'cohort-mastery', cohortId],
    queryFn: ({ signal }) =>
      callApi(insightEndpoints.cohortMastery, { params: { cohortId }, signal }).then((r) => r.data),
  });
}

/** The class view's other columns: study, practice, assessments, last active. */
export function useCohortActivity(cohortId: number) {
  return useQuery({
    queryKey: [...insightKeys.all, 'cohort-activity', cohortId],
    queryFn: ({ signal }) =>
      callApi(insightEndpoints.cohortActivity, { params: { cohortId }, signal }).then((r) => r.data),
  });
}

/** One student across the teacher's cohorts. */
export function useStudentReport(studentId: number) {
  return useQuery({
    queryKey: [...insightKeys.all, 'student-report', studentId],
    queryFn: ({ signal }) =>
      callApi(insightEndpoints.studentReport, { params: { studentId }, signal }).then((r) => r.data),
  });
}

/** The student page as CSV, its times in the reader's zone. */
export function downloadStudentReport(studentId: number) {
  return downloadFile(buildPath(insightEndpoints.studentReportCsv.path, { studentId }), {
    fallbackName: `student-${studentId}-report.csv`,
    query: { timeZone: readerTimeZone() },
  });
}
