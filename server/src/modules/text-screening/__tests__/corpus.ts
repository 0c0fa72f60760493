import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DETECTION_KINDS, type DetectionKind } from '../text-screening.types';

/** The labelled corpus (decision 0145): `tune.tsv` the rules were tuned on, `holdout.tsv` held out. */
export type CorpusPart = 'tune' | 'holdout' | 'fresh' | 'nearmiss';
export type LabelledText = { part: CorpusPart; expected: DetectionKind[]; lang: string; surface: string; text: string };

export function readCorpus(part: CorpusPart): LabelledText[] {
  const lines = readFileSync(join(__dirname, 'corpus', `${part}.tsv`), 'utf8')
    .split('\n')
    .slice(1);
  return lines
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const [expected, lang, surface, text] = line.split('\t');
      const kinds = expected === '-' ? [] : expected.split(',');
      for (const kind of kinds)
        if (!(DETECTION_KINDS as readonly string[]).includes(kind))
          throw new Error(`corpus ${part}: unknown kind ${kind}`);
      return { part, expected: kinds as DetectionKind[], lang, surface, text };
    });
}

export type KindScore = { kind: DetectionKind; tp: number; fp: number; fn: number; precision: number; recall: number };
export type CorpusScore = { kinds: KindScore[]; benign: number; benignFlagged: number; falseAlarmRate: number };

export function scoreCorpus(items: readonly LabelledText[], detect: (text: string) => DetectionKind[]): CorpusScore {
  const found = items.map((item) => new Set(detect(item.text)));
  const kinds = DETECTION_KINDS.map((kind) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    items.forEach((item, i) => {
      const expected = item.expected.includes(kind);
      const got = found[i].has(kind);
      if (expected && got) tp += 1;
      else if (got) fp += 1;
      else if (expected) fn += 1;
    });
    return {
      kind,
      tp,
      fp,
      fn,
      precision: tp + fp === 0 ? 1 : tp / (tp + fp),
      recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    };
  });
  const benign = items.filter((item) => item.expected.length === 0);
  const benignFlagged = items.filter((item, i) => item.expected.length === 0 && found[i].size > 0).length;
  return { kinds, benign: benign.length, benignFlagged, falseAlarmRate: benignFlagged / benign.length };
}

export function formatScore(title: string, score: CorpusScore): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);
  const rows = score.kinds.map(
    (k) =>
      `${k.kind.padEnd(14)} ${String(k.tp).padStart(4)} ${String(k.fp).padStart(4)} ${String(k.fn).padStart(4)} ${pct(k.precision)} ${pct(k.recall)}`,
  );
  return [
    title,
    `${'kind'.padEnd(14)}   tp   fp   fn precision recall`,
    ...rows,
    `benign flagged: ${score.benignFlagged}/${score.benign} (${pct(score.falseAlarmRate).trim()})`,
  ].join('\n');
}
