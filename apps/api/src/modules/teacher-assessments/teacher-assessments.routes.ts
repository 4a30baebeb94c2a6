import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAuthoringRoutes } from './authoring.routes';
import { registerResultsRoutes } from './results.routes';
import { registerServingRoutes } from './serving.routes';
import { registerSharingRoutes } from './sharing.routes';

/**
 * Teachers' assessments, one seam per file in every layer (routes, service, repository, presenter):
 * authoring, sharing, serving and results. What they all read (the assessment and the teacher's
 * level on it) is in teacher-assessments.repository.ts and load-assessment.ts; who may act, in the policy.
 */
export function registerTeacherAssessmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAuthoringRoutes(app, ctx);
  registerSharingRoutes(app, ctx);
  registerServingRoutes(app, ctx);
  registerResultsRoutes(app, ctx);
}
