import { accommodationMessages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import * as repo from './accommodations.repository';

/**
 * Who manages a student's extra time: an admin, any student; a teacher, the students of the cohorts
 * they teach. Anything else answers 404 with the words of an unknown id, so a teacher learns nothing
 * about another teacher's students or cohorts.
 */
export async function requireManagedStudent(db: Executor, actor: Actor, studentId: number) {
  const student = await repo.findPerson(db, studentId);
  if (student?.type !== 'student') throw notFound(accommodationMessages.studentNotFound);
  if (actor.type !== 'admin' && !(await repo.teachesStudent(db, actor.id, studentId))) {
    throw notFound(accommodationMessages.studentNotFound);
  }
  return student;
}

/** A cohort the caller manages (an admin: any; a teacher: one they teach), else 404. */
export async function requireManagedCohort(db: Executor, actor: Actor, cohortId: number) {
  if (actor.type !== 'admin' && !(await repo.teachesCohort(db, actor.id, cohortId))) {
    throw notFound(accommodationMessages.cohortNotFound);
  }
  const [cohort] = await repo.listCohorts(db, { cohortId });
  if (!cohort) throw notFound(accommodationMessages.cohortNotFound);
  return cohort;
}
