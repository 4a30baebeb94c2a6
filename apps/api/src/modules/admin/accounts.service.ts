import {
  type AddStudentBody,
  type AddTeacherBody,
  type CreateCohortBody,
  type CreateStudentBody,
  type CreateTeacherBody,
  type CreateTrainingCenterBody,
  cohortMessages,
  messages,
} from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { generateInitialPassword } from '../../lib/initial-password';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../../plugins/auth';
import {
  findCurriculum,
  findStudent,
  findStudentsByIds,
  findTakenEmails,
  findTrainingCenter,
  findTrainingPartner,
  insertCohort,
  insertTrainingCenter,
  insertUsers,
  listCurricula,
  listTrainingCenters,
  listTrainingPartners,
  type NewUserRow,
} from './admin.repository';

/** How an account's first password is kept: its hash, and whether it must be replaced at first sign-in. */
export interface FirstPassword {
  passwordHash: string;
  mustChangePassword: boolean;
}

export function studentRow(
  body: Omit<CreateStudentBody, 'password'>,
  { passwordHash, mustChangePassword }: FirstPassword,
  at: Date,
): NewUserRow {
  return {
    type: 'student',
    username: body.username,
    email: body.username,
    passwordHash,
    mustChangePassword,
    salutation: body.salutation ?? null,
    firstName: body.firstName,
    lastName: body.lastName,
    address: body.address ?? null,
    dateOfBirth: body.dob,
    currentYear: body.currentYearId,
    registrationStatus: body.registrationStatus,
    createdAt: at,
    updatedAt: at,
  };
}

export function teacherRow(
  body: Omit<CreateTeacherBody, 'password'>,
  { passwordHash, mustChangePassword }: FirstPassword,
  at: Date,
): NewUserRow {
  return {
    type: 'teacher',
    username: body.email,
    email: body.email,
    passwordHash,
    mustChangePassword,
    salutation: body.salutation ?? null,
    firstName: body.firstName,
    lastName: body.lastName,
    address: body.address ?? null,
    trainingCenterId: body.trainingCenterId,
    trainingPartnerId: body.trainingPartnerId,
    registrationStatus: body.registrationStatus,
    createdAt: at,
    updatedAt: at,
  };
}

/** Why a teacher's center and partner cannot be used, or null when they can. */
export async function teacherOrganisationProblem(
  db: Executor,
  trainingCenterId: number,
  trainingPartnerId: number,
): Promise<{ column: 'trainingCenterId' | 'trainingPartnerId'; reason: string } | null> {
  const [center, partner] = await Promise.all([
    findTrainingCenter(db, trainingCenterId),
    findTrainingPartner(db, trainingPartnerId),
  ]);
  if (!partner) return { column: 'trainingPartnerId', reason: messages.admin.trainingPartnerNotFound };
  if (!center) return { column: 'trainingCenterId', reason: messages.admin.trainingCenterNotFound };
  if (center.trainingPartnerId !== partner.id) {
    return { column: 'trainingCenterId', reason: messages.admin.trainingCenterPartnerMismatch };
  }
  if (partner.registrationStatus !== 'A') {
    return { column: 'trainingPartnerId', reason: messages.admin.trainingPartnerInactive };
  }
  if (center.registrationStatus !== 'A') {
    return { column: 'trainingCenterId', reason: messages.admin.trainingCenterInactive };
  }
  return null;
}

/**
 * Why a new cohort cannot study this curriculum at this center, or null: both must exist, the
 * curriculum be in use and the center (and its partner) active. Deactivated and retired things
 * stay for history and are offered for nothing new, by any call.
 */
export async function cohortPlaceProblem(
  db: Executor,
  curriculumId: number,
  trainingCenterId: number,
): Promise<string | null> {
  const curriculum = await findCurriculum(db, curriculumId);
  if (!curriculum) return messages.admin.curriculumNotFound;
  if (curriculum.retiredAt) return messages.admin.curriculumRetired;
  const center = await findTrainingCenter(db, trainingCenterId);
  if (!center) return messages.admin.trainingCenterNotFound;
  const partner = await findTrainingPartner(db, center.trainingPartnerId);
  if (center.registrationStatus !== 'A' || partner?.registrationStatus !== 'A') {
    return messages.admin.trainingCenterInactive;
  }
  return null;
}

/**
 * The first password of an account added one by one: typed, or generated (answered to the admin this
 * once). A generated one must always be replaced at first sign-in, a typed one when the admin asks.
 */
async function firstPassword(
  body: Pick<AddStudentBody, 'password' | 'generatePassword' | 'mustChangePassword'>,
): Promise<FirstPassword & { generated?: string }> {
  const generated = body.generatePassword ? generateInitialPassword() : undefined;
  const passwordHash = await hashPassword((generated ?? body.password) as string);
  return { passwordHash, mustChangePassword: generated !== undefined || body.mustChangePassword, generated };
}

export function createAccountsService(ctx: AppContext) {
  const { db, clock } = ctx;

  /** Inserts one account and its audit entry; a duplicate e-mail is a 409, also when two race. */
  async function createUser(actor: Actor, row: NewUserRow): Promise<number> {
    const taken = await findTakenEmails(db, row.type, [row.username]);
    if (taken.size > 0) throw conflict(messages.admin.emailTaken);
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const [created] = await insertUsers(tx, [row]);
        await recordAudit(
          tx,
          { actorId: actor.id, action: 'user.create', entityType: row.type, entityId: created!.id },
          now,
        );
        return created!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.admin.emailTaken);
      throw error;
    }
  }

  return {
    /** The create forms' reference lists. */
    trainingPartners: () => listTrainingPartners(db),
    trainingCenters: () => listTrainingCenters(db),
    curricula: () => listCurricula(db),

    /** The first active center and its partner, for the teacher template's example row. */
    async templateExample(): Promise<{ center: string; partner: string } | null> {
      const [centers, partners] = await Promise.all([listTrainingCenters(db), listTrainingPartners(db)]);
      const center = centers[0];
      const partner = center && partners.find((one) => one.id === center.trainingPartnerId);
      return center && partner ? { center: center.name, partner: partner.name } : null;
    },

    /** Adds a student; a generated password is answered this once (only its hash is kept). */
    async createStudent({
      actor,
      body,
    }: {
      actor: Actor;
      body: AddStudentBody;
    }): Promise<{ id: number; password?: string }> {
      const first = await firstPassword(body);
      const id = await createUser(actor, studentRow(body, first, clock.now()));
      return { id, password: first.generated };
    },

    /** Adds a teacher; a generated password is answered this once (only its hash is kept). */
    async createTeacher({
      actor,
      body,
    }: {
      actor: Actor;
      body: AddTeacherBody;
    }): Promise<{ id: number; password?: string }> {
      const problem = await teacherOrganisationProblem(db, body.trainingCenterId, body.trainingPartnerId);
      if (problem) throw badRequest(problem.reason);
      const first = await firstPassword(body);
      const id = await createUser(actor, teacherRow(body, first, clock.now()));
      return { id, password: first.generated };
    },

    async createTrainingCenter({
      actor,
      body,
    }: {
      actor: Actor;
      body: z.output<typeof CreateTrainingCenterBody>;
    }): Promise<number> {
      const partner = await findTrainingPartner(db, body.trainingPartnerId);
      if (!partner) throw badRequest(messages.admin.trainingPartnerNotFound);
      if (partner.registrationStatus !== 'A') throw badRequest(messages.admin.trainingPartnerInactive);
      const spocPasswordHash = body.tcSpocPassword ? await hashPassword(body.tcSpocPassword) : null;
      const now = clock.now();
      return db.transaction(async (tx) => {
        const created = await insertTrainingCenter(tx, {
          trainingPartnerId: body.trainingPartnerId,
          name: body.tcName,
          address: body.tcAddress ?? null,
          spocName: body.tcSpocName ?? null,
          spocPhone: body.tcSpocPhNo ?? null,
          spocEmail: body.tcSpocEmail ?? null,
          spocPasswordHash,
          currentYear: body.currentYearId,
          registrationStatus: body.tcRegistrationStatus,
          createdAt: now,
        });
        await recordAudit(
          tx,
          {
            actorId: actor.id,
            action: 'training_center.create',
            entityType: 'training_center',
            entityId: created.id,
          },
          now,
        );
        return created.id;
      });
    },

    /** Creates the cohort with the students that exist; unknown ids are reported, not fatal. */
    async createCohort({
      actor,
      body,
    }: {
      actor: Actor;
      body: z.output<typeof CreateCohortBody>;
    }): Promise<{ cohortId: number; studentErrors: string[] }> {
      const placeProblem = await cohortPlaceProblem(db, body.curriculumId, body.trainingCenterId);
      if (placeProblem) throw badRequest(placeProblem);
      const requested = [...new Set(body.students)];
      const found = new Set((await findStudentsByIds(db, requested)).map((row) => row.id));
      const studentErrors = requested
        .filter((id) => !found.has(id))
        .map((id) => messages.admin.studentIdNotFound(id));
      const now = clock.now();
      // A second cohort of the same name in the center is refused by the unique index.
      const cohortId = await db
        .transaction(async (tx) => {
          const created = await insertCohort(
            tx,
            {
              name: body.chName,
              curriculumId: body.curriculumId,
              trainingCenterId: body.trainingCenterId,
              createdAt: now,
            },
            requested.filter((id) => found.has(id)),
          );
          await recordAudit(
            tx,
            {
              actorId: actor.id,
              action: 'cohort.create',
              entityType: 'cohort',
              entityId: created.id,
              details: { students: found.size, unknownStudents: studentErrors.length },
            },
            now,
          );
          return created.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(cohortMessages.nameTaken);
          throw error;
        });
      return { cohortId, studentErrors };
    },

    async lookUpStudent(id: number) {
      const student = await findStudent(db, id);
      if (!student) throw notFound(messages.admin.studentNotFound);
      return student;
    },
  };
}
