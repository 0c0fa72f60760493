import { join } from 'node:path';
import { BENCH_DIR, log, ROOT } from '../lib/bench-env';
import { loadTest } from '../lib/load';
import { freePort, startNode } from '../lib/processes';
import type { GroupContext } from './context';

/** BENCH_ONLY=public: the public API against a bare Express app serving the same bytes (autocannon). */
export async function measurePublicGroup(ctx: GroupContext) {
  const { server, results, check } = ctx;
  log('public API vs bare Express (autocannon)');
  const publicPaths = ['/api/v1/public/plans', '/api/v1/public/ads'];
  // The bare app copies each answer's body and headers from the product at start: the same bytes.
  const bare = await startNode(
    join(BENCH_DIR, 'lib/bare-express.cjs'),
    [],
    { SOURCE_URL: server.url, PATHS: publicPaths.join(',') },
    await freePort(),
    '/healthz',
    ROOT,
  );
  const publicFigures: Record<string, unknown> = {};
  try {
    // Side by side: short runs alternating which server goes first, so a change in the machine's load
    // (other processes on two shared cores) hits both; the figure is the median of the paired ratios.
    for (const path of publicPaths) {
      const pairs: {
        production: Awaited<ReturnType<typeof loadTest>>;
        bareExpress: Awaited<ReturnType<typeof loadTest>>;
        ratio: number;
      }[] = [];
      for (let round = 0; round < 6; round += 1) {
        const first = round % 2 === 0 ? 'production' : 'bare';
        const a = await loadTest(first === 'production' ? server.url : bare.url, path, {
          duration: 3,
          pid: first === 'production' ? server.pid : bare.pid,
        });
        const b = await loadTest(first === 'production' ? bare.url : server.url, path, {
          duration: 3,
          pid: first === 'production' ? bare.pid : server.pid,
        });
        const [production, bareExpress] = first === 'production' ? [a, b] : [b, a];
        pairs.push({ production, bareExpress, ratio: production.requestsPerSec / bareExpress.requestsPerSec });
      }
      const ratios = pairs.map((pair) => pair.ratio).sort((x, y) => x - y);
      const ratio = Math.round(((ratios[2] + ratios[3]) / 2) * 100) / 100;
      const total = (key: 'production' | 'bareExpress') =>
        Math.round(pairs.reduce((sum, pair) => sum + pair[key].requestsPerSec, 0) / pairs.length);
      const non2xx = pairs.reduce((sum, pair) => sum + pair.production.non2xx + pair.production.errors, 0);
      const p99 = Math.max(...pairs.map((pair) => pair.production.latency.p99));
      publicFigures[path] = { pairs, ratios, ratio };
      check(
        `${path} throughput vs bare Express`,
        `${ratio} median of ${pairs.length} paired runs (range ${ratios[0].toFixed(2)}–${ratios.at(-1)!.toFixed(2)}; mean ${total('production')} vs ${total('bareExpress')} req/s)`,
        '≥ 0.85',
        ratio >= 0.85,
      );
      const cpuRatios = pairs
        .map((pair) => pair.production.serverCpuUsPerRequest! / pair.bareExpress.serverCpuUsPerRequest!)
        .sort((x, y) => x - y);
      check(
        `${path} server CPU per request vs bare Express`,
        `${(Math.round(((cpuRatios[2] + cpuRatios[3]) / 2) * 100) / 100).toFixed(2)} median (range ${cpuRatios[0].toFixed(2)}–${cpuRatios.at(-1)!.toFixed(2)}); load moves it less than throughput`,
        '(no target)',
        null,
      );
      check(`${path} non-2xx answers`, non2xx, '0', non2xx === 0);
      check(
        `${path} p99 latency`,
        `${p99} ms worst at ~${total('production')} req/s, 10 connections`,
        '< 25 ms',
        p99 < 25,
      );
    }
  } finally {
    await bare.stop();
  }
  results.publicApi = publicFigures;
}
