import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { adminAccommodationRoutes } from './accommodation-routes';
import { analyticsRoutes } from './analytics-routes';
import { backupRoutes } from './backup-routes';
import { cohortsRoutes } from './cohorts-routes';
import { curriculumRoutes } from './curriculum-routes';
import { libraryRoutes } from './library-routes';
import { organisationRoutes } from './organisation-routes';
import { peopleRoutes } from './people-routes';
import { adminQuestionBankRoutes } from './question-bank-routes';

/** The admin area (children of /admin). */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./dashboard').then((m) => ({ Component: m.AdminDashboardRoute })) },
  {
    path: paths.admin.addUser.path,
    lazy: () => import('./add-user').then((m) => ({ Component: m.AdminAddUserRoute })),
  },
  {
    path: paths.admin.addTrainingCenter.path,
    lazy: () => import('./add-training-center').then((m) => ({ Component: m.AdminAddTrainingCenterRoute })),
  },
  {
    path: paths.admin.addCohort.path,
    lazy: () => import('./add-cohort').then((m) => ({ Component: m.AdminAddCohortRoute })),
  },
  {
    path: paths.admin.manageAdmins.path,
    lazy: () => import('./manage-admins').then((m) => ({ Component: m.AdminManageAdminsRoute })),
  },
  {
    path: paths.admin.requestAdmin.path,
    lazy: () => import('./request-admin').then((m) => ({ Component: m.AdminRequestAdminRoute })),
  },
  {
    path: paths.admin.passwordResetRequests.path,
    lazy: () =>
      import('./password-reset-requests').then((m) => ({ Component: m.AdminPasswordResetRequestsRoute })),
  },
  {
    path: paths.admin.prepareAssessment.path,
    lazy: () =>
      import('./assessment-placeholders').then((m) => ({ Component: m.AdminPrepareAssessmentRoute })),
  },
  {
    path: paths.admin.assignAssessment.path,
    lazy: () =>
      import('./assessment-placeholders').then((m) => ({ Component: m.AdminAssignAssessmentRoute })),
  },
  ...organisationRoutes,
  ...peopleRoutes,
  ...cohortsRoutes,
  ...curriculumRoutes,
  ...libraryRoutes,
  ...backupRoutes,
  ...adminQuestionBankRoutes,
  ...adminAccommodationRoutes,
  ...analyticsRoutes,
];
