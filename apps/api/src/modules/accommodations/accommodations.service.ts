import { accommodationMessages, type SetAccommodationBody } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { requireManagedCohort, requireManagedStudent } from './accommodations.policy';
import { personName, presentCohort, presentStudent } from './accommodations.presenter';
import * as repo from './accommodations.repository';

/**
 * Extra time that lives on a student, one row per scope (issue 27): a teacher reads and writes her
 * own row (it applies in her cohorts' exams), an admin the school-wide row (every exam) and may
 * remove any teacher's. Each change is audited in its transaction. Where rows apply and which counts
 * (the largest): attempts.repository accommodationSecondsIn.
 */
export function createAccommodationsService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** The caller's own scope: a teacher's row is hers, an admin's the school-wide one. */
  const scopeOf = (actor: Actor): repo.Scope => (actor.type === 'admin' ? null : actor.id);

  async function present(tx: Executor, actor: Actor, people: repo.PersonRow[]) {
    const ids = people.map((person) => person.id);
    const rows = await repo.listExtraTime(tx, ids);
    const cohorts = await repo.listStudentCohorts(
      tx,
      ids,
      actor.type === 'admin' ? {} : { teacherId: actor.id },
    );
    return people.map((person) =>
      presentStudent(
        actor,
        person,
        rows.filter((row) => row.studentId === person.id),
        cohorts.filter((row) => row.studentId === person.id),
      ),
    );
  }
  const presentOne = async (tx: Executor, actor: Actor, person: repo.PersonRow) =>
    (await present(tx, actor, [person]))[0]!;

  /** Removes the student's row of this scope; none to remove answers as done and records nothing. */
  async function removeRow(actor: Actor, studentId: number, scope: repo.Scope) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const student = await requireManagedStudent(tx, actor, studentId);
      const before = await repo.lockAccommodation(tx, studentId, scope);
      if (!before || !(await repo.deleteAccommodation(tx, studentId, scope))) {
        return {
          message: accommodationMessages.nothingToRemove(personName(student)),
          data: await presentOne(tx, actor, student),
        };
      }
      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action: 'accommodation.remove',
          entityType: 'student',
          entityId: studentId,
          details: { teacherId: scope, kind: before.kind, amount: before.amount, note: before.note },
        },
        now,
      );
      return {
        message: accommodationMessages.removed(personName(student)),
        data: await presentOne(tx, actor, student),
      };
    });
  }

  return {
    async cohorts({ actor }: { actor: Actor }) {
      const rows = await repo.listCohorts(db, actor.type === 'admin' ? {} : { teacherId: actor.id });
      return { items: rows.map(presentCohort) };
    },

    async cohortStudents({ actor, cohortId }: { actor: Actor; cohortId: number }) {
      const cohort = await requireManagedCohort(db, actor, cohortId);
      const students = await repo.listCohortStudents(db, cohortId);
      return { cohort: presentCohort(cohort), students: await present(db, actor, students) };
    },

    async get({ actor, studentId }: { actor: Actor; studentId: number }) {
      return presentOne(db, actor, await requireManagedStudent(db, actor, studentId));
    },

    /** Sets (or replaces) the caller's row for an active student; the message names the student. */
    async set({ actor, studentId, body }: { actor: Actor; studentId: number; body: SetAccommodationBody }) {
      const now = clock.now();
      const scope = scopeOf(actor);
      return db.transaction(async (tx) => {
        const student = await requireManagedStudent(tx, actor, studentId);
        if (student.registrationStatus !== 'A') throw conflict(accommodationMessages.studentInactive);
        const before = await repo.lockAccommodation(tx, studentId, scope);
        await repo.upsertAccommodation(tx, {
          studentId,
          teacherId: scope,
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
              teacherId: scope,
              kind: body.kind,
              amount: body.amount,
              note: body.note,
              before: before ? { kind: before.kind, amount: before.amount, note: before.note } : null,
            },
          },
          now,
        );
        return {
          message: accommodationMessages.set(personName(student)),
          data: await presentOne(tx, actor, student),
        };
      });
    },

    /** Removes the caller's own row (a teacher's, or an admin's school-wide one). */
    remove: ({ actor, studentId }: { actor: Actor; studentId: number }) =>
      removeRow(actor, studentId, scopeOf(actor)),

    /** An admin removes a teacher's row (the route lets only admins call it). */
    removeTeacherRow: ({
      actor,
      studentId,
      teacherId,
    }: {
      actor: Actor;
      studentId: number;
      teacherId: number;
    }) => removeRow(actor, studentId, teacherId),
  };
}
