import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress';
import { reactIds } from './react-ids';

const THEME_COLOUR = '#086f62';
// The API the dev server forwards /api to; `npm start` serves both on one origin instead.
const API_TARGET = process.env.PATHSHALA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    reactIds(),
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      // public/ files (icons, favicon) are precached by globPatterns below; listing them again duplicates them.
      includeManifestIcons: false,
      manifest: {
        name: 'Pathshala',
        short_name: 'Pathshala',
        description: 'Digital Learning Platform',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        globPatterns: ['**/*.{js,css,html,svg,png,ico,mjs,woff2}'],
        // The Devanagari font is for Hindi readers only: kept when first used, not fetched for everyone.
        globIgnores: ['**/noto-sans-devanagari-*.woff2'],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/noto-sans-devanagari-[^/]+\.woff2$/,
            handler: 'CacheFirst',
            options: { cacheName: 'pathshala-fonts', expiration: { maxEntries: 8 } },
          },
        ],
        // The pdf.js worker is larger than workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  // The dev server bundles Mantine ahead without the plugins above: react-ids.ts there too.
  optimizeDeps: { rolldownOptions: { plugins: [reactIds()] } },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // A contract's schemas are built by calls (z.object(...)); calls to z are pure, so a chunk carries
      // only the schemas its screens use.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // React and the router: every page needs them and they change less often than the app.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // The first page's own code in one file (the plain contracts with it; zod and the schemas load
            // with the first screen or call that parses): on a slow connection every file costs a round trip.
            { name: 'start', test: /src[\\/]main\.tsx$/, includeDependenciesRecursively: true },
            // Everything else splits with the screens that use it: Mantine's components, forms,
            // KaTeX with the first formula (math-text.tsx), pdf.js with the PDF viewer.
          ],
        },
      },
    },
  },
});
