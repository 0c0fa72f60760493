import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { NormalisedText } from './normalise-text';

/**
 * Numbers written to slip past a filter: "0803 123 4567", "0 8 0 3…", "0-1-1-2…", "zero eight oh three…",
 * "double one", "O8O3" (letters for digits). A run is digits and digit words separated only by spaces, dots,
 * dashes, commas or emoji; its digits go to libphonenumber-js (Nigeria by default, any country after a +).
 */

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  nought: '0',
};
const REPEATERS: Record<string, number> = { double: 2, triple: 3 };
/** Longest separator between two parts of one number ("0803 💚 123" has " 💚 "). */
const MAX_GAP = 4;

export type DigitRun = { digits: string; plus: boolean; start: number; end: number };
type OpenRun = DigitRun & { certain: boolean };

/** A token's digits: all digits, a digit word, or a digits-first token with o/l/i for 0/1 ("O8O3"). */
function tokenDigits(raw: string): string | null {
  if (/^\d+$/.test(raw)) return raw;
  if (DIGIT_WORDS[raw] !== undefined) return DIGIT_WORDS[raw];
  if (/^[\doil]+$/.test(raw) && (raw.match(/\d/g)?.length ?? 0) * 2 >= raw.length)
    return raw.replace(/o/g, '0').replace(/[il]/g, '1');
  return null;
}

export function findDigitRuns(normalised: NormalisedText): DigitRun[] {
  const { tokens, original } = normalised;
  const runs: DigitRun[] = [];
  let current: OpenRun | null = null;
  let repeat = 1;
  const close = () => {
    // "o" and "oh" are digits only inside a number: Pidgin's "o" at the end of a sentence is not.
    if (current?.certain)
      runs.push({ digits: current.digits, plus: current.plus, start: current.start, end: current.end });
    current = null;
    repeat = 1;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    const gap = current ? original.slice(current.end, token.start) : '';
    if (current && (gap.length > MAX_GAP || /[\p{L}]/u.test(gap))) close();
    if (REPEATERS[token.raw]) {
      if (!current) current = { digits: '', plus: false, certain: false, start: token.start, end: token.end };
      repeat = REPEATERS[token.raw];
      current.end = token.end;
      continue;
    }
    const digits = tokenDigits(token.raw);
    if (digits === null) {
      close();
      continue;
    }
    if (!current) {
      const before = original.slice(Math.max(0, token.start - 2), token.start);
      current = { digits: '', plus: before.includes('+'), certain: false, start: token.start, end: token.end };
    }
    if (token.raw !== 'o' && token.raw !== 'oh') current.certain = true;
    current.digits += digits.repeat(repeat);
    current.end = token.end;
    repeat = 1;
  }
  close();
  return runs;
}

/** A run that is a dialable phone number, as libphonenumber-js reads it. */
export function isPhoneNumber(run: DigitRun): boolean {
  if (run.digits.length < 7 || run.digits.length > 15) return false;
  const candidates = run.plus ? [`+${run.digits}`] : [run.digits, `+${run.digits}`];
  return candidates.some((candidate) => parsePhoneNumberFromString(candidate, 'NG')?.isValid() === true);
}

/** A NUBAN is ten digits (CBN's Nigeria Uniform Bank Account Number). */
export function isAccountNumberShape(run: DigitRun): boolean {
  return run.digits.length === 10 && !run.plus;
}
