import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { rowsOf } from './rows';

const dialect = new PgDialect();

/**
 * A hot statement, built once with `sql.placeholder(name)` for its values and rendered to text at module load.
 * On the PostgreSQL server it runs as a named statement, so each pooled connection parses and plans it once
 * instead of on every call, and no query builder runs per call (the chat send, decision 0085); PGlite runs the
 * text as it is. Names must be unique.
 */
export type PreparedStatement = { name: string; query: ReturnType<PgDialect['sqlToQuery']> };

export const preparedStatement = (name: string, query: SQL): PreparedStatement => ({
  name,
  query: dialect.sqlToQuery(query),
});

export async function runPrepared<Row>(
  db: DbOrTx,
  statement: PreparedStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(statement.query, undefined, statement.name, false);
  return rowsOf<Row>(await prepared.execute(values));
}
