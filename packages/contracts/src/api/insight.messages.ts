/** The words of the insight calls (issue 30), for the API's answers and the web's catalogue. */
export const insightMessages = {
  masteryLoaded: 'Mastery loaded',
  /** Unknown, or not a cohort the caller teaches: the same words, so nothing leaks. */
  cohortNotFound: 'Cohort not found',
  classViewLoaded: 'Class view loaded',
  studentReportLoaded: 'Student report loaded',
  /** Unknown, or not a student of a cohort the caller teaches: the same words, so nothing leaks. */
  studentNotFound: 'Student not found',
} as const;
