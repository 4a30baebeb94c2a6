import { createBrowserRouter, type RouteObject } from 'react-router';
import { SplashScreen } from '../components/feedback/splash-screen';
import { paths } from '../config/paths';
import { type Foundation, loadFoundation } from './foundations';
import { PublicOnly, RequireRole, RootRedirect } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorScreen } from './route-error';
import { adminRoutes } from './routes/admin/routes';
import { LoginRoute } from './routes/public/login';
import { recoveryRoutes } from './routes/public/recovery-routes';
import { studentAssessmentRoutes } from './routes/student/assessment-routes';
import { insightRoutes } from './routes/student/insight-routes';
import { learningRoutes } from './routes/student/learning-routes';
import { teacherRoutes } from './routes/teacher/routes';

/** What a route may say of itself in `handle`. */
interface RouteHandle {
  /** The foundation its lazy screens load (./foundations). */
  foundation?: Foundation;
}

const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: paths.devCrash.path,
        lazy: () => import('./routes/public/dev-crash').then((m) => ({ Component: m.DevCrashRoute })),
      },
    ]
  : [];

/**
 * The single route table of the web app (spec section 2). Each screen's code is a chunk of its own
 * (`lazy`), loaded on first visit: the sign-in page carries no teacher, admin or student screen.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown on the first load while a screen's code arrives (every screen but sign-in loads lazily).
    HydrateFallback: SplashScreen,
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
              {
                path: paths.setup.path,
                lazy: () => import('./routes/public/setup').then((m) => ({ Component: m.SetupRoute })),
              },
            ],
          },
          {
            path: paths.unauthorized.path,
            lazy: () =>
              import('./routes/public/unauthorized').then((m) => ({ Component: m.UnauthorizedRoute })),
          },
          {
            path: paths.student.home.path,
            element: <RequireRole userType="student" />,
            handle: { foundation: 'student' } satisfies RouteHandle,
            children: [
              {
                // Sends what was studied offline; loads with the first student screen.
                lazy: () =>
                  import('../features/learning/offline/study-sync').then((m) => ({ Component: m.StudySync })),
                children: [...studentAssessmentRoutes, ...learningRoutes, ...insightRoutes],
              },
            ],
          },
          {
            path: paths.teacher.home.path,
            element: <RequireRole userType="teacher" />,
            handle: { foundation: 'staff' } satisfies RouteHandle,
            children: teacherRoutes,
          },
          {
            path: paths.admin.home.path,
            element: <RequireRole userType="admin" />,
            handle: { foundation: 'staff' } satisfies RouteHandle,
            children: adminRoutes,
          },
          ...devRoutes,
          {
            path: '*',
            lazy: () => import('./routes/public/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];

/**
 * Each lazy screen loads its foundation (./foundations) alongside its own code, in parallel: the one
 * named on the nearest `handle` above it, else the public one.
 */
function withFoundation(table: RouteObject[], inherited: Foundation = 'public'): RouteObject[] {
  return table.map((route) => {
    const foundation: Foundation = (route.handle as RouteHandle | undefined)?.foundation ?? inherited;
    const { lazy, children } = route;
    const wrapped = { ...route } as RouteObject;
    if (typeof lazy === 'function')
      wrapped.lazy = () => Promise.all([lazy(), loadFoundation(foundation)]).then(([screen]) => screen);
    if (children) wrapped.children = withFoundation(children, foundation);
    return wrapped;
  });
}

export function createAppRouter() {
  return createBrowserRouter(withFoundation(routes));
}
