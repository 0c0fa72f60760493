// The server-pglite project (jest.config.js): these files open PGlite even on a run that names a PostgreSQL server.
// Jest gives each test file its own copy of process.env, so the other files of the run still see DATABASE_URL.
delete process.env.DATABASE_URL;
