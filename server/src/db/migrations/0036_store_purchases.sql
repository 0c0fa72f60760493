-- Store purchases (decision 0144): Premium and tokens bought through the App Store or Google Play are the third
-- channel of the one checkout. Each verified store transaction is one row here, unique per store and the store's
-- own id (Apple's transactionId, Google's orderId): inserting it is the claim that credits it exactly once, and a
-- refund marks it refunded exactly once. A refund that arrives before the purchase call records the row already
-- refunded, so the purchase call credits nothing. Lock order wherever several are taken: this row, then the
-- payment, then the member.
CREATE TABLE "store_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store" text NOT NULL CHECK ("store" IN ('apple', 'google')),
	"store_transaction_id" text NOT NULL,
	"original_transaction_id" text,
	"purchase_token" text,
	"product_id" text NOT NULL,
	"member_id" uuid REFERENCES "members"("id") ON DELETE set null,
	"kind" text NOT NULL CHECK ("kind" IN ('premium', 'tokens')),
	"plan_id" uuid REFERENCES "plans"("id"),
	"cycle" text CHECK ("cycle" IS NULL OR "cycle" IN ('weekly', 'monthly')),
	"token_pack_id" uuid REFERENCES "token_packs"("id"),
	"tokens" integer,
	"price_minor" bigint,
	"currency" text,
	"environment" text NOT NULL CHECK ("environment" IN ('production', 'sandbox')),
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'credited' NOT NULL CHECK ("status" IN ('credited', 'refunded')),
	"refunded_at" timestamp with time zone,
	"payment_id" uuid REFERENCES "payments"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_transactions_bought_check" CHECK (
		("kind" = 'premium' AND "plan_id" IS NOT NULL AND "cycle" IS NOT NULL)
		OR ("kind" = 'tokens' AND "token_pack_id" IS NOT NULL AND "tokens" > 0)),
	CONSTRAINT "store_transactions_refund_check" CHECK (("status" = 'refunded') = ("refunded_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_transactions_store_id_unique" ON "store_transactions" USING btree ("store", "store_transaction_id");
--> statement-breakpoint
CREATE INDEX "store_transactions_original_idx" ON "store_transactions" USING btree ("store", "original_transaction_id");
--> statement-breakpoint
CREATE INDEX "store_transactions_purchase_token_idx" ON "store_transactions" USING btree ("purchase_token") WHERE "purchase_token" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "store_transactions_member_idx" ON "store_transactions" USING btree ("member_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "store_transactions_created_idx" ON "store_transactions" USING btree ("created_at");
--> statement-breakpoint
-- Where the money came from; Paystack's reconciliation asks only about 'website' payments. A refunded payment is
-- never claimed again.
ALTER TABLE "payments" ADD COLUMN "channel" text DEFAULT 'website' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_channel_check" CHECK ("channel" IN ('website', 'apple', 'google'));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
-- The Premium period a refunded purchase bought, ended early (activation's refundPeriod).
ALTER TABLE "subscriptions" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
-- A member's `owed` account holds the tokens a refund could not take back because they were already spent: never
-- above zero, while `available` and `held` stay never below zero. Later purchases settle it first.
ALTER TABLE "token_accounts" DROP CONSTRAINT "token_accounts_kind_check";
--> statement-breakpoint
ALTER TABLE "token_accounts" ADD CONSTRAINT "token_accounts_kind_check" CHECK ("kind" IN ('available', 'held', 'owed', 'sales', 'grants', 'auction_spend'));
--> statement-breakpoint
ALTER TABLE "token_accounts" ADD CONSTRAINT "token_accounts_owed_not_positive" CHECK ("kind" <> 'owed' OR "balance" <= 0);
--> statement-breakpoint
ALTER TABLE "token_postings" DROP CONSTRAINT "token_postings_kind_check";
--> statement-breakpoint
ALTER TABLE "token_postings" ADD CONSTRAINT "token_postings_kind_check" CHECK ("kind" IN ('purchase', 'grant', 'hold', 'release', 'spend', 'refund', 'settle'));
