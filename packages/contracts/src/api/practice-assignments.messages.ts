/** The words of 'who needs help' and practice assignments (issue 30), for the API and the web's catalogue. */
export const practiceMessages = {
  needsHelpLoaded: 'Who needs help loaded',
  assignmentsLoaded: 'Practice assignments loaded',
  assigned: 'Practice assigned',
  withdrawn: 'Practice withdrawn',
  /** Unknown, or of a cohort the caller does not teach: the same words, so nothing leaks. */
  assignmentNotFound: 'Practice assignment not found',
  alreadyWithdrawn: 'This practice was already withdrawn',
  thresholdInvalid: 'Threshold must be a whole number from 1 to 100',
  subconceptsRequired: 'Choose at least one subconcept (at most 20)',
  subconceptNotInCohort: "A chosen subconcept is not a live part of this cohort's curriculum",
  studentsRequired: 'Choose at least one student, or the whole cohort',
  studentNotInCohort: 'A chosen student is not a current member of this cohort',
  dueAtInvalid: 'Due date must be a date and time with its offset',
  dueAtPast: 'Due date must be in the future',
  dueAtTooFar: 'Due date must be within a year',
  noteTooLong: 'Note can be at most 500 characters',
} as const;
