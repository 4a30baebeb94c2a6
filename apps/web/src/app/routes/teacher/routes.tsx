import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { teacherAccommodationRoutes } from './accommodation-routes';
import { teacherExamRoomRoutes } from './exam-room-routes';
import { teacherInsightRoutes } from './insight-routes';
import { teacherItemAnalysisRoutes } from './item-analysis-routes';
import { teacherLibraryRoutes } from './library-routes';
import { teacherPracticeRoutes } from './practice-routes';
import { teacherQuestionBankRoutes } from './question-bank-routes';

/** The teacher area (children of /teacher). */
export const teacherRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./dashboard').then((m) => ({ Component: m.TeacherDashboardRoute })) },
  {
    path: paths.teacher.assessments.path,
    lazy: () => import('./assessments').then((m) => ({ Component: m.TeacherAssessmentsRoute })),
  },
  {
    path: paths.teacher.prepareAssessment.path,
    lazy: () => import('./create-assessment').then((m) => ({ Component: m.TeacherCreateAssessmentRoute })),
  },
  {
    path: paths.teacher.createAssessment.path,
    lazy: () => import('./create-assessment').then((m) => ({ Component: m.TeacherCreateAssessmentRoute })),
  },
  {
    path: paths.teacher.assessmentQuestions.path,
    lazy: () =>
      import('./assessment-questions').then((m) => ({ Component: m.TeacherAssessmentQuestionsRoute })),
  },
  {
    path: paths.teacher.assignAssessment.path,
    lazy: () => import('./assign-assessment').then((m) => ({ Component: m.TeacherAssignAssessmentRoute })),
  },
  {
    path: paths.teacher.serveAssessment.path,
    lazy: () => import('./serve-assessment').then((m) => ({ Component: m.TeacherServeAssessmentRoute })),
  },
  {
    path: paths.teacher.authorizeAssessment.path,
    lazy: () =>
      import('./authorize-assessment').then((m) => ({ Component: m.TeacherAuthorizeAssessmentRoute })),
  },
  {
    path: paths.teacher.assessmentResults.path,
    lazy: () => import('./assessment-results').then((m) => ({ Component: m.TeacherAssessmentResultsRoute })),
  },
  ...teacherLibraryRoutes,
  ...teacherQuestionBankRoutes,
  ...teacherExamRoomRoutes,
  ...teacherItemAnalysisRoutes,
  ...teacherAccommodationRoutes,
  ...teacherPracticeRoutes,
  ...teacherInsightRoutes,
];
