import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { GETTING_STARTED_STEPS, type GettingStarted, type SystemStatus } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { displayName } from '../auth/auth.presenter';
import { readBackupStatus } from '../backup/backup.service';
import {
  countActiveUsers,
  countAssessments,
  countCohorts,
  findGettingStartedDone,
  findRecentAudit,
} from './admin-dashboard.repository';

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

/** The getting-started steps in the school's order, each ticked when what it asks for exists. */
async function readGettingStarted(ctx: AppContext): Promise<GettingStarted> {
  const done = await findGettingStartedDone(ctx.db);
  return GETTING_STARTED_STEPS.map((step) => ({ step, done: done[step] }));
}

export function createAdminDashboardService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /**
     * Counts of what the school has, its getting-started steps, the system's status and the latest
     * audited activity.
     */
    async dashboard() {
      const [students, teachers, cohorts, assessments, gettingStarted, recent, systemStatus] =
        await Promise.all([
          countActiveUsers(db, 'student'),
          countActiveUsers(db, 'teacher'),
          countCohorts(db),
          countAssessments(db),
          readGettingStarted(ctx),
          findRecentAudit(db, RECENT_ACTIVITY_LIMIT),
          readSystemStatus(ctx),
        ]);
      return {
        statistics: { students, teachers, cohorts, assessments },
        gettingStarted,
        systemStatus,
        recentActivity: recent.map(({ entry, actor }) => ({
          id: entry.id,
          action: entry.action,
          actor: actor ? displayName(actor) : null,
          at: entry.createdAt.toISOString(),
        })),
      };
    },
  };
}
