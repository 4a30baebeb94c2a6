export const assessmentSettingsMessages = {
  wrongMarksRange: 'Marks for a wrong answer must be between -100 and 0.',
  skippedMarksRange: 'Marks for a skipped question must be between -100 and 0.',
  // Messages take the values they show (the marks taken away, not the negative setting), so a
  // translation can read them back.
  wrongMarksTooLarge: (takenAway: number, smallest: number) =>
    `A wrong answer cannot take away ${takenAway} marks: the smallest question in this assessment carries ${smallest}. Choose a penalty of at most ${smallest}.`,
  nothingToChange: 'Send at least one setting to change.',
  settingsSaved: 'Settings saved',
  poolAdded: 'Pool added',
  poolRemoved: 'Pool removed',
  poolNotFound: 'This pool is not in this assessment.',
  poolCourseNotAllocated: 'Allocate this course to the assessment before adding a pool from it.',
  poolSubconceptNotInCourse: 'This subconcept is not in the chosen course, or it is retired.',
  poolOverlaps: (place: string) =>
    `This assessment already has a pool from ${place}: a student could draw the same question twice. Change or remove that pool instead.`,
  poolTooLarge: (available: number, place: string) =>
    `Only ${available} question${available === 1 ? '' : 's'} of ${place} ${available === 1 ? 'is' : 'are'} in the bank (not counting those chosen in this assessment).`,
  poolShrunk: (place: string, available: number, count: number) =>
    `The pool from ${place} asks for ${count} questions but only ${available} remain in the bank. Make the pool smaller before serving.`,
  poolMarksBelowPenalty: (marks: number, takenAway: number) =>
    `Questions of ${marks} marks cannot carry a wrong-answer penalty of ${takenAway}: give the pool more marks or lower the penalty.`,
  poolMarksPositive: 'Marks per question must be more than 0.',
  poolCountRange: 'A pool takes between 1 and 200 questions.',
} as const;
