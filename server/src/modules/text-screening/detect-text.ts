import { MESSAGE_TEXT_MAX } from '@blynd/shared';
import { normaliseText, originalSpan, type NormalisedText } from './normalise-text';
import { compilePhrase, matchPhrase } from './phrase-pattern';
import { DETECTION_RULES, DETECTION_TIPS } from './rules/detection-rules';
import { Signals } from './signals';
import { DETECTION_KINDS, type Detection, type DetectionKind, type Rule } from './text-screening.types';

/** A kind is reported when the weights of its matched rules add up to this (decision 0145). */
export const DETECTION_THRESHOLD = 1;
/**
 * Texts are screened on their first characters, as many as a chat message may hold (bios and prompt answers are
 * shorter): the cost grows with the length (about 1.2 ms for 2,000 characters of money requests, warm).
 */
const MAX_SCREENED_CHARS = MESSAGE_TEXT_MAX;
const ACCOUNT_CUE_RULE = 'bank.account-cue';

type CompiledRule = Rule & { compiled?: RegExp; compiledUnless?: RegExp };

const COMPILED: CompiledRule[] = DETECTION_RULES.map((rule) =>
  'phrase' in rule
    ? {
        ...rule,
        compiled: compilePhrase(rule.phrase),
        compiledUnless: rule.unless ? compilePhrase(rule.unless) : undefined,
      }
    : rule,
);

const BY_ID = new Map(COMPILED.map((rule) => [rule.id, rule]));

/** Where one rule matches a text: the evidence span, or null. Exported for the rule-phrase tests. */
export function matchRule(rule: Rule, normalised: NormalisedText, signals = new Signals(normalised)): string | null {
  const compiled: CompiledRule = BY_ID.get(rule.id) ?? rule;
  if ('phrase' in compiled && compiled.compiled) {
    if (compiled.compiledUnless && matchPhrase(compiled.compiledUnless, normalised.text)) return null;
    const span = matchPhrase(compiled.compiled, normalised.text);
    return span ? originalSpan(normalised, span[0], span[1]) : null;
  }
  if ('pattern' in compiled) return compiled.pattern.exec(normalised.plain)?.[0].trim() ?? null;
  if ('signal' in compiled) {
    const accountCue = compiled.signal === 'phone-number' && hasAccountCue(normalised, signals);
    return signals.evidence(compiled.signal, accountCue);
  }
  return null;
}

function hasAccountCue(normalised: NormalisedText, signals: Signals): boolean {
  const cue = BY_ID.get(ACCOUNT_CUE_RULE);
  return cue !== undefined && matchRule(cue, normalised, signals) !== null;
}

type Tally = { score: number; hits: { rule: string; weight: number; evidence: string }[] };

/**
 * Issue 41's detectors: every kind whose rules add up to the threshold, with the rules, the evidence and the
 * tip. Pure and synchronous; it runs on every chat send, prompt answer and bio.
 */
export function detectText(text: string): Detection[] {
  const normalised = normaliseText(text.slice(0, MAX_SCREENED_CHARS));
  if (normalised.tokens.length === 0) return [];
  const signals = new Signals(normalised);
  const tallies = new Map<DetectionKind, Tally>();
  for (const rule of COMPILED) {
    const evidence = matchRule(rule, normalised, signals);
    if (evidence === null) continue;
    const tally = tallies.get(rule.kind) ?? { score: 0, hits: [] };
    tally.score += rule.weight;
    tally.hits.push({ rule: rule.id, weight: rule.weight, evidence });
    tallies.set(rule.kind, tally);
  }
  const detections: Detection[] = [];
  for (const kind of DETECTION_KINDS) {
    const tally = tallies.get(kind);
    if (!tally || tally.score < DETECTION_THRESHOLD) continue;
    const hits = [...tally.hits].sort((a, b) => b.weight - a.weight);
    detections.push({
      kind,
      score: tally.score,
      rules: hits.map((h) => h.rule),
      evidence: hits.map((h) => h.evidence).find((e) => e.length > 0) ?? '',
      tip: DETECTION_TIPS[kind],
    });
  }
  return detections;
}
