import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAccommodationRoutes } from './accommodations/accommodations.routes';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerAdminDashboardRoutes } from './admin-dashboard/admin-dashboard.routes';
import { registerAttemptRoutes } from './attempts/attempts.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerBackupRoutes } from './backup/backup.routes';
import { registerCohortRoutes } from './cohorts/cohorts.routes';
import { registerCurriculumRoutes } from './curriculum/curriculum.routes';
import { registerExamRoomRoutes } from './exam-room/exam-room.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerInsightRoutes } from './insight/insight.routes';
import { registerItemAnalysisRoutes } from './insight/item-analysis.routes';
import { registerPracticeAssignmentRoutes } from './insight/practice-assignments.routes';
import { registerSchoolAnalyticsRoutes } from './insight/school-analytics.routes';
import { registerLearningRoutes } from './learning/learning.routes';
import { registerLibraryRoutes } from './library/library.routes';
import { registerMailWorker } from './mail/mail.plugin';
import { registerOrganisationRoutes } from './organisation/organisation.routes';
import { registerPasswordRecoveryRoutes } from './password-recovery/password-recovery.routes';
import { registerPeopleRoutes } from './people/people.routes';
import { registerQuestionBankRoutes } from './question-bank/question-bank.routes';
import { registerQuestionTransferRoutes } from './question-bank/question-transfer.routes';
import { registerSetupRoutes } from './setup/setup.routes';
import { registerTeacherAssessmentRoutes } from './teacher-assessments/teacher-assessments.routes';
import { registerTeacherDashboardRoutes } from './teacher-dashboard/teacher-dashboard.routes';

/** Every module's routes and background workers, in one list. */
export function registerModules(app: FastifyInstance, ctx: AppContext): void {
  // Sends every module's queued mail; starts and stops with the app.
  registerMailWorker(app, ctx);
  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerPasswordRecoveryRoutes(app, ctx);
  registerLearningRoutes(app, ctx);
  registerAttemptRoutes(app, ctx);
  registerTeacherDashboardRoutes(app, ctx);
  registerTeacherAssessmentRoutes(app, ctx);
  registerAdminDashboardRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerSetupRoutes(app, ctx);
  registerOrganisationRoutes(app, ctx);
  registerPeopleRoutes(app, ctx);
  registerCohortRoutes(app, ctx);
  registerCurriculumRoutes(app, ctx);
  registerLibraryRoutes(app, ctx);
  registerBackupRoutes(app, ctx);
  registerQuestionBankRoutes(app, ctx);
  registerQuestionTransferRoutes(app, ctx);
  registerExamRoomRoutes(app, ctx);
  registerAccommodationRoutes(app, ctx);
  registerInsightRoutes(app, ctx);
  registerItemAnalysisRoutes(app, ctx);
  registerPracticeAssignmentRoutes(app, ctx);
  registerSchoolAnalyticsRoutes(app, ctx);
}
