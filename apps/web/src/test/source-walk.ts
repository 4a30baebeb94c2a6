import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The web app's sources, for tests that read them (what a part of the app loads). */
export const SRC = resolve(import.meta.dirname, '..');

const IMPORT = /(?:from\s+|import\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm;
const STATIC_IMPORT = /(?:from\s+|^import\s+)'(\.{1,2}\/[^']+)'/gm;

function fileOf(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && !candidate.endsWith('/')) return candidate;
  return null;
}

/**
 * The app's own source files (tests and the message catalogue aside) that `entries` (paths under src/)
 * reach through their imports, static or lazy; with `lazy` false, only what they import up front. Each
 * comes with its text.
 */
export function reachedSources(entries: string[], lazy = true): Map<string, string> {
  const reached = new Map<string, string>();
  const queue = entries.map((entry) => join(SRC, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file) || file.includes('/i18n/') || /\.test\.tsx?$/.test(file)) continue;
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    reached.set(file, source);
    for (const match of source.matchAll(lazy ? IMPORT : STATIC_IMPORT)) {
      const imported = match[1] ? fileOf(file, match[1]) : null;
      if (imported) queue.push(imported);
    }
  }
  return reached;
}

/** The route modules of a student's screens (a test checks the router names no other). */
export const STUDENT_ENTRIES = [
  'app/routes/student/assessment-routes.tsx',
  'app/routes/student/learning-routes.tsx',
  'app/routes/student/insight-routes.tsx',
  'features/learning/offline/study-sync.tsx',
];
