import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerAdminDashboardRoutes } from './admin-dashboard/admin-dashboard.routes';
import { registerAttemptRoutes } from './attempts/attempts.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerLearningRoutes } from './learning/learning.routes';
import { registerMailWorker } from './mail/mail.plugin';
import { registerPasswordRecoveryRoutes } from './password-recovery/password-recovery.routes';
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
}
