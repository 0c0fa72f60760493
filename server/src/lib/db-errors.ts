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
