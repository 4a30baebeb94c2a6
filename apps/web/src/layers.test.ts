import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers, held by a rule (ARCHITECTURE.md): app/ (routes, layouts, providers) may use
 * everything; features/ use components/, lib/, config/ and i18n/, never app/ and never another
 * feature's insides; components/ and lib/ use neither features/ nor app/. Biome's noRestrictedImports
 * (biome.json) says what a glob can (no app/ from below it, no features/ from components/ or lib/);
 * this reads the import graph for the edges between features.
 */
const SRC = resolve(import.meta.dirname);

/** Edges ("file -> import", paths from src/) let through, each with its reason. */
const ALLOWED: Record<string, string> = {
  'features/admin/components/cohort-form.tsx -> features/people/person-picker':
    "a cohort's members are picked with the people feature's picker (one picker, by name or e-mail)",
  'features/admin/components/cohort-form.tsx -> features/cohorts/api':
    'creating a cohort from the admin home goes through the cohorts feature, which owns its calls',
  'features/admin/components/bulk-upload-result.tsx -> features/cohorts/add-to-cohort':
    'uploaded students are added to a cohort with the cohorts feature’s own control',
  'features/cohorts/add-members-panel.tsx -> features/people/person-picker':
    'the same picker as the cohort form',
  'features/teacher/components/manage-access.tsx -> features/people/person-picker':
    'a share is given to a teacher found with the same picker',
  'features/teacher/components/manage-access.tsx -> features/people/api': "the picker's search call",
  'features/learning/offline/sign-out-device.ts -> features/attempts/attempt-store':
    'signing out a device clears the exam answers it keeps, which only the attempts feature knows',
  'features/learning/offline/sign-out-device.ts -> features/attempts/attempt-sign-out':
    'the same: the attempts feature says whether unsent answers forbid signing out',
};

/** Test files may also use app/'s theme to render a screen as the app does, and other features' fakes. */
const isTest = (file: string) => /\.test\.tsx?$|(^|\/)test-server\.tsx$|\.fake\.tsx?$/.test(file);

/** import ... from 'x', import 'x', export ... from 'x', import('x'), vi.mock('x'): multi-line ones too. */
const IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\b(?:import|vi\.mock)\(\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import of every file under src/, as paths from src/ (extension left off, as written). */
function importGraph(): Array<{ file: string; target: string }> {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split('\\').join('/');
    return [...readFileSync(path, 'utf8').matchAll(IMPORT)]
      .map((match) => (match[1] ?? match[2])!)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => ({ file, target: posix.normalize(posix.join(dirname(file), spec)) }));
  });
}

const layerOf = (path: string) => path.split('/')[0]!;
const featureOf = (path: string) => (path.startsWith('features/') ? path.split('/')[1] : undefined);

/** Why an edge breaks a layer, or null. */
export function violation(file: string, target: string): string | null {
  const from = layerOf(file);
  const to = layerOf(target);
  if (['features', 'components', 'lib'].includes(from) && to === 'app' && !isTest(file))
    return `${from}/ never imports app/: move what both need to components/ or lib/`;
  if (['components', 'lib'].includes(from) && to === 'features')
    return `${from}/ never imports a feature: it is shared below them`;
  const feature = featureOf(file);
  const targetFeature = featureOf(target);
  if (feature && targetFeature && feature !== targetFeature && !isTest(file))
    return "another feature's insides: move what both need to components/ or lib/, or compose them in app/";
  return null;
}

describe('the web layers', () => {
  it('has no import that breaks them, beyond the edges let through with their reason', () => {
    const broken = importGraph()
      .map(({ file, target }) => ({ edge: `${file} -> ${target}`, why: violation(file, target) }))
      .filter(({ edge, why }) => why !== null && !(edge in ALLOWED))
      .map(({ edge, why }) => `${edge}: ${why}`);
    expect(broken).toEqual([]);
  });

  it('lets through only edges that exist and would break a layer', () => {
    const edges = new Set(importGraph().map(({ file, target }) => `${file} -> ${target}`));
    const stale = Object.keys(ALLOWED).filter((edge) => {
      const [file, target] = edge.split(' -> ') as [string, string];
      return !edges.has(edge) || violation(file, target) === null;
    });
    expect(stale).toEqual([]);
  });

  it('tells each kind of break apart', () => {
    expect(violation('features/cohorts/cohort-list.tsx', 'app/session-provider')).toMatch(/app\//);
    expect(violation('components/status-badge.tsx', 'features/admin/format')).toMatch(/shared below/);
    expect(violation('features/cohorts/cohort-list.tsx', 'features/people/api')).toMatch(/another feature/);
    expect(violation('features/cohorts/cohort-list.tsx', 'features/cohorts/api')).toBeNull();
    expect(violation('features/people/person-picker.test.tsx', 'app/theme')).toBeNull();
    expect(
      violation('app/routes/admin/dashboard.tsx', 'features/admin/components/admin-dashboard'),
    ).toBeNull();
  });
});
