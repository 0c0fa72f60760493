-- The ledger's own guards (decision 0094). Entries and postings are immutable: a mistake is corrected by a new posting,
-- never by an edit.
CREATE OR REPLACE FUNCTION "token_ledger_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'token ledger rows are immutable' USING ERRCODE = 'check_violation';
END;
$$;
CREATE OR REPLACE TRIGGER "token_entries_immutable" BEFORE UPDATE OR DELETE ON "token_entries" FOR EACH ROW EXECUTE FUNCTION "token_ledger_immutable"();
CREATE OR REPLACE TRIGGER "token_postings_immutable" BEFORE UPDATE OR DELETE ON "token_postings" FOR EACH ROW EXECUTE FUNCTION "token_ledger_immutable"();
-- Every posting sums to zero, checked at commit (entries of one posting are written one after another). A constraint
-- trigger cannot be replaced in place, and dropping it on every start would lock token_entries against every reader, so
-- it is created when missing (to change it, drop it here first).
CREATE OR REPLACE FUNCTION "token_posting_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT coalesce(sum("amount"), 0) FROM "token_entries" WHERE "posting_id" = NEW."posting_id") <> 0 THEN
		RAISE EXCEPTION 'token posting % does not sum to zero', NEW."posting_id" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END;
$$;
DO $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = '"token_entries"'::regclass AND tgname = 'token_entries_balanced') THEN
		CREATE CONSTRAINT TRIGGER "token_entries_balanced" AFTER INSERT ON "token_entries" DEFERRABLE INITIALLY DEFERRED
			FOR EACH ROW EXECUTE FUNCTION "token_posting_balanced"();
	END IF;
END;
$$;
