import type { PermissionLevel } from '@pathshala/contracts';

/** What a teacher holds on one assessment: ownership or a granted level, and whether it is served. */
export interface AssessmentAccess {
  isOwner: boolean;
  /** The level granted to a teacher who does not own it; null for the owner and for strangers. */
  level: PermissionLevel | null;
  isServed: boolean;
}

/** The delete control of spec section 6: a Delete button, 'Protected' or 'Read Only'. */
export type DeleteControl = 'delete' | 'protected' | 'readOnly';

const canChange = (access: AssessmentAccess) =>
  access.isOwner || access.level === 'FULL' || access.level === 'EDIT';

/** The owner and every teacher given any level see the assessment. */
export function canView(access: AssessmentAccess): boolean {
  return access.isOwner || access.level !== null;
}

/** Delete: owner only, only while not served. */
export function canDelete(access: AssessmentAccess): boolean {
  return access.isOwner && !access.isServed;
}

/** Served shows 'Protected' (to the owner); everyone else sees 'Read Only'. */
export function deleteControl(access: AssessmentAccess): DeleteControl {
  if (!access.isOwner) return 'readOnly';
  return access.isServed ? 'protected' : 'delete';
}

/** Manage Questions (course allocation and question choice): owner, EDIT and FULL, while not served. */
export function canManageQuestions(access: AssessmentAccess): boolean {
  return canView(access) && canChange(access) && !access.isServed;
}

/** Serve: offered on unserved assessments to all who see it; on served ones only to owner, FULL or EDIT. */
export function canServe(access: AssessmentAccess): boolean {
  if (!canView(access)) return false;
  return access.isServed ? canChange(access) : true;
}

/** Manage Access (list, grant, revoke): owner only. */
export function canManageAccess(access: AssessmentAccess): boolean {
  return access.isOwner;
}

/** View Results: on served assessments, for the owner and teachers with FULL or EDIT. */
export function canViewResults(access: AssessmentAccess): boolean {
  return access.isServed && canChange(access);
}
