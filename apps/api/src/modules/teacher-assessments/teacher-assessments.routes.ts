import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAssessmentQuestionRoutes } from './assessment-questions.routes';
import { registerAuthoringRoutes } from './authoring.routes';
import { registerPoolRoutes } from './pools.routes';
import { registerResultsRoutes } from './results.routes';
import { registerServingRoutes } from './serving.routes';
import { registerSharingRoutes } from './sharing.routes';

/**
 * Teachers' assessments, one seam per file in every layer (routes, service, repository, presenter):
 * authoring (the assessment and its course allocations; its questions in assessment-questions.*),
 * settings and pools (issue 14), sharing, serving and results. What they all read (the assessment and the teacher's
 * level on it) is in teacher-assessments.repository.ts and load-assessment.ts; who may act, in the policy.
 */
export function registerTeacherAssessmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAuthoringRoutes(app, ctx);
  registerAssessmentQuestionRoutes(app, ctx);
  registerPoolRoutes(app, ctx);
  registerSharingRoutes(app, ctx);
  registerServingRoutes(app, ctx);
  registerResultsRoutes(app, ctx);
}
