/** The student area: dashboard and timed assessments. */
export const student = {
  dashboard: {
    pageTitle: 'Student Dashboard',
    title: 'Student Dashboard',
    greeting: (name: string) => `Hello, ${name}`,
    intro: 'What would you like to do today?',
    learningTitle: 'Learning',
    learningBody: 'Explore your courses, study materials and practice quizzes.',
    learningAction: 'Open Learning',
    assessmentsTitle: 'Assessments',
    assessmentsBody: 'See the assessments assigned to you and your results.',
    assessmentsAction: 'Open Assessments',
    analyticsTitle: 'Performance Analytics',
    analyticsBody: 'Follow your progress and strengths over time.',
    messagesTitle: 'Messages',
    messagesBody: 'Read notes and announcements from your teachers.',
  },
  learningTitle: 'Learning',
  assessmentsTitle: 'Assessments',
};
