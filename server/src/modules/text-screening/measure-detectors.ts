import { performance } from 'node:perf_hooks';
import { detectText } from './detect-text';

export type Timing = { p50: number; p99: number; max: number };
const timing = (times: number[]): Timing => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] };
};

/**
 * Time per call of detectText in milliseconds after a warm-up pass, the figures decision 0145 reports
 * (`npx tsx server/src/modules/text-screening/measure-detectors.ts`). `perCall` is every call; `perText` takes each
 * text's fastest of the rounds, which leaves out the waits of a machine shared with other work (GC, preemption).
 */
export function measureDetectors(texts: string[], rounds = 5): { perCall: Timing; perText: Timing; calls: number } {
  for (const text of texts) detectText(text);
  const calls: number[] = [];
  const fastest = texts.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < rounds; round += 1)
    texts.forEach((text, i) => {
      const started = performance.now();
      detectText(text);
      const took = performance.now() - started;
      calls.push(took);
      fastest[i] = Math.min(fastest[i], took);
    });
  return { perCall: timing(calls), perText: timing(fastest), calls: calls.length };
}

if (require.main === module) {
  const { readCorpus } = require('./__tests__/corpus') as typeof import('./__tests__/corpus');
  const texts = [...readCorpus('tune'), ...readCorpus('holdout')].map((item) => item.text);
  const result = measureDetectors(texts, 20);
  const show = (t: Timing) => `p50 ${t.p50.toFixed(4)} ms, p99 ${t.p99.toFixed(4)} ms, max ${t.max.toFixed(4)} ms`;
  console.log(`detectText, ${texts.length} texts x 20 rounds: every call ${show(result.perCall)}`);
  console.log(`fastest round per text: ${show(result.perText)}`);
}
