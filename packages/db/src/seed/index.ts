import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { rebuildMastery } from '../mastery-rebuild';
import { hashPassword } from '../password-hash';
import { users } from '../schema';
import { seedAssessments } from './assessments';
import { seedAttempts } from './attempts';
import { seedAuditLog } from './audit-log';
import { seedCohorts } from './cohorts';
import { copyContentFiles } from './content-files';
import { seedCurricula } from './curricula';
import { seedOrganisation } from './organisation';
import { DEMO_ACCOUNTS, seedPeople } from './people';
import { seedRequests } from './requests';
import { seedServings } from './servings';
import { seedStudyProgress } from './study';

export { DEMO_SCHOOL_NAME } from './organisation';
export { DEMO_ACCOUNTS } from './people';

export interface SeedOptions {
  /** Where content files are copied: DATA_DIR/content. */
  contentDir: string;
  /** Time the demo is set at; attempts and requests are dated before it. */
  now?: Date;
}

/**
 * Seeds the demo school of decisions.md into an empty database. Does nothing when users exist,
 * so it is safe on every start. Passwords are hashed before the transaction (never inside one).
 * Each part gets what it needs of the parts before it; the order is the order of the inserts.
 */
export async function seedDemoSchool(db: Database, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const now = options.now ?? new Date();
  const [studentHash, teacherHash, adminHash] = await Promise.all(
    [DEMO_ACCOUNTS.student.password, DEMO_ACCOUNTS.teacher1.password, DEMO_ACCOUNTS.admin.password].map(
      hashPassword,
    ),
  );
  const hashes = { student: studentHash!, teacher: teacherHash!, admin: adminHash! };
  const files = copyContentFiles(options.contentDir);
  await db.transaction(async (tx) => {
    const organisation = await seedOrganisation(tx, now);
    const people = await seedPeople(tx, { hashes, organisation });
    const curricula = await seedCurricula(tx, { now, files });
    const { scienceCohortId } = await seedCohorts(tx, { curricula, organisation, people });
    const { forcesQuestions } = await seedAssessments(tx, { now, curricula, people });
    const { forcesServingId } = await seedServings(tx, {
      now,
      scienceCohortId,
      teacher1Id: people.teacher1.id,
    });
    await seedAttempts(tx, { now, forcesQuestions, forcesServingId, people });
    const { subconceptContent } = curricula;
    await seedStudyProgress(tx, { now, studentId: people.student.id, subconceptContent });
    await seedRequests(tx, { now, adminHash: hashes.admin, people });
    await seedAuditLog(tx, { now, adminId: people.admin.id, teacher1Id: people.teacher1.id });
    // The demo's answers are written here, not through the app: their mastery is computed from them.
    await rebuildMastery(tx);
  });
  return true;
}
