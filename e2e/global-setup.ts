import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Builds what is out of date once, before any file runs: every file starts servers of its own (the
 * demo school through useDemoServer, or an empty install), as `npm start` runs them: compiled, with
 * the web bundle its sources make and the empty database template a first start copies.
 */
export default function setup() {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
}
