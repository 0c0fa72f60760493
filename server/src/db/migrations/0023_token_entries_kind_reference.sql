-- A member's token history without the postings (decision 0112). Each entry carries its posting's kind and reference,
-- copied when the entry is written, so the history page reads the member's entries alone. A cold page read 45-50
-- pages before, 40 of them the postings (for each entry, a leaf of the postings' key and a heap page).
-- The copies never go stale: entries and postings are both immutable. The ledger's writer, token_transfer
-- (tokens/ledger/sql/token-transfer.sql), takes them from the posting it inserts, in the same statement. The copy of
-- existing entries sets the immutability trigger aside (USER: on a fresh database the ledger's triggers come from
-- module source after the migrations, decision 0130, so there is none yet).
ALTER TABLE "token_entries" ADD COLUMN "kind" text;
--> statement-breakpoint
ALTER TABLE "token_entries" ADD COLUMN "reference" text;
--> statement-breakpoint
ALTER TABLE "token_entries" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "token_entries" e SET "kind" = p."kind", "reference" = p."reference" FROM "token_postings" p WHERE p."id" = e."posting_id";
--> statement-breakpoint
ALTER TABLE "token_entries" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "token_entries" ALTER COLUMN "kind" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "token_entries" ALTER COLUMN "reference" SET NOT NULL;
