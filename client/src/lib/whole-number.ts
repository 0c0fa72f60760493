/** A whole number typed in a box ("1,200" too); anything else passes through as text, so the shared schema names the problem. */
export function parseWhole(value: string): number | string {
  const trimmed = value.replace(/[\s,]/g, '');
  return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
}
