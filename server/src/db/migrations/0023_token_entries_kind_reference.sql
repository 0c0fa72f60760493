-- A member's token history without the postings (decision 0112). Each entry carries its posting's kind and reference,
-- copied when the entry is written, so the history page reads the member's entries alone. A cold page read 45-50
-- pages before, 40 of them the postings (for each entry, a leaf of the postings' key and a heap page).
-- The copies never go stale: entries and postings are both immutable. The two writers, token_transfer below and
-- writePosting (ledger.repository.ts), take them from the posting they insert, in the same statement.
ALTER TABLE "token_entries" ADD COLUMN "kind" text;
--> statement-breakpoint
ALTER TABLE "token_entries" ADD COLUMN "reference" text;
--> statement-breakpoint
ALTER TABLE "token_entries" DISABLE TRIGGER "token_entries_immutable";
--> statement-breakpoint
UPDATE "token_entries" e SET "kind" = p."kind", "reference" = p."reference" FROM "token_postings" p WHERE p."id" = e."posting_id";
--> statement-breakpoint
ALTER TABLE "token_entries" ENABLE TRIGGER "token_entries_immutable";
--> statement-breakpoint
ALTER TABLE "token_entries" ALTER COLUMN "kind" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "token_entries" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
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
