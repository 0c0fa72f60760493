import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let appStartModules: Set<string> | undefined;
/** True for a module src/app-start.tsx imports statically, directly or not (computed once per build). */
function reachedByAppStart(id: string, ctx: ModuleGraph): boolean {
  if (!appStartModules) {
    appStartModules = new Set();
    const start = fileURLToPath(new URL('src/app-start.tsx', import.meta.url));
    const pending = [start];
    while (pending.length) {
      const next = pending.pop()!;
      if (appStartModules.has(next)) continue;
      appStartModules.add(next);
      pending.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return appStartModules.has(id);
}

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
      // The member web app's early requests (src/member-app/boot.ts) are inlined into the /app shells by
      // client/scripts/prerender.mjs, which compiles them itself; the bundle holds boot.ts with the member app.
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)) },
      output: {
        codeSplitting: {
          // A group takes only the modules it names; their dependencies stay where they were.
          includeDependenciesRecursively: false,
          groups: [
            // What the entry shares with the lazy chunks (React, the JSX runtime, the site configuration and the
            // messages) as one chunk rather than four tiny ones, each a request of its own on every page.
            {
              name: 'app-base',
              test: /[\\/]node_modules[\\/]react[\\/](index|jsx-runtime|cjs[\\/]react(-jsx-runtime)?\.production)\.js$|[\\/]src[\\/](config[\\/]site|types[\\/]messages)\.ts$/,
            },
            // On HTTP/1.1 a browser opens six connections per host, and two dozen small member chunks queued
            // the session refresh behind them. The member app's own modules travel as one chunk, but for the
            // screens other than discover, which stay chunks of their own loaded on first visit. Node modules and
            // UI parts shared with the public pages stay out (a public page would then load member code).
            {
              name: 'member-app',
              // Left out too: the schemas the app parses answers with (api/answer-schemas.ts), loaded after the first
              // paint with zod (decision 0133).
              test: /[\\/]src[\\/]member-app[\\/](?!boot-inline\.ts$|api[\\/]answer-schemas\.ts$|screens[\\/](?!discover\.tsx$))/,
            },
            // Small parts the member app shares with other pages, one chunk each instead of five: the form styles
            // and fields, the confirmation dialog (a modal) and the member constants; React Query's query hooks.
            {
              name: 'forms-ui',
              test: /[\\/]src[\\/](styles[\\/]forms\.css|components[\\/]ui[\\/](field|confirm-dialog|modal)\.(tsx|css)|types[\\/]member-constants\.ts)$/,
            },
            {
              name: 'query-hooks',
              test: /[\\/]@tanstack[\\/](react-query[\\/].*[\\/](useQuery|useBaseQuery|useInfiniteQuery|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider)|query-core[\\/].*[\\/](queryObserver|infiniteQueryObserver))\.js$/,
            },
            // The app the entry imports after the first paint (src/main.tsx, decision 0105): whatever it reaches by
            // static imports, as one chunk, as when it was the entry itself, instead of a dozen shared chunks. Left
            // out: the shared package and zod (so tree shaking still drops the schemas a page does not use), Vite's
            // preload helper (the entry needs it; in this chunk the entry would import the app statically) and
            // virtual modules.
            {
              name: (id, ctx) => (reachedByAppStart(id, ctx) ? 'app-start' : null),
              test: (id) => !/[\\/]shared[\\/]src[\\/]|[\\/]node_modules[\\/]zod[\\/]|preload-helper|^\0/.test(id),
            },
          ],
        },
      },
      treeshake: {
        // The shared package builds zod schemas at module level; marking its files side-effect free lets
        // a page that only needs MESSAGES skip the schemas (and zod) entirely.
        moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
