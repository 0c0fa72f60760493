-- A refund the App Store reverses (REFUND_REVERSED, decision 0180): the purchase is valid again. A refunded
-- transaction goes back to 'credited' (its Premium period and tokens restored), or, when nothing was ever credited
-- for it (the refund came before the app's call), to 'reinstated': not credited yet, so the next credit claims it.
-- refund_reversed_at is the time of the latest reversal (the notification's signed date): a refund dated before it
-- was reversed already and is not acted on again, whatever order the notifications arrive in. refund_reversals
-- counts the reversals, so a later refund and its reversal post under ledger keys of their own.
ALTER TABLE "store_transactions" ADD COLUMN "refund_reversed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "store_transactions" ADD COLUMN "refund_reversals" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "store_transactions" DROP CONSTRAINT "store_transactions_status_check";
--> statement-breakpoint
ALTER TABLE "store_transactions" ADD CONSTRAINT "store_transactions_status_check" CHECK ("status" IN ('credited', 'refunded', 'reinstated'));
