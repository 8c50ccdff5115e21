import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { icuMessages } from './scripts/vite-icu-messages.ts';
import { messageBundleChunk } from './src-client/i18n/message-bundles.ts';
import { prerenderLanding } from './scripts/prerender-landing.ts';

// The Fastify server mounts Vite in middleware mode during development and serves `dist` in production.
export default defineConfig({
  plugins: [
    // Must come before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src-client/routes',
      generatedRouteTree: './src-client/routeTree.gen.ts',
      autoCodeSplitting: true,
      addExtensions: true,
      quoteStyle: 'single',
      semicolons: true,
      // Keep the generator's scratch files out of the repository root.
      tmpDir: 'node_modules/.tanstack-router',
    }),
    react(),
    icuMessages(),
    // The offline app shell (decision 057): every built file precached, index.html answering app routes, never /api.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        // The prerendered landing pages are for the server's first answer at `/`, not for offline use.
        globIgnores: ['landing/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // Control the page from the first visit, so it works offline without a second load.
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    // Brotli and gzip copies beside each text file, served by @fastify/static's preCompressed option.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    // The signed-out landing page as HTML in each language (decision 074).
    prerenderLanding(),
  ],
  resolve: {
    // Messages arrive parsed (icuMessages above), so intl-messageformat runs without the ICU parser:
    // formatjs's own parser-less entry (decision 073).
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each screen loads first, read by the bundle budget (bench/bundle-size.ts).
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            { name: 'start', tags: ['$initial'] },
            // Messages that load together arrive in one file per language (decision 082).
            { name: messageBundleChunk, debugName: 'messages', test: /[\\/]locales[\\/]/ },
          ],
        },
      },
    },
  },
});
