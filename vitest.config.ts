import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './e2e/support/longest-first';

/**
 * The browser tests: every file starts its own servers (useDemoServer, or an empty install) and its
 * own Chromium, so files run side by side: three at once on CI's two cores, because a browser test
 * spends about a third of its time waiting (the 2 s splash, the page's requests, animations), and two
 * left the cores idle a fifth of the run (1,010 s with two, 797 s with three, measured on a clean
 * tree). groupOrder 1: after the other projects when run together (their worker counts differ).
 */
const browserJourneys = {
  environment: 'node' as const,
  globalSetup: ['e2e/global-setup.ts'],
  // A journey takes 20-60 s on a quiet 2-core machine; a slow day (2.5 times slower, seen) must not fail it.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  maxWorkers: 3,
  sequence: { groupOrder: 1 },
  tags: [
    {
      name: 'hindi',
      description:
        'runs again in Hindi (project e2e-hindi): checks what the pseudo-language catalogue test does not',
    },
  ],
};

/**
 * The journeys that run again in Hindi (E2E_LANGUAGE=hi): every browser test file that tags a test
 * 'hindi', so a file split or added joins the Hindi run by its tags alone.
 */
const HINDI_JOURNEYS = readdirSync(resolve(import.meta.dirname, 'e2e'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `e2e/${name}`)
  .filter((file) => /tags: \[[^\]]*'hindi'/.test(readFileSync(resolve(import.meta.dirname, file), 'utf8')));

/**
 * The web test files that need a worker of their own: those that replace a module (vi.mock,
 * vi.doMock), and those that keep data in IndexedDB (fake-indexeddb), which would otherwise meet
 * another file's. They run isolated (project web-isolated); found by their text, so a new one joins
 * by itself.
 */
const WEB_MOCKING_FILES = readdirSync(resolve(import.meta.dirname, 'apps/web/src'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) =>
    /\bvi\.(do)?[mM]ock\(|fake-indexeddb/.test(
      readFileSync(resolve(import.meta.dirname, 'apps/web', file), 'utf8'),
    ),
  );

/**
 * One Vitest run, six projects: contracts/db units, API on a real database, web units (two: shared
 * modules, and isolated for the files that mock a module), browser
 * journeys, and their Hindi rerun.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: { name: 'unit', include: ['packages/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every file builds its own app on its own database (test-app.ts), and no module keeps state
          // between apps, so a worker's files share one module graph: the app's imports load once per
          // worker instead of once per file (a minute and a half of CPU per run).
          isolate: false,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: 'apps/web',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WEB_MOCKING_FILES,
          // A worker's files share its modules: jsdom, React and Mantine load once per worker, not
          // once per file (4 min of CPU before, about 1.5 now); each file leaves the next one
          // English and real timers (apps/web/src/test/setup.ts).
          isolate: false,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: 'apps/web',
        test: { name: 'web-isolated', include: WEB_MOCKING_FILES },
      },
      { test: { ...browserJourneys, name: 'e2e', include: ['e2e/**/*.test.ts'] } },
      {
        test: {
          ...browserJourneys,
          name: 'e2e-hindi',
          include: HINDI_JOURNEYS,
          env: { E2E_LANGUAGE: 'hi' },
          // Only the tests tagged 'hindi' run: what the pseudo-language catalogue test does not check.
          setupFiles: ['e2e/support/hindi-tagged-only.ts'],
        },
      },
    ],
  },
});
