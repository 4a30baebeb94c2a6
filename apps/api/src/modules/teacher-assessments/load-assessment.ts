import { messages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as poolsRepo from './pools.repository';
import { type AssessmentAccess, canManageQuestions, canView } from './teacher-assessments.policy';
import * as repo from './teacher-assessments.repository';

const m = messages.teacher;

export interface LoadedAssessment {
  assessment: repo.AssessmentRow;
  access: AssessmentAccess;
}

/**
 * Loads an assessment and what the teacher holds on it: 404 when missing, 403 when not theirs to see.
 * Every seam (authoring, sharing, serving, results) starts here, then asks the policy. Calls that
 * change the questions or serve pass `lock` (inside their transaction), so they take turns.
 */
export async function loadForTeacher(
  db: Executor,
  actor: Actor,
  assessmentId: number,
  options: { lock?: boolean } = {},
): Promise<LoadedAssessment> {
  const assessment = await repo.findAssessment(db, assessmentId, options);
  if (!assessment) throw notFound(m.assessmentNotFound);
  const isOwner = assessment.ownerId === actor.id;
  const access: AssessmentAccess = {
    isOwner,
    level: isOwner ? null : await repo.findSharedLevel(db, assessmentId, actor.id),
    isServed: await repo.isServed(db, assessmentId),
  };
  if (!canView(access)) throw forbidden(m.noAccess);
  return { assessment, access };
}

/** Course allocation and question choice: 409 once served (frozen), 403 without the right. */
export function assertCanManageQuestions(access: AssessmentAccess): void {
  if (access.isServed) throw conflict(m.servedFrozen);
  if (!canManageQuestions(access)) throw forbidden(m.cannotEdit);
}

/**
 * An unserved assessment the teacher may change, locked for this transaction, with what makes up
 * its paper: the course allocations, the chosen questions and the pools.
 */
export async function loadForChange(tx: Executor, actor: Actor, assessmentId: number) {
  const { assessment, access } = await loadForTeacher(tx, actor, assessmentId, { lock: true });
  assertCanManageQuestions(access);
  const [allocations, placed, pools] = await Promise.all([
    repo.listAllocations(tx, [assessmentId]),
    repo.listPlacedQuestions(tx, assessmentId),
    poolsRepo.listPools(tx, assessmentId),
  ]);
  return { assessment, allocations, placed, pools };
}
