// The server resolves modules the node10 way, which does not read package "exports"; PGlite's contrib
// extensions are published only through them, so their types are named here.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  export { pg_trgm } from '@electric-sql/pglite/dist/contrib/pg_trgm';
}
