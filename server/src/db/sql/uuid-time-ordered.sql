-- A time-ordered UUID (version 7: milliseconds since 1970, then random bits) for the append-only tables a bid writes
-- under the auction's lock (decision 0104): each insert lands on the rightmost page of the primary key (and of
-- token_entries' posting_id index, and of the 'bid:'/'release:' idempotency keys) instead of a random page of an index
-- of millions of rows: with random ids a bid read about 9 index pages from disk and wrote about 60 kB of full-page
-- images to the WAL while it held the auction, about 16 kB with these. Column defaults of migration 0020 call it, so it
-- is also applied before the migrations (db/routines.ts).
CREATE OR REPLACE FUNCTION "uuid_time_ordered"() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
	SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
		PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
		52, 1), 53, 1), 'hex')::uuid
$$;
