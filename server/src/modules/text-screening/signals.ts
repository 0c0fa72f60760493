import LinkifyIt from 'linkify-it';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { findDigitRuns, isAccountNumberShape, isPhoneNumber, type DigitRun } from './digit-runs';
import type { NormalisedText } from './normalise-text';
import type { SignalName } from './text-screening.types';

/**
 * The signals that come from parsers rather than phrases. Each returns the evidence span of the original text, or
 * null. Computed lazily per text and at most once (detect-text.ts), since most messages have no digits and no links.
 */

const linkify = new LinkifyIt();
const obscenity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** obscenity's English terms, sorted by what they mean here (its own list, originalWord). */
const SEXUAL_TERMS = new Set([
  'anal',
  'anus',
  'bestiality',
  'blowjob',
  'boob',
  'buttplug',
  'cock',
  'cum',
  'deepthroat',
  'dick',
  'dildo',
  'doggystyle',
  'double penetration',
  'ejaculate',
  'felch',
  'fellatio',
  'finger bang',
  'fisting',
  'gangbang',
  'handjob',
  'hentai',
  'incest',
  'jerk off',
  'jizz',
  'lubejob',
  'masturbate',
  'orgasm',
  'orgy',
  'penis',
  'porn',
  'pussy',
  'semen',
  'tit',
  'vagina',
  'wank',
]);
const SLURS = new Set([
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'negro',
  'nigger',
  'retard',
  'spastic',
  'tranny',
  'rape',
]);
/** Profanity counts only aimed at the reader; "fuck" is left to phrases, where "fuck you" and "want to fuck you" part. */
const PROFANITY = new Set([
  'arse',
  'ass',
  'bastard',
  'bitch',
  'bollocks',
  'cunt',
  'cuck',
  'hooker',
  'piss',
  'prick',
  'shit',
  'slut',
  'turd',
  'twat',
  'whore',
]);
/** Whole words obscenity matches that are names or harmless here. */
const HARMLESS_WORDS = new Set(['dickson', 'dickens', 'dickinson', 'cocktail', 'cockpit', 'titan', 'titi', 'cumin']);
const AT_READER = /(?:^|[^\p{L}])(?:you|u|ya|your|ur|yours|youre|una)(?:[^\p{L}]|$)/u;
const LAUGHTER = /😂|🤣|😆|😅|\b(?:haha\w*|lol|lmao|jk|just joking)\b/u;
const HANDLE = /(?:^|[\s(:])@([a-z0-9_][a-z0-9_.]{2,29})/u;
const NUMBER_STUB = /^[\d.]+$/;

type TermMatch = { word: string; start: number; end: number };

export class Signals {
  private digitRuns?: DigitRun[];
  private terms?: TermMatch[];
  constructor(private readonly normalised: NormalisedText) {}

  evidence(signal: SignalName, accountCue: boolean): string | null {
    switch (signal) {
      case 'phone-number':
        return this.phoneNumber(accountCue);
      case 'account-number':
        return this.accountNumber();
      case 'link':
        return this.link();
      case 'handle':
        return HANDLE.exec(this.normalised.plain)?.[0].trim() ?? null;
      case 'sexual-term':
        return this.term((t) => SEXUAL_TERMS.has(t.word));
      case 'slur':
        return this.term((t) => SLURS.has(t.word));
      case 'profanity-at-reader':
        if (LAUGHTER.test(this.normalised.plain)) return null;
        return this.term((t) => PROFANITY.has(t.word) && this.aimedAtReader(t));
    }
  }

  private runs(): DigitRun[] {
    this.digitRuns ??= findDigitRuns(this.normalised);
    return this.digitRuns;
  }

  private slice(run: { start: number; end: number }): string {
    return this.normalised.original.slice(run.start, run.end);
  }

  /** Ten digits next to a bank or "account number" are an account number, not a phone (Opay's are phone-shaped). */
  private phoneNumber(accountCue: boolean): string | null {
    const run = this.runs().find((r) => !(accountCue && isAccountNumberShape(r)) && isPhoneNumber(r));
    return run ? this.slice(run) : null;
  }

  private accountNumber(): string | null {
    const run = this.runs().find(isAccountNumberShape);
    return run ? this.slice(run) : null;
  }

  /** Links with a scheme, a path, or a real host name: "n.u.d.e.s" and "t.w.o" are letters spaced out, not hosts. */
  private link(): string | null {
    const { plain } = this.normalised;
    if (!linkify.pretest(plain)) return null;
    const found = (linkify.match(plain) ?? []).find((m) => {
      if (m.schema) return true;
      const [host, ...path] = m.raw.split('/');
      if (path.join('/').length > 0) return true;
      const labels = host.split('.');
      return labels.slice(0, -1).some((label) => label.length >= 2) && !NUMBER_STUB.test(host);
    });
    return found ? this.normalised.original.slice(found.index, found.lastIndex) : null;
  }

  private term(accept: (t: TermMatch) => boolean): string | null {
    const found = this.obscene().find(accept);
    return found ? this.normalised.original.slice(found.start, found.end) : null;
  }

  private obscene(): TermMatch[] {
    if (this.terms) return this.terms;
    const { original } = this.normalised;
    this.terms = obscenity
      .getAllMatches(original, true)
      .map((match) => ({
        word: englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '',
        start: match.startIndex,
        end: match.endIndex + 1,
      }))
      .filter((t) => !HARMLESS_WORDS.has(wholeWord(original, t.start, t.end)));
    return this.terms;
  }

  private aimedAtReader(t: TermMatch): boolean {
    const { original } = this.normalised;
    const around = original.slice(Math.max(0, t.start - 16), t.end + 16).toLowerCase();
    return AT_READER.test(around);
  }
}

function wholeWord(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from > 0 && /\p{L}/u.test(text[from - 1])) from -= 1;
  while (to < text.length && /\p{L}/u.test(text[to])) to += 1;
  return text.slice(from, to).toLowerCase();
}
