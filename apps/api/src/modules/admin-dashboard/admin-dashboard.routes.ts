import { api } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { createAdminDashboardService } from './admin-dashboard.service';

export function registerAdminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createAdminDashboardService(ctx);

  defineRoute(app, api.admin.dashboard, async () => ({
    success: true as const,
    message: 'Dashboard loaded',
    data: await service.dashboard(),
  }));
}
