/**
 * Normalisation before any rule runs, so a rule is written once in plain words and still matches the ways people
 * dodge filters: Unicode look-alikes and fancy letters (NFKD, marks dropped, Cyrillic and Greek homoglyphs), leet
 * inside words ("wh@tsapp", "m0ney"), letters spaced or split by dots and emoji ("w.h.a.t.s.a.p.p",
 * "W 💚 a t s a p p"), and repeated letters ("pleeease"). Every token keeps the span of the original text it came
 * from, so evidence shown to staff is what the member wrote.
 */

export type Token = {
  /** Lower case, folded, leet resolved; `raw` keeps the letters before leet and de-duplication. */
  text: string;
  raw: string;
  start: number;
  end: number;
};

export type NormalisedText = {
  original: string;
  /** NFKC and lower case only, punctuation kept: the view pattern rules and parsers read. */
  plain: string;
  tokens: Token[];
  /** Token texts joined by single spaces: the view phrase rules read. */
  text: string;
  /** Offset of each token in `text`. */
  offsets: number[];
};

const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  в: 'b',
  н: 'h',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
};
/** Inside a word with letters around, these stand for letters ("wh@tsapp", "f*ck", "d!ck", "m0ney"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '*': 'u',
};
const LEET_SYMBOLS = new Set(['@', '$', '!', '|', '*']);
/** Laughter is banter's marker; it survives as a word so a rule can say `unless: 'haha'`. */
const LAUGHTER = /^(?:\u{1F602}|\u{1F923}|\u{1F606}|\u{1F605}|\u{1F639}|\u{1F61C}|\u{1F61D})$/u;
/** Single letters that are words in text-speak ("u r a"), so three of them in a row are not a spelled-out word. */
const SINGLE_LETTER_WORDS = new Set(['i', 'a', 'u', 'r', 'o', 'y', 'k', 'n', 'b', 'c']);

const isLetter = (ch: string) => /\p{L}/u.test(ch);
const isDigit = (ch: string) => ch >= '0' && ch <= '9';

function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  const homoglyph = HOMOGLYPHS[lower];
  if (homoglyph) return homoglyph;
  if (lower.charCodeAt(0) < 128) return lower;
  if (lower === '₦') return '₦';
  return lower.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** De-duplicates repeated letters (not digits): "pleeease" and "please" both become "please"→"plese" alike. */
export function collapseRepeats(word: string): string {
  let out = '';
  for (const ch of word) if (!(ch === out[out.length - 1] && !isDigit(ch))) out += ch;
  return out;
}

function resolveLeet(raw: string): string {
  let letters = 0;
  let others = 0;
  for (const ch of raw) {
    if (isLetter(ch)) letters += 1;
    else others += 1;
  }
  if (letters < 2 || others === 0) return raw;
  let out = '';
  for (const ch of raw) out += LEET[ch] ?? ch;
  return out;
}

/** Splits the folded text into word tokens; a leet symbol counts as a word character only between letters/digits. */
function scan(original: string): Token[] {
  const tokens: Token[] = [];
  const chars = Array.from(original);
  let offset = 0;
  let current: Token | null = null;
  const flush = () => {
    if (current) tokens.push(current);
    current = null;
  };
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i];
    const start = offset;
    offset += ch.length;
    if (LAUGHTER.test(ch)) {
      flush();
      tokens.push({ text: 'haha', raw: 'haha', start, end: offset });
      continue;
    }
    const folded = ch === '₦' ? '₦' : foldChar(ch);
    // A combining mark typed on its own (Yoruba's "ẹ́" as e + two marks) belongs to the letter before it.
    if (folded === '' && /\p{M}/u.test(ch)) {
      if (current) current.end = offset;
      continue;
    }
    const wordChar =
      /^[\p{L}\p{N}]+$/u.test(folded) ||
      (LEET_SYMBOLS.has(ch) &&
        current !== null &&
        i + 1 < chars.length &&
        /[\p{L}\p{N}]/u.test(foldChar(chars[i + 1])));
    if (folded === '₦') {
      flush();
      tokens.push({ text: 'naira', raw: 'naira', start, end: offset });
      continue;
    }
    if (!wordChar) {
      flush();
      continue;
    }
    if (!current) current = { text: '', raw: '', start, end: offset };
    current.raw += folded;
    current.end = offset;
  }
  flush();
  return tokens;
}

/** Joins runs of three or more single letters ("s e n d", "w.h.a.t.s.a.p.p") into one word. */
function joinSpelledOut(tokens: Token[], original: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length;) {
    let j = i;
    while (j < tokens.length && tokens[j].raw.length === 1 && isLetter(tokens[j].raw)) {
      const gap = j > i ? original.slice(tokens[j - 1].end, tokens[j].start) : '';
      // A comma or a question mark ends a spelled-out word ("t.e.l.e.g.r.a.m, I'm…" is not "telegramim").
      if (j > i && (gap.length > 4 || /[\n,;:?!]/.test(gap))) break;
      j += 1;
    }
    const run = tokens.slice(i, j);
    const textSpeak = run.every((t) => SINGLE_LETTER_WORDS.has(t.raw));
    if (run.length >= 3 && !textSpeak) {
      const raw = run.map((t) => t.raw).join('');
      out.push({ text: raw, raw, start: run[0].start, end: run[run.length - 1].end });
      i = j;
    } else if (run.length > 0) {
      // Not a spelled-out word: keep its letters as they are and go on after the run (once, not once per letter).
      out.push(...run);
      i = j;
    } else {
      out.push(tokens[i]);
      i += 1;
    }
  }
  return out;
}

/** The one normalisation of a rule's words and of a member's text, so both sides meet. */
export function normaliseWord(raw: string): string {
  return collapseRepeats(resolveLeet(raw));
}

export function normaliseText(original: string): NormalisedText {
  const tokens = joinSpelledOut(scan(original), original).map((t) => ({ ...t, text: normaliseWord(t.raw) }));
  const offsets: number[] = [];
  let text = '';
  for (const token of tokens) {
    if (text) text += ' ';
    offsets.push(text.length);
    text += token.text;
  }
  return { original, plain: original.normalize('NFKC').toLowerCase(), tokens, text, offsets };
}

/** The original text behind `[from, to)` of the normalised text: the evidence for a phrase rule. */
export function originalSpan(normalised: NormalisedText, from: number, to: number): string {
  const { tokens, offsets, original } = normalised;
  let first = -1;
  let last = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    const tokenEnd = offsets[i] + tokens[i].text.length;
    if (tokenEnd > from && offsets[i] < to) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return '';
  return original.slice(tokens[first].start, tokens[last].end);
}
