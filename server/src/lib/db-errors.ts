/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation (of `constraint`, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code === '23505') return constraint === undefined || current.constraint === constraint;
    current = current.cause as typeof current;
  }
  return false;
}

/** True when a database error (possibly wrapped by Drizzle) is a CHECK-constraint violation (of `constraint`, when named). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code === '23514') return constraint === undefined || current.constraint === constraint;
    current = current.cause as typeof current;
  }
  return false;
}

const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when an error (or its cause) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (current.code && DB_UNAVAILABLE_CODES.has(current.code)) return true;
    const message = current.message ?? '';
    if (
      /timeout exceeded when trying to connect|Connection terminated|database closed|PGlite is closed|Client was closed|Cannot use a pool after calling end|is not queryable/i.test(
        message,
      )
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}
