/** The student's learning journey: curriculum tree, study viewers and practice quizzes. */
export const learning = {
  title: 'Learning',
};
