// `npm start` (and install) build what is missing or out of date, so a fresh clone and a pulled
// update both run what their sources say: the web bundle and the compiled API. A build is skipped
// when a hash of its sources matches the one stamped beside its output.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = ['packages/contracts/src', 'package-lock.json'];
const targets = [
  {
    name: 'web app',
    stamp: 'apps/web/dist/.source-hash',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'apps/web/react-ids.ts',
      ...shared,
    ],
    command: 'npm run build -w @pathshala/web',
    canBuild: () => existsSync(join(root, 'node_modules/vite/package.json')),
  },
  {
    name: 'API',
    stamp: 'apps/api/dist/.source-hash',
    sources: ['apps/api/src', 'packages/db/src', 'scripts/build-api.mjs', ...shared],
    command: 'node scripts/build-api.mjs',
    canBuild: () => existsSync(join(root, 'node_modules/esbuild/package.json')),
  },
  {
    // An empty migrated database that a first start copies (made by the API just built).
    name: 'empty database template',
    stamp: 'apps/api/dist/.database-template-hash',
    sources: ['packages/db/drizzle', 'package-lock.json'],
    command: 'node apps/api/dist/make-database-template.js apps/api/dist/empty-database.tgz',
    canBuild: () => existsSync(join(root, 'apps/api/dist/make-database-template.js')),
  },
];

/** Every file below the given paths, in a stable order; tests are not part of what runs. */
function filesOf(path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (/\.test\.tsx?$/.test(entry.name) ? [] : filesOf(join(path, entry.name))));
}

function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesOf))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

// `npm run build` passes --force: build everything whatever the stamps say.
const force = process.argv.includes('--force');
for (const target of targets) {
  const hash = sourceHash(target.sources);
  const stamp = join(root, target.stamp);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
  if (!target.canBuild()) {
    console.warn(`The ${target.name} is out of date and cannot be built here: run npm install.`);
    continue;
  }
  console.log(`Building the ${target.name}${force ? '' : ' (its sources changed)'}...`);
  // Always the production bundle: a test runner's NODE_ENV=test would otherwise give React's development build.
  execSync(target.command, { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  writeFileSync(stamp, hash);
}
