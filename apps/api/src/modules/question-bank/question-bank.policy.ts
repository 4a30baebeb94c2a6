import { questionBankMessages as m } from '@pathshala/contracts';
import { conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/** What the policy needs to know about a question row. */
export interface QuestionState {
  authorId: number | null;
  replacedById: number | null;
  retiredAt: Date | null;
}

/** How a question has been used: decides whether it may be deleted (and how an edit is made). */
export interface QuestionUsage {
  /** Placed in an assessment that has a serving, answered, or practised. */
  used: boolean;
  /** Placed in any assessment, served or not: its row is referenced, so it cannot be deleted. */
  placed: boolean;
}

/**
 * Who may change a question: admins all of them; a teacher only the ones they wrote. The school's
 * own (demo) questions have no author, so only admins change them.
 */
export function mayWrite(actor: Actor, question: Pick<QuestionState, 'authorId'>): boolean {
  if (actor.type === 'admin') return true;
  return actor.type === 'teacher' && question.authorId !== null && question.authorId === actor.id;
}

/** The buttons a page may show for this caller; the service checks the same rules again on every call. */
export function questionActions(actor: Actor, question: QuestionState, usage: QuestionUsage) {
  const current = question.replacedById === null;
  const writable = current && mayWrite(actor, question);
  const retired = question.retiredAt !== null;
  return {
    edit: writable && !retired,
    retire: writable && !retired,
    restore: writable && retired,
    delete: writable && !usage.used && !usage.placed,
  };
}

/** 403 for someone else's question, then 409 for an older version: only the current one changes. */
export function assertMayChange(actor: Actor, question: QuestionState): void {
  if (!mayWrite(actor, question)) throw forbidden(m.notYourQuestion);
  if (question.replacedById !== null) throw conflict(m.replacedVersion);
}

/** Editing and retiring need a live question: restore a retired one first. */
export function assertMayEdit(actor: Actor, question: QuestionState): void {
  assertMayChange(actor, question);
  if (question.retiredAt !== null) throw conflict(m.retired);
}

export function assertMayRetire(actor: Actor, question: QuestionState): void {
  assertMayChange(actor, question);
  if (question.retiredAt !== null) throw conflict(m.alreadyRetired);
}

export function assertMayRestore(actor: Actor, question: QuestionState): void {
  assertMayChange(actor, question);
  if (question.retiredAt === null) throw conflict(m.notRetired);
}

/** A question that was used or sits in an assessment is kept (retire it instead). */
export function assertMayDelete(actor: Actor, question: QuestionState, usage: QuestionUsage): void {
  assertMayChange(actor, question);
  if (usage.used || usage.placed) throw conflict(m.usedCannotDelete);
}

/** Anyone staff may copy a current question into one of their own. */
export function assertMayDuplicate(question: QuestionState): void {
  if (question.replacedById !== null) throw conflict(m.replacedVersion);
}

/**
 * How an edit is stored. A used question is never changed under its papers, results and history:
 * the edit becomes the next version. An unused question that sits in a draft assessment is changed
 * in place unless the edit moves its marks or course, which the draft's totals were built from;
 * then it too becomes a new version and the draft keeps the row it was built with.
 */
export function editMode(
  usage: QuestionUsage,
  change: { marksChanged: boolean; courseChanged: boolean },
): 'IN_PLACE' | 'NEW_VERSION' {
  if (usage.used) return 'NEW_VERSION';
  if (usage.placed && (change.marksChanged || change.courseChanged)) return 'NEW_VERSION';
  return 'IN_PLACE';
}

/**
 * Whether the drafts (never-served assessments) holding the old version move to the new one: only
 * when their totals still add up, i.e. the marks and the course are unchanged.
 */
export function switchDrafts(change: { marksChanged: boolean; courseChanged: boolean }): boolean {
  return !change.marksChanged && !change.courseChanged;
}
