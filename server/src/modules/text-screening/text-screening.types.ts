import { SAFETY_KINDS, type SafetyKind } from '@blynd/shared';

/** Issue 41's detector kinds, in the order a recipient's tip is chosen when a message carries several (shared with the apps). */
export const DETECTION_KINDS = SAFETY_KINDS;
export type DetectionKind = SafetyKind;

/** One kind found in one text: what staff see (rules, evidence) and what the recipient sees (tip). */
export type Detection = {
  kind: DetectionKind;
  /** Sum of the weights of the distinct rules that matched; a kind is reported from 1 up (decision 0145). */
  score: number;
  /** Ids of the rules that matched, strongest first. */
  rules: string[];
  /** The matched span of the original text, for staff. */
  evidence: string;
  /** A short member-facing tip. */
  tip: string;
};

/**
 * Signals computed in code rather than phrases: parsers (libphonenumber-js, linkify-it, obscenity) and the digit
 * runs that feed them.
 */
export type SignalName =
  'phone-number' | 'account-number' | 'link' | 'handle' | 'sexual-term' | 'slur' | 'profanity-at-reader';

type RuleBase = {
  id: string;
  kind: DetectionKind;
  /** 1 fires on its own; 0.5 needs another rule of the same kind. */
  weight: number;
  /** Texts this rule must match (the rule-phrase test checks each). */
  fires: string[];
  /** Near-misses this rule must not match. */
  spares?: string[];
};

/**
 * A phrase in the small syntax of phrase-pattern.ts, matched on the normalised text: words, `(a|b c)` choices,
 * `word*` prefixes, `?` optional, `~N` a gap of up to N words, `#amt`-style placeholders and `$will`-style macros.
 */
export type PhraseRule = RuleBase & {
  phrase: string;
  /** The rule does not count when this phrase matches anywhere in the text (banter, negation, another reading). */
  unless?: string;
};
/** A regular expression on the plain view (NFKC, lower case, punctuation kept), for shapes phrases cannot say. */
export type PatternRule = RuleBase & { pattern: RegExp };
export type SignalRule = RuleBase & { signal: SignalName };
export type Rule = PhraseRule | PatternRule | SignalRule;
/** A row of one kind's table (rules/*.rules.ts): the table gives it its kind. */
export type RuleRow = Omit<PhraseRule, 'kind'> | Omit<PatternRule, 'kind'> | Omit<SignalRule, 'kind'>;
