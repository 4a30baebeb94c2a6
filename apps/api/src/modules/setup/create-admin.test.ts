import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { auditLog, openDatabase, school, users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, testDriver } from '../../../test/test-app';
import { setupCodePath } from './setup-code';

const ROOT = resolve(import.meta.dirname, '../../../../..');
const PASSWORD = 'Valley@School9';
const SECOND_PASSWORD = 'Second@Admin77';

let dataDir: string;
let env: Record<string, string>;
let dropDatabase: () => Promise<void> = async () => {};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pathshala-create-admin-'));
  env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (process.env.TEST_DATABASE_URL) {
    const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL);
    env.DATABASE_URL = throwaway.url;
    dropDatabase = throwaway.drop;
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm run create-admin` as the root script does, with these options and piped answers. */
function createAdmin(args: string[], answers: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/create-admin.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(answers.map((answer) => `${answer}\n`).join(''));
  });
}

/** Opens the script's database after it has ended (the embedded one takes the directory's lock). */
async function inDatabase<T>(
  read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL, poolSize: 1 }
      : { driver: 'pglite', dataDir },
  );
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/** What the script leaves behind, read in one opening (opening the embedded database takes seconds). */
const snapshot = () =>
  inDatabase(async (db) => ({
    admins: await db.select().from(users).where(eq(users.type, 'admin')).orderBy(users.id),
    schools: await db.select().from(school),
    audit: await db.select().from(auditLog).orderBy(auditLog.id),
  }));

describe(`npm run create-admin (${testDriver})`, () => {
  it('sets up an empty install from answers on standard input, never showing the password', async () => {
    // A server started on the empty install left a setup code for the web; the shell needs none.
    writeFileSync(setupCodePath(dataDir), 'ABCD-EFGH-JKMN\n', { mode: 0o600 });
    const run = await createAdmin(
      [],
      ['Green Valley School', 'Principal@GreenValley.example', 'Principal', 'Asha', 'Verma', PASSWORD],
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Administrator 'principal' created for Green Valley School");
    expect(run.stdout + run.stderr).not.toContain(PASSWORD);
    expect(existsSync(setupCodePath(dataDir))).toBe(false);

    const { admins, schools, audit } = await snapshot();
    const [admin, ...others] = admins;
    expect(others).toHaveLength(0);
    expect(admin).toMatchObject({
      username: 'principal',
      email: 'principal@greenvalley.example',
      firstName: 'Asha',
      registrationStatus: 'A',
    });
    expect(schools).toEqual([expect.objectContaining({ name: 'Green Valley School' })]);
    expect(audit.filter((entry) => entry.action === 'school.setup')).toEqual([
      expect.objectContaining({ actorId: admin!.id, details: { adminId: admin!.id, via: 'shell' } }),
    ]);
  }, 90_000);

  it('refuses once an administrator exists, unless told to add another', async () => {
    const run = await createAdmin(['--email', 'x@example.com'], ['anything']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('This school already has an administrator: nothing was created');
    expect(run.stderr).toContain('--add-admin');
  }, 90_000);

  it.runIf(testDriver === 'pglite')(
    'says plainly that a running server holds the embedded database',
    async () => {
      const lock = join(dataDir, 'server.pid');
      // This test process is alive, so its pid stands for a running server.
      writeFileSync(lock, String(process.pid));
      try {
        const run = await createAdmin(['--add-admin']);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(`Another Pathshala server (pid ${process.pid})`);
        expect(run.stderr).toContain(
          'stop the server, run npm run create-admin, then start the server again',
        );
        expect(run.stderr).not.toContain('    at ');
      } finally {
        unlinkSync(lock);
      }
    },
    90_000,
  );

  it('adds another administrator from options, checking the password by the admin rules', async () => {
    const options = [
      '--add-admin',
      '--email',
      'deputy@greenvalley.example',
      '--username',
      'deputy',
      '--first-name',
      'Ravi',
      '--last-name',
      'Kumar',
      '--salutation',
      'Mr',
    ];
    const weak = await createAdmin(options, ['alllowercase1']);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain(
      'Password: Password must contain a lowercase letter, an uppercase letter and a digit',
    );
    expect(weak.stderr).not.toContain('alllowercase1');

    const added = await createAdmin(options, [SECOND_PASSWORD]);
    expect(added.code).toBe(0);
    expect(added.stdout).not.toContain(SECOND_PASSWORD);
    // Two administrators: the refused run created nothing.
    const { admins, audit } = await snapshot();
    expect(admins).toHaveLength(2);
    const deputy = admins[1];
    expect(deputy).toMatchObject({ username: 'deputy', salutation: 'Mr', registrationStatus: 'A' });
    expect(audit.filter((entry) => entry.action === 'user.create')).toEqual([
      expect.objectContaining({ entityType: 'admin', entityId: String(deputy!.id) }),
    ]);

    const taken = await createAdmin(options, [SECOND_PASSWORD]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('This username is already taken');
  }, 120_000);

  it('asks for the school name when an older install has administrators but no school row', async () => {
    await inDatabase((db) => db.delete(school));
    const run = await createAdmin(
      ['--add-admin', '--email', 'third@example.com', '--username', 'third', '--first-name', 'T'],
      ['Hill Top School', 'Third', 'Third@Admin123'],
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('School name:');
    expect(run.stdout).toContain('created for Hill Top School');
    const { schools, admins } = await snapshot();
    expect(schools).toEqual([expect.objectContaining({ name: 'Hill Top School' })]);
    expect(admins).toHaveLength(3);
  }, 90_000);

  it('refuses an unknown option with its usage', async () => {
    const run = await createAdmin(['--password', 'nope']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown option '--password'");
    expect(run.stderr).toContain('The password is never taken from an option');
  }, 60_000);
});
