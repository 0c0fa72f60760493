import autocannon from 'autocannon';

export type LoadResult = { path: string; requestsPerSec: number; non2xx: number; errors: number; timeouts: number; latency: { median: number; p97_5: number; p99: number }; connections: number; durationS: number };

/** A fixed-length autocannon run (loopback only). */
export async function loadTest(base: string, path: string, options: { connections?: number; duration?: number } = {}): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const duration = options.duration ?? 8;
  const result = await autocannon({ url: base + path, connections, duration, pipelining: 1 });
  return {
    path,
    requestsPerSec: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { median: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    connections,
    durationS: duration,
  };
}
