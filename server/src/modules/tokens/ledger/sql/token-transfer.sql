-- One two-legged posting over accounts the caller has locked (decision 0094), in one statement: the key first (a key
-- posted before writes nothing and answers false), then the entries (each carrying its posting's kind and reference,
-- decision 0112) and both balances. The ledger's one writer: auction_place_bid calls it for a bid's holds and
-- releases, and writePosting (ledger.repository.ts) for every other posting. The CHECK on member accounts still
-- refuses a negative balance; the deferred trigger still checks the sum at commit. From and to must differ (one
-- UPDATE moves each account once).
CREATE OR REPLACE FUNCTION "token_transfer"(p_key text, p_kind text, p_reference text, p_from uuid, p_to uuid, p_amount bigint)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	v_posted boolean;
BEGIN
	WITH posting AS (
		INSERT INTO token_postings (idempotency_key, kind, reference) VALUES (p_key, p_kind, p_reference)
			ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
	entries AS (
		INSERT INTO token_entries (posting_id, account_id, amount, kind, reference)
			SELECT posting.id, leg.account_id, leg.amount, p_kind, p_reference
			FROM posting, (VALUES (p_from, -p_amount), (p_to, p_amount)) AS leg (account_id, amount)
			RETURNING account_id, amount),
	moved AS (
		UPDATE token_accounts t SET balance = t.balance + entries.amount FROM entries WHERE t.id = entries.account_id)
	SELECT EXISTS (SELECT 1 FROM posting) INTO v_posted;
	RETURN v_posted;
END;
$$;
