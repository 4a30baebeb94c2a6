import type { AuthorizeBody } from '@pathshala/contracts';
import { messages } from '@pathshala/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { loadForTeacher } from './load-assessment';
import { presentShare, presentTeacherSearchResult } from './sharing.presenter';
import * as sharingRepo from './sharing.repository';
import { canManageAccess } from './teacher-assessments.policy';

const m = messages.teacher;

/** Sharing: the owner shares an assessment with other teachers and stops sharing it (owner only). */
export function createSharingService(ctx: AppContext) {
  const { db, clock } = ctx;
  return {
    async listShares({ actor, assessmentId }: { actor: Actor; assessmentId: number }) {
      const { access } = await loadForTeacher(db, actor, assessmentId);
      if (!canManageAccess(access)) throw forbidden(m.onlyOwner);
      const rows = await sharingRepo.listShares(db, assessmentId);
      return rows.map((row) => presentShare(row.share, row.teacher));
    },

    async searchTeachers({ actor, email }: { actor: Actor; email: string }) {
      return (await sharingRepo.searchTeachersByEmail(db, email, actor.id)).map(presentTeacherSearchResult);
    },

    async share({ actor, body }: { actor: Actor; body: z.output<typeof AuthorizeBody> }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { access } = await loadForTeacher(tx, actor, body.assessmentId);
        if (!canManageAccess(access)) throw forbidden(m.onlyOwner);
        const teacher = await sharingRepo.findTeacherByEmail(tx, body.teacherEmail);
        if (!teacher) throw badRequest(m.teacherNotFound);
        if (teacher.id === actor.id) throw badRequest(m.cannotAuthorizeSelf);
        const share = await sharingRepo.insertShare(tx, {
          assessmentId: body.assessmentId,
          teacherId: teacher.id,
          level: body.permissionLevel,
          notes: body.notes || null,
          sharedBy: actor.id,
          sharedAt: now,
        });
        if (!share) throw conflict(m.alreadyAuthorized);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.authorize',
            entityType: 'assessment',
            entityId: body.assessmentId,
            details: { teacherId: teacher.id, level: body.permissionLevel },
          },
          now,
        );
        return presentShare(share, teacher);
      });
    },

    async stopSharing({ actor, shareId }: { actor: Actor; shareId: number }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const share = await sharingRepo.findShare(tx, shareId);
        if (!share) throw notFound(m.authorizationNotFound);
        const { access } = await loadForTeacher(tx, actor, share.assessmentId);
        if (!canManageAccess(access)) throw forbidden(m.onlyOwner);
        await sharingRepo.deleteShare(tx, shareId);
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'assessment.revoke',
            entityType: 'assessment',
            entityId: share.assessmentId,
            details: { teacherId: share.teacherId },
          },
          now,
        );
      });
    },
  };
}
