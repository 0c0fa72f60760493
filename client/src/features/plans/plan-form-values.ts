/** One feature a line; blank lines and surrounding spaces dropped. */
export const parseFeatures = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Whole naira typed in a box ("15,000" reads as 15000); NaN when it is not a whole number. */
export function parseNaira(text: string): number {
  const cleaned = text.replace(/[₦,\s]/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
