import { resolve } from 'node:path';
import { loadConfig } from './env';
import { RestoreRefused, restoreArchive } from './modules/backup/restore';

/**
 * `npm run restore FILE`: restores a backup archive into the empty data directory (DATA_DIR) or the
 * empty database (DATABASE_URL) the server would use with the same settings. Run it with the server
 * stopped; it refuses, changing nothing, a target that holds a school already.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error(
      'Usage: npm run restore FILE   (a pathshala-backup-....tar.gz; DATA_DIR and DATABASE_URL as for npm start)',
    );
    process.exit(2);
  }
  const config = loadConfig();
  await restoreArchive({
    // npm runs scripts in the project folder; a relative FILE means the folder it was typed in.
    archivePath: resolve(process.env.INIT_CWD ?? process.cwd(), file),
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    log: (line) => console.log(line),
  });
  console.log('Done. Start Pathshala (npm start) with the same DATA_DIR and DATABASE_URL.');
}

main().catch((error: unknown) => {
  if (error instanceof RestoreRefused) console.error(`Not restored: ${error.message}`);
  else console.error(`Not restored: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
