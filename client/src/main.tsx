// The entry only lets the browser paint the prerendered HTML first: the app's modules (React, the router, the
// shared schemas) take about a second to evaluate on a slow phone, and a module script that arrives before the page
// has painted runs before that paint. Waiting for one frame keeps the LCP element (the prerendered heading) off the
// script's critical path; the app's chunk is already fetched by then (prerender.mjs preloads it), so nothing waits
// on the network (docs/decisions/0105-lcp-critical-path.md).
const start = () => void import('./app-start');

const afterNextPaint = () => {
  if (document.visibilityState === 'hidden') {
    // A background tab gets no animation frames: start at once.
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // The task after the next frame runs after its paint; the timer is a guard for a browser that delays frames.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
};

// On /app/discover the shell's inline script paints the first cards when the session's answer comes
// (member-app/discover-first-paint.ts, decision 0108): the app runs after that paint too, or after 5 s if it hangs.
const painting = (globalThis as { __blyndMemberBoot?: { firstPaint?: Promise<void> } }).__blyndMemberBoot?.firstPaint;
if (painting) void Promise.race([painting, new Promise((wait) => setTimeout(wait, 5000))]).then(afterNextPaint);
else afterNextPaint();
