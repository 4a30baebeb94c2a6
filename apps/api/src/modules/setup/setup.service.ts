import { type FirstAdmin, messages, type SetupStatus, setupMessages } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { uniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { adminExists, claimSchool, findSchool, findTakenAdminNames, insertAdmin } from './setup.repository';
import { prepareSetupCode, readSetupCode, removeSetupCode, setupCodeMatches } from './setup-code';

export interface SetupRequest {
  /** Needed when the school row does not exist yet; when it does, a given name replaces it. */
  schoolName?: string;
  admin: FirstAdmin;
}

export interface SetupOptions {
  /**
   * Who asked: the public web call (which must give the setup code) or `npm run create-admin`,
   * a shell on the machine that needs none (recorded in the audit log).
   */
  via: 'web' | 'shell';
  /** The web call's setup code, as typed. */
  setupCode?: string;
  /** Told of each wrong code, before anything else is checked (the caller's lock-out). */
  onWrongCode?: () => Promise<unknown>;
  /**
   * Shell only, behind an explicit flag: adds an administrator although one exists (a school whose
   * every administrator is locked out). Whoever runs it can already read the data directory.
   */
  addAdmin?: boolean;
}

export interface SetupResult {
  adminId: number;
  schoolName: string;
  /** False when an administrator was added to a school that had one (addAdmin). */
  firstAdmin: boolean;
}

/**
 * The one-time setup of an empty install: the school row (id 1) and its first, active administrator.
 * Open only while no administrator exists, and only once: the transaction claims the school row
 * before it looks for an administrator, so of two setups at once the second waits, then sees the
 * first one's administrator and answers 409.
 */
export function createSetupService({
  db,
  clock,
  dataDir,
}: Pick<AppContext, 'db' | 'clock'> & { dataDir: string }) {
  /** The web's proof that its caller can read the server's log or data directory. */
  async function checkSetupCode(options: SetupOptions): Promise<void> {
    const expected = await readSetupCode(dataDir);
    if (expected === null) throw forbidden(setupMessages.setupCodeGone);
    if (!setupCodeMatches(options.setupCode ?? '', expected)) {
      await options.onWrongCode?.();
      throw forbidden(setupMessages.setupCodeWrong);
    }
  }

  return {
    /**
     * At start: while no administrator exists, the setup code (the one already written, or a new
     * one); once one does, null and no code file left behind.
     */
    async prepareSetupCode(): Promise<string | null> {
      if (await adminExists(db)) {
        await removeSetupCode(dataDir);
        return null;
      }
      return prepareSetupCode(dataDir);
    },

    async status(): Promise<SetupStatus> {
      const [hasAdmin, row] = await Promise.all([adminExists(db), findSchool(db)]);
      return { setupNeeded: !hasAdmin, schoolName: row?.name ?? null };
    },

    async setUp(request: SetupRequest, options: SetupOptions): Promise<SetupResult> {
      const { admin } = request;
      // Cheap refusals first: once set up, a call costs one query and never a password hash.
      if (!options.addAdmin && (await adminExists(db))) throw conflict(setupMessages.alreadySetUp);
      if (options.via === 'web') await checkSetupCode(options);
      const taken = await findTakenAdminNames(db, admin.username, admin.email);
      if (taken.username) throw conflict(messages.admin.usernameTaken);
      if (taken.email) throw conflict(messages.admin.emailTaken);
      const passwordHash = await hashPassword(admin.password);
      const now = clock.now();
      let result: SetupResult;
      try {
        result = await db.transaction(async (tx) => {
          const schoolName = await claimSchool(tx, request.schoolName, now);
          if (schoolName === null) throw badRequest(setupMessages.schoolNameRequired);
          const firstAdmin = !(await adminExists(tx));
          if (!firstAdmin && !options.addAdmin) throw conflict(setupMessages.alreadySetUp);
          const adminId = await insertAdmin(tx, {
            type: 'admin',
            username: admin.username,
            email: admin.email,
            passwordHash,
            salutation: admin.salutation ?? null,
            firstName: admin.firstName,
            lastName: admin.lastName,
            registrationStatus: 'A',
            createdAt: now,
            updatedAt: now,
          });
          await recordAudit(
            tx,
            firstAdmin
              ? {
                  actorId: adminId,
                  action: 'school.setup',
                  entityType: 'school',
                  entityId: 1,
                  details: { adminId, via: options.via },
                }
              : {
                  actorId: null,
                  action: 'user.create',
                  entityType: 'admin',
                  entityId: adminId,
                  details: { via: options.via },
                },
            now,
          );
          return { adminId, schoolName, firstAdmin };
        });
      } catch (error) {
        // Two setups adding the same name at once: the loser's insert meets the winner's row.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        if (constraint.includes('email')) throw conflict(messages.admin.emailTaken);
        if (constraint.includes('username')) throw conflict(messages.admin.usernameTaken);
        throw conflict(setupMessages.alreadySetUp);
      }
      // Used once: whichever way the first administrator came, the code opens nothing any more.
      if (result.firstAdmin) await removeSetupCode(dataDir);
      return result;
    },
  };
}
