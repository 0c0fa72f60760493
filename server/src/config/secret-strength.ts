/** Fewest distinct characters and estimated bits a signing secret must have (decision 0084). */
export const SECRET_MIN_DISTINCT = 8;
export const SECRET_MIN_BITS = 80;

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

/** Why the secret is too weak to sign tokens with, or null when it will do. */
export function weakSecretReason(secret: string): string | null {
  const distinct = new Set(secret).size;
  if (distinct < SECRET_MIN_DISTINCT)
    return `must be random: it has only ${distinct} distinct characters (at least ${SECRET_MIN_DISTINCT}); generate one with \`openssl rand -base64 48\``;
  const repeats = [...secret.matchAll(/(.{1,8}?)\1{3,}/g)].some((m) => m[0].length * 2 >= secret.length);
  if (repeats) return 'must be random: it repeats a short pattern; generate one with `openssl rand -base64 48`';
  const bits = Math.floor(estimatedBits(secret));
  if (bits < SECRET_MIN_BITS)
    return `must be random: about ${bits} bits of entropy (at least ${SECRET_MIN_BITS}); generate one with \`openssl rand -base64 48\``;
  return null;
}
