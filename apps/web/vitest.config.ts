import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reactIds } from './react-ids';

export default defineConfig({
  // Mantine's ids as the built app has them (react-ids.ts).
  plugins: [reactIds(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 10_000,
    // Through Vite, so react-ids.ts reaches Mantine's id hook here too.
    server: { deps: { inline: [/@mantine\//] } },
  },
});
