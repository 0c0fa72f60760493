/**
 * A Nigerian mobile number as people type it (`0803 123 4501`, `+234 803 123 4501`, `2348031234501`,
 * with spaces, dashes or brackets) in the stored canonical form `234` + 10 digits, or null when it is
 * not one. Every control-centre box that takes a phone reads it through here.
 */
export function canonicalPhone(text: string): string | null {
  const digits = text
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (/^0\d{10}$/.test(digits)) return `234${digits.slice(1)}`;
  if (/^234\d{10}$/.test(digits)) return digits;
  return null;
}

/** A Nigerian mobile line in canonical form: 234, then a 7/8/9 prefix with 0/1 after it, then eight digits. */
export const isNigerianMobile = (canonical: string) => /^234[789][01]\d{8}$/.test(canonical);

/** The digits of a search term that reads as (part of) a phone number, the local 0 turned into 234; else null. */
export function phoneDigitsOf(term: string): string | null {
  const digits = term
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '');
  if (!/^\d{3,}$/.test(digits)) return null;
  return digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A whole email address, lower-cased, or null. */
export const canonicalEmail = (text: string): string | null =>
  EMAIL_PATTERN.test(text.trim()) ? text.trim().toLowerCase() : null;
