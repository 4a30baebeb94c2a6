import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's layers, held by a rule (ARCHITECTURE.md): routes -> service -> repository. A module calls
 * another module's service, never its repository; routes never query the database. Biome's
 * noRestrictedImports (biome.json) says the same for what a glob can; this reads the import graph.
 */
const SRC = resolve(import.meta.dirname, '../src');

/** Edges ("file -> import", paths relative to src/) let through for now, each with its reason. */
const ALLOWED: Record<string, string> = {
  'modules/accommodations/accommodations.scope.test.ts -> modules/attempts/completion.repository':
    "a test of when right answers are released: no call answers that without a student's result",
};

const DATABASE = /^(drizzle-orm|@pathshala\/db)(\/|$)/;
const REPOSITORY = /\.repository(\.ts)?$/;
/** import ... from 'x', import 'x', export ... from 'x', import('x'): multi-line ones too. */
const IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of every file under src/: relative ones as paths from src/, packages as named. */
function importGraph(): Array<{ file: string; target: string }> {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split('\\').join('/');
    return [...readFileSync(path, 'utf8').matchAll(IMPORT)].map((match) => {
      const spec = (match[1] ?? match[2])!;
      const target = spec.startsWith('.') ? posix.normalize(posix.join(dirname(file), spec)) : spec;
      return { file, target };
    });
  });
}

/** modules/<name>/... belongs to that module; anything else in src/ (lib, plugins, app.ts) is one area. */
const areaOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1] : '(outside modules)');

/** Why an edge breaks a layer, or null. */
export function violation(file: string, target: string): string | null {
  const relativeTarget = !target.startsWith('@') && target.includes('/') && !DATABASE.test(target);
  if (file.endsWith('.routes.ts')) {
    if (DATABASE.test(target)) return 'routes never query the database';
    if (REPOSITORY.test(target)) return 'routes call services, never a repository';
  }
  if (relativeTarget && REPOSITORY.test(target) && areaOf(target) !== areaOf(file)) {
    return "another module's repository: call its service";
  }
  return null;
}

describe('the API layers', () => {
  const graph = importGraph();
  const edges = graph.map(({ file, target }) => ({
    edge: `${file} -> ${target}`,
    why: violation(file, target),
  }));

  it('reads the import graph (the parser still finds what it looks for)', () => {
    expect(graph.length).toBeGreaterThan(500);
    expect(graph.some(({ file }) => file.endsWith('.routes.ts'))).toBe(true);
    expect(graph.some(({ target }) => REPOSITORY.test(target))).toBe(true);
    expect(violation('modules/a/a.service.ts', 'modules/b/b.repository')).not.toBeNull();
    expect(violation('modules/a/a.service.ts', 'modules/a/a.repository')).toBeNull();
    expect(violation('modules/a/a.routes.ts', 'modules/a/a.repository')).not.toBeNull();
    expect(violation('modules/a/a.routes.ts', 'drizzle-orm')).not.toBeNull();
    expect(violation('modules/a/a.routes.ts', '@pathshala/db')).not.toBeNull();
    expect(violation('modules/a/a.routes.ts', '@pathshala/contracts')).toBeNull();
  });

  it('has no import across a layer that is not on the allow-list', () => {
    const broken = edges
      .filter(({ edge, why }) => why && !(edge in ALLOWED))
      .map(({ edge, why }) => `${edge}: ${why}`);
    expect(broken).toEqual([]);
  });

  it('keeps the allow-list to edges that still exist, each with a reason', () => {
    const present = new Set(edges.filter(({ why }) => why).map(({ edge }) => edge));
    for (const [edge, reason] of Object.entries(ALLOWED)) {
      expect(reason.trim(), edge).not.toBe('');
      expect(present.has(edge), `${edge} is fixed: take it off the allow-list`).toBe(true);
    }
  });
});
