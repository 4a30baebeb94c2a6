import { resolve } from 'node:path';
import { type Database, openDatabase } from '@pathshala/db';
import { seedDemoSchool } from '@pathshala/db/seed';
import { buildApp } from './app';
import { loadConfig } from './env';

/**
 * Connections the kernel may queue before the server accepts them. Node's default (511) overflows
 * when a whole school presses Start together; a dropped connection is retried a second later.
 * The kernel caps it at net.core.somaxconn.
 */
const CONNECTION_BACKLOG = 4096;

/** An empty migrated database made by the build (scripts/build-if-needed.mjs); absent is fine. */
const EMPTY_DATABASE_TEMPLATE = resolve(import.meta.dirname, '../dist/empty-database.tgz');

/** Starts the process: configuration, database (migrated), demo seed, HTTP, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The demo seed, like the migrations, runs once however many servers start together.
  const onceMigrated = config.demo
    ? (db: Database) => seedDemoSchool(db, { contentDir: `${config.dataDir}/content` })
    : undefined;
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: config.dbPoolSize, onceMigrated }
      : { driver: 'pglite', dataDir: config.dataDir, templateFile: EMPTY_DATABASE_TEMPLATE, onceMigrated },
  );

  const { app } = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host, backlog: CONNECTION_BACKLOG });
  app.log.info(
    { url: config.publicUrl, database: database.driver, demo: config.demo },
    `Pathshala is serving on port ${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
