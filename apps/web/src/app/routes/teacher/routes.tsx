import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { teacherAccommodationRoutes } from './accommodation-routes';
import { TeacherAssessmentQuestionsRoute } from './assessment-questions';
import { TeacherAssessmentResultsRoute } from './assessment-results';
import { TeacherAssessmentsRoute } from './assessments';
import { TeacherAssignAssessmentRoute } from './assign-assessment';
import { TeacherAuthorizeAssessmentRoute } from './authorize-assessment';
import { TeacherCreateAssessmentRoute } from './create-assessment';
import { TeacherDashboardRoute } from './dashboard';
import { teacherExamRoomRoutes } from './exam-room-routes';
import { teacherLibraryRoutes } from './library-routes';
import { teacherQuestionBankRoutes } from './question-bank-routes';
import { TeacherServeAssessmentRoute } from './serve-assessment';

/** The teacher area (children of /teacher). */
export const teacherRoutes: RouteObject[] = [
  { index: true, element: <TeacherDashboardRoute /> },
  { path: paths.teacher.assessments.path, element: <TeacherAssessmentsRoute /> },
  { path: paths.teacher.prepareAssessment.path, element: <TeacherCreateAssessmentRoute /> },
  { path: paths.teacher.createAssessment.path, element: <TeacherCreateAssessmentRoute /> },
  { path: paths.teacher.assessmentQuestions.path, element: <TeacherAssessmentQuestionsRoute /> },
  { path: paths.teacher.assignAssessment.path, element: <TeacherAssignAssessmentRoute /> },
  { path: paths.teacher.serveAssessment.path, element: <TeacherServeAssessmentRoute /> },
  { path: paths.teacher.authorizeAssessment.path, element: <TeacherAuthorizeAssessmentRoute /> },
  { path: paths.teacher.assessmentResults.path, element: <TeacherAssessmentResultsRoute /> },
  ...teacherLibraryRoutes,
  ...teacherQuestionBankRoutes,
  ...teacherExamRoomRoutes,
  ...teacherAccommodationRoutes,
];
