/** The words of the school's analytics and the student's scores (issue 30), for the API and the web's catalogue. */
export const schoolAnalyticsMessages = {
  analyticsLoaded: 'School analytics loaded',
  scoresLoaded: 'Scores loaded',
  weeksRange: 'weeks must be a whole number from 1 to 12',
} as const;
