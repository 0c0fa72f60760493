/*
 * The expressions of the discover indexes (migrations 0008 and 0046) over `members`, written once: the index and the
 * discover query must spell them identically (as literals, never bind parameters) for PostgreSQL to match
 * the query's conditions to the index columns and check them inside the index, before any row is read.
 */

/** Genders a member wants to see: preferences first, then interestedIn, and nobody excluded when both are empty. */
export const ACCEPTED_GENDERS_SQL = `coalesce("preferences" -> 'genders', nullif("interested_in", '[]'::jsonb), '["male","female","non-binary"]'::jsonb)`;

/** The stored (lower case) genders; each has its own boolean index column "accepts this gender". */
export const DISCOVER_GENDERS = ['male', 'female', 'non-binary'] as const;
export type DiscoverGender = (typeof DISCOVER_GENDERS)[number];

export const acceptsGenderSql = (gender: DiscoverGender) => `(${ACCEPTED_GENDERS_SQL} ? '${gender}')`;

/** Without preferences a member sets no age bound (0 to 200). */
export const ACCEPTED_AGE_MIN_SQL = `coalesce(("preferences" ->> 'ageMin')::integer, 0)`;
export const ACCEPTED_AGE_MAX_SQL = `coalesce(("preferences" ->> 'ageMax')::integer, 200)`;

/** The partial index's predicate: only members discover can show at all. */
export const DISCOVERABLE_SQL = `"discoverable" and "completed_signup" and not "is_blocked" and not "disabled"`;
