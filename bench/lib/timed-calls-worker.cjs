// The worker of timed-calls.ts: tsx's require hook first (a worker does not inherit the runner's loader), then the
// TypeScript that runs the calls.
require('tsx/cjs/api').register();
require('./timed-calls-thread.ts');
