/** /app leads to discover: the /app/discover shell's inline script gives it discover's address before anything reads it. */
if (/^\/app\/?$/.test(window.location.pathname))
  window.history.replaceState(
    window.history.state,
    '',
    `/app/discover${window.location.search}${window.location.hash}`,
  );
