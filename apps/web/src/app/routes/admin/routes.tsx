import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { adminAccommodationRoutes } from './accommodation-routes';
import { AdminAddCohortRoute } from './add-cohort';
import { AdminAddTrainingCenterRoute } from './add-training-center';
import { AdminAddUserRoute } from './add-user';
import { AdminAssignAssessmentRoute, AdminPrepareAssessmentRoute } from './assessment-placeholders';
import { backupRoutes } from './backup-routes';
import { cohortsRoutes } from './cohorts-routes';
import { curriculumRoutes } from './curriculum-routes';
import { AdminDashboardRoute } from './dashboard';
import { libraryRoutes } from './library-routes';
import { AdminManageAdminsRoute } from './manage-admins';
import { organisationRoutes } from './organisation-routes';
import { AdminPasswordResetRequestsRoute } from './password-reset-requests';
import { peopleRoutes } from './people-routes';
import { adminQuestionBankRoutes } from './question-bank-routes';
import { AdminRequestAdminRoute } from './request-admin';

/** The admin area (children of /admin). */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardRoute /> },
  { path: paths.admin.addUser.path, element: <AdminAddUserRoute /> },
  { path: paths.admin.addTrainingCenter.path, element: <AdminAddTrainingCenterRoute /> },
  { path: paths.admin.addCohort.path, element: <AdminAddCohortRoute /> },
  { path: paths.admin.manageAdmins.path, element: <AdminManageAdminsRoute /> },
  { path: paths.admin.requestAdmin.path, element: <AdminRequestAdminRoute /> },
  { path: paths.admin.passwordResetRequests.path, element: <AdminPasswordResetRequestsRoute /> },
  { path: paths.admin.prepareAssessment.path, element: <AdminPrepareAssessmentRoute /> },
  { path: paths.admin.assignAssessment.path, element: <AdminAssignAssessmentRoute /> },
  ...organisationRoutes,
  ...peopleRoutes,
  ...cohortsRoutes,
  ...curriculumRoutes,
  ...libraryRoutes,
  ...backupRoutes,
  ...adminQuestionBankRoutes,
  ...adminAccommodationRoutes,
];
