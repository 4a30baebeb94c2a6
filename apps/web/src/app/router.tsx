import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PublicOnly, RequireRole, RootRedirect } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorScreen } from './route-error';
import { adminRoutes } from './routes/admin/routes';
import { DevCrashRoute } from './routes/public/dev-crash';
import { LoginRoute } from './routes/public/login';
import { NotFoundRoute } from './routes/public/not-found';
import { recoveryRoutes } from './routes/public/recovery-routes';
import { SetupRoute } from './routes/public/setup';
import { UnauthorizedRoute } from './routes/public/unauthorized';
import { studentAssessmentRoutes } from './routes/student/assessment-routes';
import { learningRoutes } from './routes/student/learning-routes';
import { teacherRoutes } from './routes/teacher/routes';

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
              ...recoveryRoutes,
              { path: paths.setup.path, element: <SetupRoute /> },
            ],
          },
          { path: paths.unauthorized.path, element: <UnauthorizedRoute /> },
          {
            path: paths.student.home.path,
            element: <RequireRole userType="student" />,
            children: [...studentAssessmentRoutes, ...learningRoutes],
          },
          {
            path: paths.teacher.home.path,
            element: <RequireRole userType="teacher" />,
            children: teacherRoutes,
          },
          {
            path: paths.admin.home.path,
            element: <RequireRole userType="admin" />,
            children: adminRoutes,
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
