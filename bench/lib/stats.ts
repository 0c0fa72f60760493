export type Summary = { n: number; median: number; p95: number; p99: number; min: number; max: number };

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    n: sorted.length,
    median: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    min: round(sorted[0] ?? NaN),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/** Times `runs` sequential calls after `warmup` untimed ones; a non-2xx answer aborts the figure. */
export async function timeRequests(runs: number, warmup: number, once: () => Promise<Response>): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const started = performance.now();
    const res = await once();
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`HTTP ${res.status} from ${res.url}`);
    if (i >= warmup) samples.push(ms);
  }
  return summarize(samples);
}
