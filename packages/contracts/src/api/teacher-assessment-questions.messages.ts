export const assessmentQuestionMessages = {
  olderVersion: 'This is an older version of the question. Choose its current version from the list.',
  retired: 'This question is retired in the bank, so it cannot be chosen for an assessment.',
  practiceOnly: 'This question is for practice only, so it cannot be chosen for an assessment.',
  placeRetired: 'This question’s concept or subconcept is retired, so it cannot be chosen for an assessment.',
  notInAssessment: (questionId: number) => `Question ${questionId} is not in this assessment.`,
  sameCourseOnly: (course: string) => `Choose a replacement from the same course, ${course}.`,
  replacementMarks: (course: string, marks: number) =>
    `Choose a question of ${marks} mark${marks === 1 ? '' : 's'}, so that the questions of ${course} still add up to its allocated marks.`,
  orderMismatch:
    'The new order must list every question of this assessment once. Reload the page: the questions may have changed meanwhile.',
  duplicateIds: 'Each question may appear only once.',
  marksShort: (course: string, marks: number) =>
    `With this question, the questions still to choose for ${course} could not reach its ${marks} marks.`,
  replaced: 'Question replaced',
  reordered: 'Order saved',
  removed: 'Question removed. Choose another one to finish the assessment.',
} as const;
