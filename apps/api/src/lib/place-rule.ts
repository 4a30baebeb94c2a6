import { libraryMessages } from '@pathshala/contracts';
import { cohorts, cohortTeachers, type Executor } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import type { Actor } from '../plugins/auth';
import { forbidden } from './errors';

/**
 * The place rule: who may add to a curriculum's concepts and subconcepts (library content, bank
 * questions). Admins, and the teachers of a cohort studying that curriculum (the lead's decision:
 * teachers make the material, admins own the syllabus). What is added reaches those students, in
 * their lessons and their practice, so nobody else writes there.
 */
export async function mayAddContent(db: Executor, actor: Actor, curriculumIds: Iterable<number>) {
  const wanted = [...new Set(curriculumIds)];
  if (wanted.length === 0) return actor.type === 'admin' || actor.type === 'teacher';
  const mayAddTo = await curriculaMayAddTo(db, actor);
  return mayAddTo === 'all' || wanted.every((id) => mayAddTo.has(id));
}

/** The curricula the caller may add to: every one for an admin, the taught ones for a teacher. */
export async function curriculaMayAddTo(db: Executor, actor: Actor): Promise<'all' | Set<number>> {
  if (actor.type === 'admin') return 'all';
  if (actor.type !== 'teacher') return new Set();
  const taught = await db
    .selectDistinct({ curriculumId: cohorts.curriculumId })
    .from(cohortTeachers)
    .innerJoin(cohorts, eq(cohorts.id, cohortTeachers.cohortId))
    .where(eq(cohortTeachers.teacherId, actor.id));
  return new Set(taught.map((row) => row.curriculumId));
}

/** 403 unless the caller may add content to every one of these curricula. */
export async function assertMayAddContent(db: Executor, actor: Actor, curriculumIds: Iterable<number>) {
  if (!(await mayAddContent(db, actor, curriculumIds))) throw forbidden(libraryMessages.notYourCurriculum);
}
