import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachedSources, SRC, STUDENT_ENTRIES } from '../test/source-walk';

/**
 * A student's screens load only the component styles listed in ./first-page-styles and
 * ./student-styles (./foundations). This follows their imports to the Mantine components they use,
 * then each component's own imports inside Mantine to every component it draws with (Modal draws
 * ModalBase, Overlay, CloseButton…), and names every component whose styles are in neither list.
 */
// Mantine's ES modules (a require resolves to its CommonJS build beside them).
const MANTINE = resolve(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../esm');
const MANTINE_IMPORT = /(?:import|export)\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const MANTINE_NAMESPACE = /import\s*\*\s*as\s+\w+\s+from\s*['"]@mantine\/core['"]/;
/** Types the app imports without `type` (not in Mantine's module index, and drawing nothing). */
const TYPES = new Set(['TitleOrder']);

/** Mantine's exported names and the module of each, from its index. */
function mantineModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const index = readFileSync(join(MANTINE, 'index.mjs'), 'utf8');
  for (const [, names = '', path = ''] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g))
    for (const name of names.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) modules.set(local, resolve(MANTINE, path));
    }
  return modules;
}

/**
 * The Mantine components (values, not types) the sources import, each with a file that does; a
 * namespace import would hide which, so it is refused.
 */
function componentsUsed(sources: Map<string, string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const [file, source] of sources) {
    const where = file.slice(SRC.length + 1);
    if (MANTINE_NAMESPACE.test(source)) used.set('* (a namespace import)', where);
    for (const [, typesOnly, names = ''] of source.matchAll(MANTINE_IMPORT)) {
      if (typesOnly) continue;
      for (const name of names.split(',')) {
        const imported = name
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (imported && !imported.startsWith('type ')) used.set(imported, where);
      }
    }
  }
  return used;
}

/** The stylesheets (Mantine's `<Name>.module` files) a Mantine module and all it imports draw with. */
function stylesheetsOf(module: string, found = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(module)) return found;
  seen.add(module);
  for (const [, path = ''] of readFileSync(module, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g)) {
    const imported = resolve(dirname(module), path);
    const stylesheet = /([^/]+)\.module\.mjs$/.exec(imported)?.[1];
    if (stylesheet) found.add(stylesheet);
    else if (existsSync(imported)) stylesheetsOf(imported, found, seen);
  }
  return found;
}

/** The component stylesheets a styles module imports (`@mantine/core/styles/<Name>.layer.css`). */
function listed(stylesModule: string): Set<string> {
  const source = readFileSync(join(SRC, stylesModule), 'utf8');
  return new Set(
    [...source.matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map((match) => match[1] ?? ''),
  );
}

function needed(entries: string[]): Map<string, string> {
  const modules = mantineModules();
  const needs = new Map<string, string>();
  for (const [component, file] of componentsUsed(reachedSources(entries))) {
    if (TYPES.has(component)) continue;
    const module = modules.get(component);
    // A name the walk cannot follow into Mantine: it fails rather than pass unchecked.
    if (!module) needs.set(`? ${component}`, `${component} in ${file}`);
    if (!module) continue;
    for (const stylesheet of stylesheetsOf(module))
      if (!needs.has(stylesheet)) needs.set(stylesheet, `${component} in ${file}`);
  }
  return needs;
}

describe("a student's screens load the component styles they draw with", () => {
  it('every one is in the first page’s or the student’s list', () => {
    const loaded = new Set([...listed('app/first-page-styles.ts'), ...listed('app/student-styles.ts')]);
    const missing = [...needed(STUDENT_ENTRIES)]
      .filter(([stylesheet]) => !loaded.has(stylesheet))
      .map(([stylesheet, why]) => `${stylesheet} (${why})`);
    expect(missing).toEqual([]);
  });

  it('covers every student route module the router names', () => {
    const router = readFileSync(join(SRC, 'app/router.tsx'), 'utf8');
    const named = [...router.matchAll(/'\.\/(routes\/student\/[\w-]+)'/g)].map(
      (match) => `app/${match[1]}.tsx`,
    );
    const lazy = [...router.matchAll(/import\('\.\.\/(features\/learning\/[\w/-]+)'\)/g)].map(
      (match) => `${match[1]}.tsx`,
    );
    expect(named.length).toBeGreaterThan(0);
    expect([...named, ...lazy].filter((entry) => !STUDENT_ENTRIES.includes(entry))).toEqual([]);
  });

  it('follows components into Mantine (the check itself)', () => {
    const needs = needed(STUDENT_ENTRIES);
    expect(needs.get('Tabs')).toMatch(/^Tabs in /); // the learning journey's tabs
    expect(needs.has('ModalBase')).toBe(true); // drawn by Modal, never imported by the app itself
    expect(needs.has('Table')).toBe(false); // a staff component
  });
});
