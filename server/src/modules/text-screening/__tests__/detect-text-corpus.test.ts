import { messageTextSchema } from '@blynd/shared';
import { detectText } from '../detect-text';
import { formatScore, readCorpus, scoreCorpus, type CorpusScore, type LabelledText } from './corpus';

/**
 * Issue 41's bar, measured on the labelled corpus (decision 0145): per kind precision ≥ 0.9 and recall ≥ 0.8, and
 * at most 2 % of the benign messages flagged at all — on each part (tune, holdout, fresh, near-miss) and on the whole.
 */
const MIN_PRECISION = 0.9;
const MIN_RECALL = 0.8;
const MAX_BENIGN_FLAGGED = 0.02;

/**
 * The path as wired (decision 0150): the chat send, PATCH /me's bio and prompt answers run the detectors on the text the
 * member-text rule leaves (invisible characters removed, NFC, trimmed), so that is what is measured.
 */
const kindsOf = (text: string) => detectText(messageTextSchema.parse(text)).map((d) => d.kind);
const tune = readCorpus('tune');
const holdout = readCorpus('holdout');
const fresh = readCorpus('fresh');
const nearmiss = readCorpus('nearmiss');

function expectBar(score: CorpusScore) {
  for (const k of score.kinds) {
    expect({ kind: k.kind, precisionAtLeastBar: k.precision >= MIN_PRECISION }).toEqual({
      kind: k.kind,
      precisionAtLeastBar: true,
    });
    expect({ kind: k.kind, recallAtLeastBar: k.recall >= MIN_RECALL }).toEqual({
      kind: k.kind,
      recallAtLeastBar: true,
    });
  }
  expect(score.falseAlarmRate).toBeLessThanOrEqual(MAX_BENIGN_FLAGGED);
}

function misses(items: readonly LabelledText[]): string[] {
  return items
    .map((item) => ({ item, got: kindsOf(item.text).sort().join(',') }))
    .filter(({ item, got }) => got !== [...item.expected].sort().join(','))
    .map(({ item, got }) => `want [${item.expected.join(',') || '-'}] got [${got || '-'}]: ${item.text}`);
}

describe('text detectors on the labelled corpus', () => {
  it('When the corpus is read, then it has at least 400 texts, at least half benign, and every kind in both halves', () => {
    const all = [...tune, ...holdout, ...fresh, ...nearmiss];
    expect(all.length).toBeGreaterThanOrEqual(400);
    expect(all.filter((item) => item.expected.length === 0).length * 2).toBeGreaterThanOrEqual(all.length);
    for (const part of [tune, holdout, fresh])
      for (const k of scoreCorpus(part, () => []).kinds)
        expect({ kind: k.kind, labelled: k.fn > 0 }).toEqual({ kind: k.kind, labelled: true });
    expect(all.some((item) => item.lang === 'pcm')).toBe(true);
    expect(all.some((item) => item.surface === 'bio')).toBe(true);
    expect(all.some((item) => item.surface === 'prompt')).toBe(true);
  });

  for (const [name, items] of [
    ['tuning half', tune],
    ['held-out half', holdout],
    ['fresh part', fresh],
    ['near-miss part (benign only)', nearmiss],
    ['whole corpus', [...tune, ...holdout, ...fresh, ...nearmiss]],
  ] as const)
    it(`When the ${name} is screened, then every kind meets precision 0.9 and recall 0.8 and at most 2 % of benign texts are flagged`, () => {
      const score = scoreCorpus(items, kindsOf);
      const wrong = misses(items);
      console.log(`${formatScore(name, score)}${wrong.length ? `\n${wrong.join('\n')}` : ''}`);
      expectBar(score);
    });
});
