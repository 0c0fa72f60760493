import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // The prerender (SSR) build reads the shared package's TypeScript source, like the browser build, so the client
  // builds on a tree where the shared package was never compiled (`npm test` on a fresh clone).
  ssr: { resolve: { conditions: ['@blynd/source'], externalConditions: ['@blynd/source'] } },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/sandbox': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps would publish the whole client source, control centre included (issue 11 #13):
    // the production build emits none; `vite` (dev) still maps everything.
    sourcemap: false,
    // Read by client/scripts/prerender.mjs to link each prerendered page's own chunk and CSS.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared package builds zod schemas at module level; marking its files side-effect free lets
        // a page that only needs MESSAGES skip the schemas (and zod) entirely.
        moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
