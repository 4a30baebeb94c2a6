import { defineConfig } from 'vitest/config';

/**
 * The browser tests: every file starts its own servers (useDemoServer, or an empty install) and its
 * own Chromium, so two files run at once, one per core of CI's two. groupOrder 1: after the other
 * projects when run together (their worker counts differ).
 */
const browserJourneys = {
  environment: 'node' as const,
  globalSetup: ['e2e/global-setup.ts'],
  testTimeout: 90_000,
  hookTimeout: 120_000,
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
  tags: [
    {
      name: 'hindi',
      description:
        'runs again in Hindi (project e2e-hindi): checks what the pseudo-language catalogue test does not',
    },
  ],
};

/** The journeys whose tests tagged 'hindi' run again in Hindi (E2E_LANGUAGE=hi). */
const HINDI_JOURNEYS = [
  'e2e/learning.test.ts',
  'e2e/offline-study.test.ts',
  'e2e/student-assessments.test.ts',
  'e2e/teacher.test.ts',
];

/**
 * One Vitest run, five projects: contracts/db units, API on a real database, web units, browser
 * journeys, and their Hindi rerun.
 */
export default defineConfig({
  test: {
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
        },
      },
      'apps/web/vitest.config.ts',
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
