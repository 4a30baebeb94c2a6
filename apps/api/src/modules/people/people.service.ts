import {
  messages,
  type PeopleListQuery,
  type PeopleSearchQuery,
  peopleMessages,
  type RegistrationStatus,
  type UpdatePersonBody,
} from '@pathshala/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { teacherOrganisationProblem } from '../admin/accounts.service';
import { applyTemporaryPassword, prepareTemporaryPassword } from '../admin/temporary-password';
import { revokeAllSessions } from '../auth/auth.service';
import { voidResetLinks } from '../password-recovery/password-recovery.service';
import {
  changeStatus,
  findCentersByIds,
  findCohortsOf,
  findOpenSessionIds,
  findPartnerName,
  findPerson,
  isEmailTakenByOther,
  listPeople,
  type PersonRow,
  searchPeople,
  updatePerson,
} from './people.repository';

type PersonChanges = Partial<Omit<PersonRow, 'id' | 'type'>>;

/** A student or teacher; an admin's id is refused (admins are managed through Manage Admins). */
type Person = PersonRow & { type: 'student' | 'teacher' };

/** Who acts on which student or teacher. */
interface OnePerson {
  actor: Actor;
  userId: number;
}

export function createPeopleService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function loadPerson(id: number): Promise<Person> {
    const row = await findPerson(db, id);
    if (!row) throw notFound(peopleMessages.personNotFound);
    if (row.type === 'admin') throw forbidden(peopleMessages.notAPerson);
    return row as Person;
  }

  /** Deactivating, resetting: never one's own account, never an admin's. */
  async function loadOtherPerson(actor: Actor, id: number): Promise<Person> {
    if (id === actor.id) throw forbidden(peopleMessages.notYourself);
    return loadPerson(id);
  }

  async function details(person: PersonRow) {
    const type = person.type === 'teacher' ? 'teacher' : 'student';
    const [cohorts, centers, partner] = await Promise.all([
      findCohortsOf(db, type, [person.id]),
      person.trainingCenterId ? findCentersByIds(db, [person.trainingCenterId]) : [],
      person.trainingPartnerId ? findPartnerName(db, person.trainingPartnerId) : undefined,
    ]);
    return { person, center: centers[0] ?? null, partner: partner ?? null, cohorts };
  }

  /** What the edit changes, checked against the person's type; throws a 400 for a field that does not apply. */
  async function changesFor(person: Person, body: z.output<typeof UpdatePersonBody>): Promise<PersonChanges> {
    const changes: PersonChanges = {};
    if (body.salutation !== undefined) changes.salutation = body.salutation;
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    if (body.address !== undefined) changes.address = body.address;
    if (person.type === 'student') {
      if (body.trainingCenterId !== undefined || body.trainingPartnerId !== undefined) {
        throw badRequest(peopleMessages.organisationForStudent);
      }
      if (body.dob !== undefined) changes.dateOfBirth = body.dob;
      if (body.currentYearId !== undefined) changes.currentYear = body.currentYearId;
    } else {
      if (body.dob !== undefined || (body.currentYearId !== undefined && body.currentYearId !== null)) {
        throw badRequest(peopleMessages.dobForTeacher);
      }
      const centerId = body.trainingCenterId ?? person.trainingCenterId;
      const partnerId = body.trainingPartnerId ?? person.trainingPartnerId;
      const moved = centerId !== person.trainingCenterId || partnerId !== person.trainingPartnerId;
      if (moved) {
        if (!centerId || !partnerId) throw badRequest(peopleMessages.teacherNeedsOrganisation);
        // Also refuses a deactivated center or partner: it keeps its teachers, but nobody new moves there.
        const problem = await teacherOrganisationProblem(db, centerId, partnerId);
        if (problem) throw badRequest(problem.reason);
        changes.trainingCenterId = centerId;
        changes.trainingPartnerId = partnerId;
      }
    }
    if (body.email !== undefined && body.email !== person.email) {
      if (await isEmailTakenByOther(db, person.type, body.email, person.id)) {
        throw conflict(messages.admin.emailTaken);
      }
      changes.email = body.email;
      // A student signs in with their e-mail; a teacher too, unless their username was set apart from it.
      if (person.type === 'student' || person.username === person.email) changes.username = body.email;
    }
    return changes;
  }

  /** Sets the status and, when deactivating, ends every sign-in; answers the sessions ended. */
  async function setStatus(actor: Actor, id: number, status: RegistrationStatus): Promise<string[]> {
    const person = await loadOtherPerson(actor, id);
    const deactivating = status === 'I';
    if (person.registrationStatus === status) {
      throw conflict(deactivating ? peopleMessages.alreadyInactive : peopleMessages.alreadyActive);
    }
    const now = clock.now();
    return db.transaction(async (tx) => {
      if (!(await changeStatus(tx, id, status, now))) {
        throw conflict(deactivating ? peopleMessages.alreadyInactive : peopleMessages.alreadyActive);
      }
      const ended = deactivating ? await findOpenSessionIds(tx, id) : [];
      if (deactivating) await revokeAllSessions(tx, id, now);
      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action: deactivating ? 'user.deactivate' : 'user.reactivate',
          entityType: person.type,
          entityId: id,
          details: { from: person.registrationStatus, to: status },
        },
        now,
      );
      return ended;
    });
  }

  return {
    async search(query: z.output<typeof PeopleSearchQuery>) {
      return searchPeople(db, {
        type: query.type,
        text: query.q,
        limit: query.limit,
        activeOnly: query.excludeInactive,
      });
    },

    /** Other active teachers, for sharing an assessment: never the caller, never an inactive account. */
    async colleagues({ actor, text, limit }: { actor: Actor; text: string; limit: number }) {
      return searchPeople(db, { type: 'teacher', text, limit, activeOnly: true, exceptId: actor.id });
    },

    async list(query: z.output<typeof PeopleListQuery>) {
      const { rows, total } = await listPeople(
        db,
        {
          type: query.type,
          text: query.q,
          trainingCenterId: query.trainingCenterId,
          cohortId: query.cohortId,
          status: query.status,
        },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      const ids = rows.map((row) => row.id);
      const centerIds = [
        ...new Set(rows.flatMap((row) => (row.trainingCenterId ? [row.trainingCenterId] : []))),
      ];
      const [cohorts, centers] = await Promise.all([
        findCohortsOf(db, query.type, ids),
        findCentersByIds(db, centerIds),
      ]);
      const centerById = new Map(centers.map((center) => [center.id, center]));
      const items = rows.map((row) => ({
        row,
        center: row.trainingCenterId ? (centerById.get(row.trainingCenterId) ?? null) : null,
        cohorts: cohorts.filter((cohort) => cohort.personId === row.id),
      }));
      return { items, total };
    },

    async get(id: number) {
      return details(await loadPerson(id));
    },

    async update({ actor, userId, body }: OnePerson & { body: z.output<typeof UpdatePersonBody> }) {
      const person = await loadPerson(userId);
      // A form sends every field: only those that differ are changes (and named in the audit).
      const changes = Object.fromEntries(
        Object.entries(await changesFor(person, body)).filter(
          ([field, value]) => person[field as keyof PersonRow] !== value,
        ),
      ) as PersonChanges;
      const fields = Object.keys(changes);
      if (fields.length === 0) return details(person);
      const now = clock.now();
      try {
        const updated = await db.transaction(async (tx) => {
          const row = await updatePerson(tx, userId, { ...changes, updatedAt: now });
          await recordAudit(
            tx,
            // The names of the fields changed, not their values: the log holds no personal data.
            {
              actorId: actor.id,
              action: 'user.update',
              entityType: person.type,
              entityId: userId,
              details: { fields },
            },
            now,
          );
          return row!;
        });
        return details(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.admin.emailTaken);
        throw error;
      }
    },

    deactivate: ({ actor, userId }: OnePerson) => setStatus(actor, userId, 'I'),
    reactivate: ({ actor, userId }: OnePerson) => setStatus(actor, userId, 'A'),

    /**
     * The reset queue's rule, for an admin acting on their own: a temporary password shown once,
     * a forced change at next sign-in, every sign-in ended, reset links mailed before voided, the
     * person mailed. Answers the password and the sessions ended.
     */
    async resetPassword({ actor, userId }: OnePerson) {
      const person = await loadOtherPerson(actor, userId);
      const prepared = await prepareTemporaryPassword();
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        const sessions = await findOpenSessionIds(tx, userId);
        await applyTemporaryPassword(
          tx,
          { id: userId, email: person.email ?? person.username },
          prepared,
          'An administrator reset your password.',
          now,
        );
        await voidResetLinks(tx, userId, now);
        await recordAudit(
          tx,
          { actorId: actor.id, action: 'user.password_reset', entityType: person.type, entityId: userId },
          now,
        );
        return sessions;
      });
      return { temporaryPassword: prepared.temporaryPassword, ended };
    },
  };
}
