import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { api, type SystemStatus } from '@pathshala/contracts';
import { assessments, auditLog, cohorts, users } from '@pathshala/db';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defineRoute } from '../../plugins/routes';
import { displayName } from '../auth/auth.presenter';
import { readBackupStatus } from '../backup/backup.service';

const RECENT_ACTIVITY_LIMIT = 10;

/** The real state of what the school depends on: database, API process, DATA_DIR, backups. */
async function readSystemStatus(ctx: AppContext): Promise<SystemStatus> {
  const [latencyMs, writable, freeBytes, backup] = await Promise.all([
    ctx.pingDatabase().catch(() => null),
    access(ctx.config.dataDir, constants.W_OK).then(
      () => true,
      () => false,
    ),
    statfs(ctx.config.dataDir).then(
      (stats) => Number(stats.bavail) * Number(stats.bsize),
      () => null,
    ),
    readBackupStatus(ctx),
  ]);
  return {
    database: { ok: latencyMs !== null, driver: ctx.driver, latencyMs },
    api: {
      ok: true,
      uptimeSeconds: Math.max(0, Math.floor((ctx.clock.now().getTime() - ctx.startedAt.getTime()) / 1000)),
    },
    fileStorage: { ok: writable && freeBytes !== null, writable, freeBytes },
    backup,
  };
}

export function registerAdminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const activeUsers = (type: 'student' | 'teacher') =>
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.type, type), eq(users.registrationStatus, 'A')));

  defineRoute(app, api.admin.dashboard, async () => {
    const [[students], [teachers], [cohortCount], [assessmentCount], recent, systemStatus] =
      await Promise.all([
        activeUsers('student'),
        activeUsers('teacher'),
        db.select({ n: count() }).from(cohorts),
        db.select({ n: count() }).from(assessments),
        db
          .select({ entry: auditLog, actor: users })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(RECENT_ACTIVITY_LIMIT),
        readSystemStatus(ctx),
      ]);
    return {
      success: true as const,
      message: 'Dashboard loaded',
      data: {
        statistics: {
          students: Number(students?.n ?? 0),
          teachers: Number(teachers?.n ?? 0),
          cohorts: Number(cohortCount?.n ?? 0),
          assessments: Number(assessmentCount?.n ?? 0),
        },
        systemStatus,
        recentActivity: recent.map(({ entry, actor }) => ({
          id: entry.id,
          action: entry.action,
          actor: actor ? displayName(actor) : null,
          at: entry.createdAt.toISOString(),
        })),
      },
    };
  });
}
