import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { concepts, courses, curricula, openDatabase, questions, subconcepts } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { createThrowawayDatabase, type RunningServer, removeDataDir, startServer } from './server';

const ROOT = resolve(import.meta.dirname, '../..');

export type DatabaseMode = 'pglite' | 'postgres';

/** A fresh install with no demo: the embedded database, or a new database on the PostgreSQL server. */
export interface SchoolInstall {
  mode: DatabaseMode;
  readonly baseUrl: string;
  readonly server: RunningServer;
  /** DATABASE_URL of the postgres mode; undefined for the embedded database. */
  readonly databaseUrl: string | undefined;
  /** Stops the server, runs `change` with nothing else holding the database, and starts it again. */
  whileStopped(change: () => Promise<void>): Promise<void>;
  /**
   * Stops the server, throws its data away (a new empty data directory, and a new empty database
   * in the postgres mode), restores `archive` there with `npm run restore`, and starts it again.
   */
  wipeAndRestore(archive: string): Promise<void>;
  /** Stops the server and deletes its data (directory and database). */
  remove(): Promise<void>;
}

export async function startSchoolInstall(mode: DatabaseMode): Promise<SchoolInstall> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (mode === 'postgres' && !serverUrl) throw new Error('The postgres mode needs TEST_DATABASE_URL');
  let database = mode === 'postgres' ? await createThrowawayDatabase(serverUrl!) : undefined;
  let env = { DEMO: 'false', DATABASE_URL: database?.url ?? '' };
  let server = await startServer(env);
  return {
    mode,
    get baseUrl() {
      return server.baseUrl;
    },
    get server() {
      return server;
    },
    get databaseUrl() {
      return database?.url;
    },
    async whileStopped(change) {
      await server.stop();
      await change();
      server = await startServer(env, server.dataDir, server.port);
    },
    async wipeAndRestore(archive) {
      const { port } = server;
      await server.stop();
      removeDataDir(server.dataDir);
      await database?.drop();
      database = mode === 'postgres' ? await createThrowawayDatabase(serverUrl!) : undefined;
      env = { DEMO: 'false', DATABASE_URL: database?.url ?? '' };
      const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-e2e-restored-'));
      execFileSync('npm', ['run', '--silent', 'restore', archive], {
        cwd: ROOT,
        env: { ...process.env, ...env, DATA_DIR: dataDir },
        stdio: 'inherit',
        // A synchronous child blocks the test's own timeouts: a restore stuck on a lock must fail, not hang CI.
        timeout: 120_000,
      });
      server = await startServer(env, dataDir, port);
    },
    async remove() {
      await server.stop();
      removeDataDir(server.dataDir);
      await database?.drop();
    },
  };
}

/**
 * Puts a few questions into the bank of one subconcept, as the question-bank issue's authoring will:
 * straight into the database (with the embedded database the server must be stopped for it).
 */
export async function seedQuestions(
  install: SchoolInstall,
  place: { curriculum: string; subconcept: string; count: number },
): Promise<void> {
  const insert = async () => {
    const database = await openDatabase(
      install.databaseUrl
        ? { driver: 'postgres', url: install.databaseUrl, poolSize: 1 }
        : { driver: 'pglite', dataDir: install.server.dataDir },
    );
    try {
      const [row] = await database.db
        .select({
          curriculumId: curricula.id,
          courseId: courses.id,
          conceptId: concepts.id,
          subconceptId: subconcepts.id,
        })
        .from(subconcepts)
        .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
        .innerJoin(courses, eq(courses.id, concepts.courseId))
        .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
        .where(and(eq(curricula.name, place.curriculum), eq(subconcepts.name, place.subconcept)));
      if (!row) throw new Error(`No subconcept ${place.subconcept} in ${place.curriculum}`);
      await database.db.insert(questions).values(
        Array.from({ length: place.count }, (_, i) => ({
          ...row,
          text: `${place.subconcept} question ${i + 1}: which option is right?`,
          option1: 'The first',
          option2: 'The second',
          option3: 'The third',
          option4: 'The fourth',
          correctOption: (i % 4) + 1,
          marks: 1,
        })),
      );
    } finally {
      await database.close();
    }
  };
  if (install.mode === 'postgres') await insert();
  else await install.whileStopped(insert);
}
