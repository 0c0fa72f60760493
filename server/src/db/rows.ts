/**
 * The rows of a raw `db.execute(sql...)` result. node-postgres answers `{ rows }`; PGlite's driver answers
 * the same shape, and some drizzle versions hand back the array itself: one unwrap for both.
 */
export const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
