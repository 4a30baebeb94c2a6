import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PublicOnly, RequireRole, RootRedirect } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorScreen } from './route-error';
import { AdminAddUserRoute } from './routes/admin/add-user';
import { AdminDashboardRoute } from './routes/admin/dashboard';
import { AdminManageAdminsRoute } from './routes/admin/manage-admins';
import { ChangePasswordRoute } from './routes/public/change-password';
import { DevCrashRoute } from './routes/public/dev-crash';
import { ForgotPasswordRoute } from './routes/public/forgot-password';
import { LoginRoute } from './routes/public/login';
import { NotFoundRoute } from './routes/public/not-found';
import { ResetPasswordRoute } from './routes/public/reset-password';
import { UnauthorizedRoute } from './routes/public/unauthorized';
import { StudentAssessmentsRoute } from './routes/student/assessments';
import { StudentDashboardRoute } from './routes/student/dashboard';
import { StudentLearningRoute } from './routes/student/learning';
import { TeacherAssessmentsRoute } from './routes/teacher/assessments';
import { TeacherCreateAssessmentRoute } from './routes/teacher/create-assessment';
import { TeacherDashboardRoute } from './routes/teacher/dashboard';

const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [{ path: paths.devCrash.path, element: <DevCrashRoute /> }]
  : [];

/** The single route table of the web app (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Errors inside a screen render here, below the app chrome.
        errorElement: <RouteErrorScreen />,
        children: [
          { path: paths.root.path, element: <RootRedirect /> },
          {
            element: <PublicOnly />,
            children: [
              { path: paths.login.path, element: <LoginRoute /> },
              { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
              { path: paths.changePassword.path, element: <ChangePasswordRoute /> },
              { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
            ],
          },
          { path: paths.unauthorized.path, element: <UnauthorizedRoute /> },
          {
            path: paths.student.home.path,
            element: <RequireRole userType="student" />,
            children: [
              { index: true, element: <StudentDashboardRoute /> },
              { path: paths.student.learning.path, element: <StudentLearningRoute /> },
              { path: paths.student.assessments.path, element: <StudentAssessmentsRoute /> },
            ],
          },
          {
            path: paths.teacher.home.path,
            element: <RequireRole userType="teacher" />,
            children: [
              { index: true, element: <TeacherDashboardRoute /> },
              { path: paths.teacher.assessments.path, element: <TeacherAssessmentsRoute /> },
              { path: paths.teacher.createAssessment.path, element: <TeacherCreateAssessmentRoute /> },
            ],
          },
          {
            path: paths.admin.home.path,
            element: <RequireRole userType="admin" />,
            children: [
              { index: true, element: <AdminDashboardRoute /> },
              { path: paths.admin.addUser.path, element: <AdminAddUserRoute /> },
              { path: paths.admin.manageAdmins.path, element: <AdminManageAdminsRoute /> },
            ],
          },
          ...devRoutes,
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
