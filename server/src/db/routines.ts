import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import {
  MODERATION_CATEGORY_PRIORITY,
  MODERATION_PRIORITIES,
  MODERATION_SLA_HOURS,
  SIGNUP_COMPLETE_STEP,
} from '@blynd/shared';

/*
 * The database routines as module source (decision 0130). Each function (and the triggers that call it) is one file in
 * the module that owns it, holding its current definition; no migration creates a function. They are applied on every
 * start after the migrations, in the order below (the order of what calls what), in one transaction, idempotently
 * (CREATE OR REPLACE), on PGlite and PostgreSQL alike. Paths are relative to the server's src/ (dist/ once compiled:
 * the build copies every sql/ folder there, scripts/copy-sql.mjs).
 */

/** Where src/ (tsx, jest) or dist/ (compiled) is: this file sits in its db/. */
export const SOURCE_ROOT = resolve(__dirname, '..');

export const ROUTINE_FILES: readonly string[] = [
  'db/sql/uuid-time-ordered.sql',
  'db/sql/table-stats.sql',
  'modules/tokens/ledger/sql/ledger-guards.sql',
  'modules/tokens/ledger/sql/token-transfer.sql',
  'modules/notifications/sql/feed-entry-insert.sql',
  'modules/auctions/sql/bid-rules.sql',
  'modules/auctions/sql/auction-place-bid.sql',
  'modules/auctions/sql/auction-place-bids.sql',
  'modules/member-chat/sql/chat-send-message.sql',
  'modules/member-chat/sql/chat-send-messages.sql',
  'modules/moderation/sql/moderation-intake.sql',
];

/** Routines the migrations' own DDL calls (the column defaults of migration 0020), applied before them as well. */
export const PRE_MIGRATION_ROUTINE_FILES: readonly string[] = ['db/sql/uuid-time-ordered.sql'];

/**
 * Predicates that TypeScript queries and routines share, one text each (decision 0131): a routine writes
 * `{{member_visible_to(partner, other_id, p_sender_id)}}`, a repository calls sqlFragment. A fragment names its
 * parameters on its first line (`-- fragment member_visible_to(row, member, viewer)`) and uses them as `{{row}}`.
 */
export const SQL_FRAGMENT_FILES: Readonly<Record<string, string>> = {
  member_visible_to: 'modules/visibility/sql/member-visible-to.sql',
  member_snoozed: 'modules/visibility/sql/member-snoozed.sql',
  member_discoverable_to: 'modules/visibility/sql/member-discoverable-to.sql',
  member_verified: 'modules/member-verification/sql/member-verified.sql',
  member_session_admitted: 'modules/member-auth/sql/member-session-admitted.sql',
  place_distance_km: 'modules/places/sql/place-distance-km.sql',
};

/** Constants routines and fragments write as `{{NAME}}`, from the one place TypeScript reads them too. */
const CONSTANTS: Readonly<Record<string, string>> = {
  SIGNUP_COMPLETE_STEP: String(SIGNUP_COMPLETE_STEP),
  MODERATION_CATEGORY_RANKS: Object.entries(MODERATION_CATEGORY_PRIORITY)
    .map(([category, priority]) => `WHEN '${category}' THEN ${MODERATION_PRIORITIES.indexOf(priority)}`)
    .join(' '),
  MODERATION_LOWEST_RANK: String(MODERATION_PRIORITIES.length - 1),
  MODERATION_RANK_SLA_HOURS: MODERATION_PRIORITIES.map(
    (priority, rank) => `WHEN ${rank} THEN ${MODERATION_SLA_HOURS[priority]}`,
  ).join(' '),
};

type Fragment = { parameters: string[]; body: string };

const fragments = new Map<string, Fragment>();

function fragment(name: string): Fragment {
  const cached = fragments.get(name);
  if (cached) return cached;
  const file = SQL_FRAGMENT_FILES[name];
  if (!file) throw new Error(`unknown SQL fragment ${name}`);
  const text = readFileSync(resolve(SOURCE_ROOT, file), 'utf8');
  const header = /^-- fragment (\w+)\(([^)]*)\)/.exec(text);
  if (!header || header[1] !== name) throw new Error(`${file} does not start with "-- fragment ${name}(…)"`);
  const body = text
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join('\n')
    .trim();
  const parameters = header[2]!.split(',').map((p) => p.trim());
  const parsed = { parameters, body: withConstants(withNestedFragments(body, name, parameters), file) };
  fragments.set(name, parsed);
  return parsed;
}

/**
 * A fragment may write another in, `{{member_verified(viewer)}}`: each argument naming one of the outer fragment's
 * parameters stays that parameter (`{{viewer}}`, filled when the outer one is used); any other argument is SQL text.
 * The inner fragment is written in whole before the outer one is used, so it may itself hold fragments.
 */
function withNestedFragments(body: string, outer: string, outerParameters: string[]): string {
  return body.replace(/\{\{(\w+)\(([^)]*)\)\}\}/g, (_, name: string, args: string) => {
    if (name === outer) throw new Error(`SQL fragment ${outer} writes itself in`);
    return fragmentText(
      name,
      args.split(',').map((arg) => {
        const trimmed = arg.trim();
        return outerParameters.includes(trimmed) ? `{{${trimmed}}}` : trimmed;
      }),
    );
  });
}

function withConstants(text: string, file: string): string {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = CONSTANTS[name];
    if (value === undefined) throw new Error(`${file}: unknown constant {{${name}}}`);
    return value;
  });
}

/** A fragment with every parameter given as SQL text (a routine's use). */
function fragmentText(name: string, args: string[]): string {
  const { parameters, body } = fragment(name);
  if (args.length !== parameters.length) throw new Error(`SQL fragment ${name} takes ${parameters.join(', ')}`);
  return body.replace(/\{\{(\w+)\}\}/g, (whole, parameter: string) => {
    const at = parameters.indexOf(parameter);
    return at < 0 ? whole : args[at]!;
  });
}

/** A fragment as a Drizzle condition, each parameter given as SQL (a column, a bound value, a placeholder). */
export function sqlFragment(name: string, args: Readonly<Record<string, SQL>>): SQL {
  const { parameters, body } = fragment(name);
  const chunks: SQL[] = [];
  let rest = body;
  for (let match = /\{\{(\w+)\}\}/.exec(rest); match; match = /\{\{(\w+)\}\}/.exec(rest)) {
    const value = args[match[1]!];
    if (!parameters.includes(match[1]!) || !value) throw new Error(`SQL fragment ${name}: no value for ${match[1]}`);
    chunks.push(sql.raw(rest.slice(0, match.index)), value);
    rest = rest.slice(match.index + match[0].length);
  }
  chunks.push(sql.raw(rest));
  return sql.join(chunks);
}

/** A routine file's text as applied: fragments written in, constants filled. */
export function routineText(file: string): string {
  const text = readFileSync(resolve(SOURCE_ROOT, file), 'utf8');
  const withFragments = text.replace(/\{\{(\w+)\(([^)]*)\)\}\}/g, (_, name: string, args: string) =>
    fragmentText(
      name,
      args.split(',').map((arg) => arg.trim()),
    ),
  );
  return withConstants(withFragments, file);
}

// Any fixed number: it names the lock that lets one process at a time replace the routines.
export const ROUTINES_LOCK = 7_069_130;

/**
 * Runs the routine files in one transaction through `exec` (which runs a multi-statement text): a file that fails
 * rolls them all back and is named in the error.
 */
export async function applyRoutineFiles(
  files: readonly string[],
  exec: (text: string) => Promise<unknown>,
): Promise<void> {
  for (const file of files) {
    const text = routineText(file);
    try {
      await exec(text);
    } catch (error) {
      throw new Error(`database routine ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}
