import autocannon from 'autocannon';
import { processCpuMs as cpuMs } from './cpu';

export type LoadResult = {
  path: string;
  requestsPerSec: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { median: number; p97_5: number; p99: number };
  connections: number;
  durationS: number;
  /** CPU time (user + system) the server process spent per answered request, when its pid was given. */
  serverCpuUsPerRequest?: number;
};

/**
 * A fixed-length autocannon run (loopback only). With the server's pid it also gives the server's CPU
 * time per request, which other processes on the machine move much less than they move throughput.
 */
export async function loadTest(
  base: string,
  path: string,
  options: { connections?: number; duration?: number; pid?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const duration = options.duration ?? 8;
  const cpuBefore = options.pid === undefined ? 0 : cpuMs(options.pid);
  const result = await autocannon({ url: base + path, connections, duration, pipelining: 1 });
  const answered = result.requests.total;
  return {
    path,
    requestsPerSec: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { median: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    connections,
    durationS: duration,
    ...(options.pid === undefined || answered === 0
      ? {}
      : { serverCpuUsPerRequest: Math.round(((cpuMs(options.pid) - cpuBefore) * 1000) / answered) }),
  };
}
