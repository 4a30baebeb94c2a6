import type { UserType } from '@pathshala/contracts';

/** The codes the unauthorized page can show. */
export type AccessErrorCode = '403' | '404';

/**
 * The route table: every screen's path pattern (`path`, for the router) and a builder for links
 * (`getHref`). Links elsewhere come from here and are never typed by hand.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  changePassword: { path: '/change-password', getHref: () => '/change-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) =>
      token ? `/reset-password?${new URLSearchParams({ token }).toString()}` : '/reset-password',
  },
  /** First run of an empty install: the school's name and its first administrator. */
  setup: { path: '/setup', getHref: () => '/setup' },
  unauthorized: {
    path: '/unauthorized',
    getHref: (code?: AccessErrorCode) => (code ? `/unauthorized?code=${code}` : '/unauthorized'),
  },
  student: {
    home: { path: '/student', getHref: () => '/student' },
    learning: { path: '/student/learning', getHref: () => '/student/learning' },
    studyConcept: {
      path: '/student/learning/study/:conceptId/:contentId',
      getHref: (conceptId: number, contentId: number) => `/student/learning/study/${conceptId}/${contentId}`,
    },
    studySubconcept: {
      path: '/student/learning/study/subconcept/:subconceptId/:contentId',
      getHref: (subconceptId: number, contentId: number) =>
        `/student/learning/study/subconcept/${subconceptId}/${contentId}`,
    },
    practiceQuiz: {
      path: '/student/learning/quiz/subconcept/:subconceptId',
      getHref: (subconceptId: number) => `/student/learning/quiz/subconcept/${subconceptId}`,
    },
    assessments: { path: '/student/assessments', getHref: () => '/student/assessments' },
    assessmentResult: {
      path: '/student/assessments/:assessmentId/result',
      getHref: (assessmentId: number) => `/student/assessments/${assessmentId}/result`,
    },
    quiz: {
      path: '/student/quiz/:assessmentId',
      getHref: (assessmentId: number) => `/student/quiz/${assessmentId}`,
    },
    thankYou: { path: '/student/quiz/thank-you', getHref: () => '/student/quiz/thank-you' },
    /** Performance Analytics (issue 30): the student's own mastery by concept. */
    mastery: { path: '/student/mastery', getHref: () => '/student/mastery' },
  },
  teacher: {
    home: { path: '/teacher', getHref: () => '/teacher' },
    assessments: { path: '/teacher/assessments', getHref: () => '/teacher/assessments' },
    prepareAssessment: { path: '/teacher/prepare-assessment', getHref: () => '/teacher/prepare-assessment' },
    createAssessment: { path: '/teacher/assessments/create', getHref: () => '/teacher/assessments/create' },
    assessmentQuestions: {
      path: '/teacher/assessments/:id/questions',
      getHref: (id: number) => `/teacher/assessments/${id}/questions`,
    },
    assignAssessment: { path: '/teacher/assign-assessment', getHref: () => '/teacher/assign-assessment' },
    serveAssessment: {
      path: '/teacher/assessments/:assessmentId/assign',
      getHref: (assessmentId: number) => `/teacher/assessments/${assessmentId}/assign`,
    },
    authorizeAssessment: {
      path: '/teacher/assessments/:assessmentId/authorize',
      getHref: (assessmentId: number) => `/teacher/assessments/${assessmentId}/authorize`,
    },
    assessmentResults: {
      path: '/teacher/assessments/:id/results',
      getHref: (id: number) => `/teacher/assessments/${id}/results`,
    },
    /** Item analysis of a served assessment, and its regrade (issue 30). */
    itemAnalysis: {
      path: '/teacher/assessments/:id/items',
      getHref: (id: number) => `/teacher/assessments/${id}/items`,
    },
    /** The content library: the curricula of the teacher's cohorts, then a concept's or subconcept's content. */
    /** The question bank: search, write, import and export questions. */
    questionBank: { path: '/teacher/question-bank', getHref: () => '/teacher/question-bank' },
    /** Exam day (issue 14): the teacher's exam rooms, one room per serving, a receipt looked up, extra time. */
    examRooms: { path: '/teacher/exam-rooms', getHref: () => '/teacher/exam-rooms' },
    examRoom: {
      path: '/teacher/exam-rooms/:servingId',
      getHref: (servingId: number) => `/teacher/exam-rooms/${servingId}`,
    },
    receipt: { path: '/teacher/receipts', getHref: () => '/teacher/receipts' },
    extraTime: { path: '/teacher/extra-time', getHref: () => '/teacher/extra-time' },
    /** Who needs help in a class, and the practice set from it (issue 30). */
    needsHelp: {
      path: '/teacher/class/:cohortId/needs-help',
      getHref: (cohortId: number) => `/teacher/class/${cohortId}/needs-help`,
    },
    practice: { path: '/teacher/practice', getHref: () => '/teacher/practice' },
    practiceAssignment: {
      path: '/teacher/practice/:assignmentId',
      getHref: (assignmentId: number) => `/teacher/practice/${assignmentId}`,
    },
    /** The class view (issue 30): a cohort's students x concepts, and one student's page. */
    classView: { path: '/teacher/class', getHref: () => '/teacher/class' },
    classViewCohort: {
      path: '/teacher/class/:cohortId',
      getHref: (cohortId: number) => `/teacher/class/${cohortId}`,
    },
    studentReport: {
      path: '/teacher/students/:studentId',
      getHref: (studentId: number) => `/teacher/students/${studentId}`,
    },
    newQuestion: { path: '/teacher/question-bank/new', getHref: () => '/teacher/question-bank/new' },
    editQuestion: {
      path: '/teacher/question-bank/:questionId/edit',
      getHref: (questionId: number) => `/teacher/question-bank/${questionId}/edit`,
    },
    importQuestions: {
      path: '/teacher/question-bank/import',
      getHref: () => '/teacher/question-bank/import',
    },
    content: { path: '/teacher/content', getHref: () => '/teacher/content' },
    conceptContent: {
      path: '/teacher/concepts/:conceptId/content',
      getHref: (conceptId: number) => `/teacher/concepts/${conceptId}/content`,
    },
    subconceptContent: {
      path: '/teacher/subconcepts/:subconceptId/content',
      getHref: (subconceptId: number) => `/teacher/subconcepts/${subconceptId}/content`,
    },
  },
  admin: {
    home: { path: '/admin', getHref: () => '/admin' },
    addUser: { path: '/admin/add-user', getHref: () => '/admin/add-user' },
    addTrainingCenter: { path: '/admin/add-training-center', getHref: () => '/admin/add-training-center' },
    addCohort: { path: '/admin/add-cohort', getHref: () => '/admin/add-cohort' },
    manageAdmins: { path: '/admin/manage-admins', getHref: () => '/admin/manage-admins' },
    requestAdmin: { path: '/admin/request-admin', getHref: () => '/admin/request-admin' },
    passwordResetRequests: {
      path: '/admin/password-reset-requests',
      getHref: () => '/admin/password-reset-requests',
    },
    prepareAssessment: { path: '/admin/prepare-assessment', getHref: () => '/admin/prepare-assessment' },
    assignAssessment: { path: '/admin/assign-assessment', getHref: () => '/admin/assign-assessment' },
    partners: { path: '/admin/partners', getHref: () => '/admin/partners' },
    students: { path: '/admin/students', getHref: () => '/admin/students' },
    teachers: { path: '/admin/teachers', getHref: () => '/admin/teachers' },
    person: { path: '/admin/people/:userId', getHref: (userId: number) => `/admin/people/${userId}` },
    cohorts: { path: '/admin/cohorts', getHref: () => '/admin/cohorts' },
    cohort: { path: '/admin/cohorts/:cohortId', getHref: (cohortId: number) => `/admin/cohorts/${cohortId}` },
    curriculum: { path: '/admin/curriculum', getHref: () => '/admin/curriculum' },
    curriculumTree: {
      path: '/admin/curriculum/:curriculumId',
      getHref: (curriculumId: number) => `/admin/curriculum/${curriculumId}`,
    },
    conceptContent: {
      path: '/admin/concepts/:conceptId/content',
      getHref: (conceptId: number) => `/admin/concepts/${conceptId}/content`,
    },
    subconceptContent: {
      path: '/admin/subconcepts/:subconceptId/content',
      getHref: (subconceptId: number) => `/admin/subconcepts/${subconceptId}/content`,
    },
    backups: { path: '/admin/backups', getHref: () => '/admin/backups' },
    /** The 'Question Banks' tool: the same bank pages as a teacher's, for every question. */
    questionBank: { path: '/admin/question-bank', getHref: () => '/admin/question-bank' },
    /** Extra time of any student (issue 14). */
    extraTime: { path: '/admin/extra-time', getHref: () => '/admin/extra-time' },
    newQuestion: { path: '/admin/question-bank/new', getHref: () => '/admin/question-bank/new' },
    editQuestion: {
      path: '/admin/question-bank/:questionId/edit',
      getHref: (questionId: number) => `/admin/question-bank/${questionId}/edit`,
    },
    importQuestions: { path: '/admin/question-bank/import', getHref: () => '/admin/question-bank/import' },
    /** School analytics (issue 30): per center and cohort, activity, assessments, scores, content opened. */
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
  },
  /** Development builds only: a route that throws, to see the error screen. */
  devCrash: { path: '/__dev/crash', getHref: () => '/__dev/crash' },
} as const;

/** The home screen of each kind of user. */
export function homeHref(type: UserType): string {
  return paths[type].home.getHref();
}
