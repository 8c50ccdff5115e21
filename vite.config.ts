import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
