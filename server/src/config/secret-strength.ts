import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

/** Fewest distinct characters and estimated bits a signing secret must have (decision 0084). */
export const SECRET_MIN_DISTINCT = 8;
export const SECRET_MIN_BITS = 80;
/**
 * Guesses (log10) zxcvbn must estimate for a secret (decision 0126): 10^26 is about 86 bits. `openssl rand -hex 16`
 * (128 real bits, the weakest random secret the length rule admits) measures 27.8 at worst over 300 draws,
 * `-base64 48` about 63; `changeme-changeme-changeme-changeme!` measures 9.7.
 */
export const SECRET_MIN_GUESSES_LOG10 = 26;
const HOW_TO_MAKE_ONE = 'generate one with `openssl rand -base64 48`';

/**
 * Built on first use: the dictionaries take a moment to rank. The l33t matcher is capped at 3 substitutions: at
 * its default (100) a 64-character random secret took over a second to check, at 3 about 0.2 s, and it still
 * sees `Ch@ngeM3-Ch@ngeM3-...` and `P@ssw0rd...` (10 found nothing more on those).
 */
let zxcvbn: ZxcvbnFactory | undefined;
const estimator = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    translations,
    l33tMaxSubstitutions: 3,
  }));

/** A process checks one or two secrets; tests load the same production configuration many times. */
const estimates = new Map<string, ReturnType<ZxcvbnFactory['check']>>();

/**
 * The secret's bits estimated from its own character frequencies (Shannon entropy times length): a run of
 * one character is 0, `openssl rand -hex 32` is about 250, `openssl rand -base64 32` about 230.
 */
export function estimatedBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / length) * Math.log2(n / length);
  return perChar * length;
}

/**
 * Why the secret is too weak to sign tokens with, or null when it will do. The cheap checks come first; zxcvbn
 * then finds what character counts cannot see: words, keyboard runs, dates and repeats of long units
 * (`Password1234567890Password1234567890`).
 */
export function weakSecretReason(secret: string): string | null {
  const distinct = new Set(secret).size;
  if (distinct < SECRET_MIN_DISTINCT)
    return `must be random: it has only ${distinct} distinct characters (at least ${SECRET_MIN_DISTINCT}); ${HOW_TO_MAKE_ONE}`;
  const repeats = [...secret.matchAll(/(.{1,8}?)\1{3,}/g)].some((m) => m[0].length * 2 >= secret.length);
  if (repeats) return `must be random: it repeats a short pattern; ${HOW_TO_MAKE_ONE}`;
  const bits = Math.floor(estimatedBits(secret));
  if (bits < SECRET_MIN_BITS)
    return `must be random: about ${bits} bits of entropy (at least ${SECRET_MIN_BITS}); ${HOW_TO_MAKE_ONE}`;
  const estimate = estimates.get(secret) ?? estimator().check(secret);
  estimates.set(secret, estimate);
  if (estimate.guessesLog10 < SECRET_MIN_GUESSES_LOG10) {
    const why = estimate.feedback.warning ? ` (${estimate.feedback.warning.replace(/\.$/, '')})` : '';
    const guessBits = Math.floor(estimate.guessesLog10 * Math.log2(10));
    return `must be random: it is guessable, about ${guessBits} bits by zxcvbn${why} (at least ${Math.ceil(SECRET_MIN_GUESSES_LOG10 * Math.log2(10))}); ${HOW_TO_MAKE_ONE}`;
  }
  return null;
}
