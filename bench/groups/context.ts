import type { AdminSession } from '../lib/admin';
import type { BenchDatabase } from '../lib/database';
import type { Child } from '../lib/processes';
import type { Check } from '../lib/report';

/** What every timed group gets from bench/run.ts: the running production build and where its figures go. */
export type GroupContext = {
  server: Child;
  /** The bench admin, signed in. */
  session: AdminSession;
  /** The bench database, for groups that read or write it beside the server (closed again after use). */
  db: BenchDatabase;
  /** The environment the production build was started with, for groups that start more instances. */
  serverEnv: Record<string, string>;
  results: Record<string, unknown>;
  notes: string[];
  check: (figure: string, value: Check['value'], target: string, pass: Check['pass']) => void;
};
