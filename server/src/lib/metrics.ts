import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One registry per process (decision 0128): Prometheus scrapes every instance on its own, so each reports what it
 * served. Labels are bounded sets (route patterns, outcomes, job names): never a member id, phone or token.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

let processMetrics = false;
/** Node's own (CPU, memory, event loop lag, GC), from the first server that serves /metrics. */
export function collectProcessMetrics() {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'blynd_' });
}

export const requestDuration = new Histogram({
  name: 'blynd_http_request_duration_seconds',
  help: 'HTTP requests by route pattern (never the raw path), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const socketSources = new Set<() => number>();
/** Counts a live channel's open sockets while it runs; the returned function stops counting them. */
export function countLiveSockets(sockets: () => number): () => void {
  socketSources.add(sockets);
  return () => socketSources.delete(sockets);
}
new Gauge({
  name: 'blynd_live_sockets',
  help: 'Open live-channel WebSockets on this instance',
  registers,
  collect() {
    let open = 0;
    for (const sockets of socketSources) open += sockets();
    this.set(open);
  },
});

const chatSends = new Counter({
  name: 'blynd_chat_sends_total',
  help: 'Chat sends by outcome (sent; existing: a retried client id; or why it was refused)',
  labelNames: ['outcome'] as const,
  registers,
});
export const recordChatSend = (outcome: string) => chatSends.inc({ outcome });

const deliveries = new Counter({
  name: 'blynd_deliveries_total',
  help: "Events for a member's devices (what=message: chat messages) by how they went: live to an open socket, or push",
  labelNames: ['what', 'via'] as const,
  registers,
});
export const recordDelivery = (what: string, via: 'live' | 'push') => deliveries.inc({ what, via });

const jobRuns = new Counter({
  name: 'blynd_job_runs_total',
  help: 'Runs of the in-process periodic jobs',
  labelNames: ['job'] as const,
  registers,
});
const jobFailures = new Counter({
  name: 'blynd_job_failures_total',
  help: 'Runs of the in-process periodic jobs that failed',
  labelNames: ['job'] as const,
  registers,
});
const jobDuration = new Histogram({
  name: 'blynd_job_duration_seconds',
  help: 'Duration of the in-process periodic jobs',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
});
/** `run`, counted and timed as a run of `job` (and as a failure when it rejects). */
export function measureJob(job: string, run: () => Promise<unknown>): () => Promise<unknown> {
  return async () => {
    jobRuns.inc({ job });
    const stop = jobDuration.startTimer({ job });
    try {
      return await run();
    } catch (error) {
      jobFailures.inc({ job });
      throw error;
    } finally {
      stop();
    }
  };
}

const ledgerOk = new Gauge({
  name: 'blynd_ledger_check_ok',
  help: 'The last token ledger check on this instance: 1 balanced, 0 not (absent until one ran)',
  registers,
});
const ledgerCheckedAt = new Gauge({
  name: 'blynd_ledger_check_timestamp_seconds',
  help: 'When this instance last checked the token ledger (Unix time)',
  registers,
});
export function recordLedgerCheck(ok: boolean, at: Date) {
  ledgerOk.set(ok ? 1 : 0);
  ledgerCheckedAt.set(at.getTime() / 1000);
}

export const outboxBacklog = new Gauge({
  name: 'blynd_mail_outbox_backlog',
  help: 'Mails in the outbox not sent: pending (to be retried) and failed (given up)',
  labelNames: ['status'] as const,
  registers,
});
export const outboxOldestPending = new Gauge({
  name: 'blynd_mail_outbox_oldest_pending_seconds',
  help: 'Age of the oldest pending mail in the outbox (0 when none)',
  registers,
});
