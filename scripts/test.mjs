#!/usr/bin/env node
// `npm test`: every suite, then one closing line "N passed, M failed".
//  1. unit, API (PGlite) and web unit tests;
//  2. the API tests again on PostgreSQL when TEST_DATABASE_URL names a server (CI gives one);
//  3. the browser tests in Chromium against the built app, each file on servers of its own, three files
//     at a time; in the same run, the journeys' tests tagged 'hindi' again in Hindi (project e2e-hindi:
//     what the pseudo-language catalogue test does not check), which also fail on any text outside the
//     catalogue.
// `--only e2e` runs just the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const reportsDir = 'reports';
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

// Vitest's default is one worker fewer than the cores: on CI's two cores, one test file at a time.
// The unit, API and web files each own their database and state, so they run two (or more) at once;
// the browser projects set their own two (vitest.config.ts: each file starts its own servers).
const workers = String(Math.max(2, os.availableParallelism()));

// A TEST_DATABASE_URL exported by the caller (CI does) goes only to the runs that name it: the first
// run's API tests are PGlite's (they ran on PostgreSQL twice while it leaked into every run).
const { TEST_DATABASE_URL: serverUrl, ...baseEnv } = process.env;

const runs = [];
function vitestArgs(label, projects, files) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...files];
  if (!projects.some((p) => p.startsWith('e2e'))) args.push(`--maxWorkers=${workers}`);
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportsDir}/${label}.json`);
  return args;
}

/** A run in the foreground (its output as it comes). Resolves when it ends. */
function vitest(label, projects, env = {}, files = []) {
  console.log(`\n=== ${label}: vitest ${projects.join(', ')} ===`);
  const started = Date.now();
  const child = spawn('npx', vitestArgs(label, projects, files), {
    stdio: 'inherit',
    env: { ...baseEnv, ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      runs.push({
        label,
        report: `${reportsDir}/${label}.json`,
        exitCode: code ?? 1,
        seconds: Math.round((Date.now() - started) / 1000),
      });
      resolve();
    });
  });
}

// Debian's Chromium without the browser's own interface (package chromium-headless-shell): the same
// engine, a fifth less CPU per journey than the full browser run headless (measured, session 21).
const CHROMIUM = '/usr/bin/chromium-headless-shell';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium-headless-shell package...");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit' });
  }
  if (existsSync(CHROMIUM)) return true;
  console.error(`The browser tests need ${CHROMIUM}: run \`sudo apt-get install chromium-headless-shell\`.`);
  return false;
}

if (!only) {
  // One after another: run side by side on two cores, the PGlite and PostgreSQL API runs took
  // 813 s and 741 s against 287 s and 130 s in turn (a clean clone, session 19).
  await vitest('pglite', ['unit', 'api', 'web', 'web-isolated']);
  if (serverUrl) await vitest('postgres', ['api'], { TEST_DATABASE_URL: serverUrl });
}
if (!only || only === 'e2e') {
  if (ensureChromium()) {
    // Builds only what is out of date: `npm ci`'s postinstall has built a clean clone already.
    const build = spawnSync('node', ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) runs.push({ label: 'build', exitCode: build.status ?? 1 });
    else {
      // One run for both languages: the workers stay busy until the last file ends.
      // The empty-install journey runs on PostgreSQL too when a server is named.
      await vitest('e2e', ['e2e', 'e2e-hindi'], serverUrl ? { TEST_DATABASE_URL: serverUrl } : {});
    }
  } else {
    runs.push({ label: 'e2e', exitCode: 1 });
  }
}

/** One line per failed test or file that failed to load: run, file, test name and the message's first line. */
function failuresIn(label, report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const firstLine = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      lines.push(`FAILED ${label} ${path} > ${test.fullName}: ${firstLine}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      lines.push(`FAILED ${label} ${path}: ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  return lines;
}

let passed = 0;
let failed = 0;
const failures = [];
for (const run of runs) {
  if (!run.report || !existsSync(run.report)) {
    if (run.exitCode !== 0) failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(run.report, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that failed to load counts as a failure even when no test inside it ran.
  if (run.exitCode !== 0 && report.numFailedTests === 0) failed += 1;
  console.log(
    `${run.label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (exit ${run.exitCode}) in ${run.seconds} s`,
  );
  failures.push(...failuresIn(run.label, report));
}
// The failures again at the very end: CI shows only the tail of a long run.
for (const failure of failures) console.log(failure);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || runs.some((r) => r.exitCode !== 0) ? 1 : 0);
