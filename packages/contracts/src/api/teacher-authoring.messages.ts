/** Authoring: an assessment's details and its course allocations (its questions: teacher-assessment-questions.ts). */

/** Answers of the authoring calls added with the question bank (issue 13); the spec's are in messages.teacher. */
export const teacherAuthoringMessages = {
  curriculumRetired: 'This curriculum is retired. Choose a curriculum that is in use.',
  courseRetired: 'This course is retired. Choose a course that is in use.',
  allocationNotFound: 'This course is not allocated in this assessment.',
  allocationBelowChosen: (course: string, chosen: number) =>
    `${course} already has ${chosen} chosen question${chosen === 1 ? '' : 's'}: remove some before giving it fewer.`,
  allocationMarksOutOfReach: (course: string, count: number, min: number, max: number) =>
    min === max
      ? `${count} question${count === 1 ? '' : 's'} of ${course} can only carry ${min} marks together: choose ${min} marks.`
      : `${count} question${count === 1 ? '' : 's'} of ${course} can carry from ${min} to ${max} marks together: choose marks in that range.`,
  allocationMarksMustMatch: (course: string, marks: number) =>
    `Every question of ${course} is chosen and they carry ${marks} marks, so its marks must stay ${marks}.`,
  allocationHasQuestions: (course: string, chosen: number) =>
    `${chosen} chosen question${chosen === 1 ? '' : 's'} of ${course} will be removed with the course. Confirm to remove both.`,
  totalQuestionsTooMany: (most: number) =>
    `An assessment can have at most ${most} questions: give this course fewer.`,
  totalMarksTooMany: (most: number) =>
    `An assessment can carry at most ${most} marks: give this course fewer.`,
  allocationUpdated: 'Course allocation changed',
  allocationRemoved: (removed: number) =>
    removed === 0
      ? 'Course removed from the assessment'
      : `Course removed from the assessment with its ${removed} chosen question${removed === 1 ? '' : 's'}`,
} as const;
