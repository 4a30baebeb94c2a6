import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reactIds } from './react-ids';

export default defineConfig({
  // Mantine's ids as the built app has them (react-ids.ts).
  plugins: [reactIds(), react()],
  test: {
    // Which files, and in which projects (web, web-isolated), the root vitest.config.ts says.
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 10_000,
    // Through Vite, so react-ids.ts reaches Mantine's id hook here too.
    server: { deps: { inline: [/@mantine\//] } },
  },
});
