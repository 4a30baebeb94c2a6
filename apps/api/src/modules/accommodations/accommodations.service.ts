import { accommodationMessages, type SetAccommodationBody } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { requireManagedCohort, requireManagedStudent, requireMayChange } from './accommodations.policy';
import { personName, presentCohort, presentStudent } from './accommodations.presenter';
import * as repo from './accommodations.repository';

/**
 * Extra time that lives on a student: read, set and remove, each change audited in its transaction.
 * An admin's applies to every exam, a teacher's to the servings of her cohorts (attempts.repository
 * ACCOMMODATION_APPLIES reads who set it).
 */
export function createAccommodationsService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    async cohorts(actor: Actor) {
      const rows = await repo.listCohorts(db, actor.type === 'admin' ? {} : { teacherId: actor.id });
      return { items: rows.map(presentCohort) };
    },

    async cohortStudents(actor: Actor, cohortId: number) {
      const cohort = await requireManagedCohort(db, actor, cohortId);
      const students = await repo.listCohortStudents(db, cohortId);
      return { cohort: presentCohort(cohort), students: students.map(presentStudent) };
    },

    async get(actor: Actor, studentId: number) {
      return presentStudent(await requireManagedStudent(db, actor, studentId));
    },

    /** Sets (or replaces) an active student's extra time; the message names the student. */
    async set(actor: Actor, studentId: number, body: SetAccommodationBody) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const student = await requireManagedStudent(tx, actor, studentId);
        if (student.registrationStatus !== 'A') throw conflict(accommodationMessages.studentInactive);
        const before = await repo.lockAccommodation(tx, studentId);
        requireMayChange(actor, before);
        await repo.upsertAccommodation(tx, {
          studentId,
          kind: body.kind,
          amount: body.amount,
          note: body.note,
          updatedBy: actor.id,
          updatedAt: now,
        });
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'accommodation.set',
            entityType: 'student',
            entityId: studentId,
            details: {
              kind: body.kind,
              amount: body.amount,
              note: body.note,
              before: before ? { kind: before.kind, amount: before.amount, note: before.note } : null,
            },
          },
          now,
        );
        const after = await repo.findPerson(tx, studentId);
        return {
          message: accommodationMessages.set(personName(student)),
          data: presentStudent(after ?? student),
        };
      });
    },

    /** Removes a student's extra time; none to remove answers as done and records nothing. */
    async remove(actor: Actor, studentId: number) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const student = await requireManagedStudent(tx, actor, studentId);
        const before = await repo.lockAccommodation(tx, studentId);
        requireMayChange(actor, before);
        if (!before || !(await repo.deleteAccommodation(tx, studentId))) {
          return {
            message: accommodationMessages.nothingToRemove(personName(student)),
            data: presentStudent(student),
          };
        }
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'accommodation.remove',
            entityType: 'student',
            entityId: studentId,
            details: { kind: before.kind, amount: before.amount, note: before.note },
          },
          now,
        );
        const after = await repo.findPerson(tx, studentId);
        return {
          message: accommodationMessages.removed(personName(student)),
          data: presentStudent(after ?? student),
        };
      });
    },
  };
}
