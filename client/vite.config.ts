import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
/** Whether a module is one `root` imports statically, directly or not (each root's set computed once per build). */
function staticallyReachedFrom(root: string): (id: string, ctx: ModuleGraph) => boolean {
  let reached: Set<string> | undefined;
  return (id, ctx) => {
    if (!reached) {
      reached = new Set();
      const pending = [fileURLToPath(new URL(root, import.meta.url))];
      while (pending.length) {
        const next = pending.pop()!;
        if (reached.has(next)) continue;
        reached.add(next);
        pending.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return reached.has(id);
  };
}
const reachedByAppStart = staticallyReachedFrom('src/app-start.tsx');
const reachedByMemberRoutes = staticallyReachedFrom('src/member-app/routes.tsx');
const reachedByAppLayout = staticallyReachedFrom('src/member-app/layout/app-layout.tsx');
const reachedByDiscover = staticallyReachedFrom('src/member-app/screens/discover.tsx');
// The member app's own modules, which the member group below shares out: all of src/member-app but the inline boot
// script's entry, the answer schemas (loaded after the first paint with zod, decision 0133) and the screens other
// than discover.
const MEMBER_MODULE =
  /[\\/]src[\\/]member-app[\\/](?!boot-inline\.ts$|api[\\/]answer-schemas\.ts$|screens[\\/](?!discover\.tsx$))/;

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
            // the session refresh behind them. The member app's own modules travel as three chunks, but for the
            // screens other than discover, which stay chunks of their own loaded on first visit. Node modules and
            // UI parts shared with the public pages stay out (a public page would then load member code).
            // - `member-app`: what the routes reach by static imports (the root, the guards, the session, the fetch,
            //   the landing frame), which every /app shell preloads, the sign-in one too;
            // - `member-app-signed-in`: what the layout (with the live channel) and discover reach, which the signed-in
            //   shells preload beside it and the sign-in one does not (its budget, decision 0105): the sign-in screen
            //   fetches it once the code is sent;
            // - `member-app-screens`: the rest, the features only the other screens use (the profile forms, the report
            //   dialog, the auctions' and tokens' hooks…), loaded with the first of those screens a member opens.
            {
              name: (id, ctx) =>
                reachedByMemberRoutes(id, ctx)
                  ? 'member-app'
                  : reachedByAppLayout(id, ctx) || reachedByDiscover(id, ctx)
                    ? 'member-app-signed-in'
                    : 'member-app-screens',
              test: MEMBER_MODULE,
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
