-- Tokens and auctions (decision 0094): a double-entry ledger, token packs, token payments and auctions.
CREATE TABLE "token_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid REFERENCES "members"("id") ON DELETE SET NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_accounts_kind_check" CHECK ("kind" IN ('available', 'held', 'sales', 'grants', 'auction_spend')),
	-- A member's tokens (available, and held by bids) can never go below zero, whatever runs at once.
	CONSTRAINT "token_accounts_member_not_negative" CHECK ("kind" NOT IN ('available', 'held') OR "balance" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "token_accounts_member_kind_unique" ON "token_accounts" USING btree ("member_id", "kind") WHERE "member_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "token_accounts_system_unique" ON "token_accounts" USING btree ("kind") WHERE "kind" IN ('sales', 'grants', 'auction_spend');
--> statement-breakpoint
INSERT INTO "token_accounts" ("kind") VALUES ('sales'), ('grants'), ('auction_spend');
--> statement-breakpoint
CREATE TABLE "token_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_postings_kind_check" CHECK ("kind" IN ('purchase', 'grant', 'hold', 'release', 'spend'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "token_postings_key_unique" ON "token_postings" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE TABLE "token_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL REFERENCES "token_postings"("id"),
	"account_id" uuid NOT NULL REFERENCES "token_accounts"("id"),
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_entries_amount_not_zero" CHECK ("amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX "token_entries_account_idx" ON "token_entries" USING btree ("account_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "token_entries_posting_idx" ON "token_entries" USING btree ("posting_id");
-- The ledger's guards (entries and postings immutable, every posting summing to zero at commit) are module source:
-- tokens/ledger/sql/ledger-guards.sql (decision 0130).
--> statement-breakpoint
CREATE TABLE "token_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tokens" integer NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_packs_positive" CHECK ("tokens" > 0 AND "price" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "token_packs_name_lower_unique" ON "token_packs" USING btree (lower("name"));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "token_pack_id" uuid REFERENCES "token_packs"("id");
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tokens" integer;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "plan_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK (("kind" = 'plan' AND "plan_id" IS NOT NULL) OR ("kind" = 'tokens' AND "token_pack_id" IS NOT NULL AND "tokens" > 0));
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starting_bid" integer NOT NULL,
	"increment" integer NOT NULL,
	"reserve" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"effective_ends_at" timestamp with time zone NOT NULL,
	"soft_close_seconds" integer DEFAULT 300 NOT NULL,
	"max_extension_seconds" integer DEFAULT 3600 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_bid" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"leader_member_id" uuid REFERENCES "members"("id") ON DELETE SET NULL,
	"leader_bid_id" uuid,
	"leader_max" integer,
	"ending_soon_sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"winner_member_id" uuid REFERENCES "members"("id") ON DELETE SET NULL,
	"final_price" integer,
	"fulfilment_status" text,
	"fulfilment_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_status_check" CHECK ("status" IN ('draft', 'scheduled', 'ended', 'cancelled')),
	CONSTRAINT "auctions_kind_check" CHECK ("kind" IN ('item', 'experience')),
	CONSTRAINT "auctions_amounts_check" CHECK ("starting_bid" > 0 AND "increment" > 0 AND ("reserve" IS NULL OR "reserve" > 0)),
	CONSTRAINT "auctions_times_check" CHECK ("ends_at" > "starts_at" AND "effective_ends_at" >= "ends_at" AND "effective_ends_at" <= "ends_at" + make_interval(secs => "max_extension_seconds"))
);
--> statement-breakpoint
CREATE INDEX "auctions_status_end_idx" ON "auctions" USING btree ("status", "effective_ends_at");
--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL REFERENCES "auctions"("id") ON DELETE CASCADE,
	"member_id" uuid REFERENCES "members"("id") ON DELETE SET NULL,
	"client_bid_id" uuid NOT NULL,
	"max_amount" integer NOT NULL,
	"price_after" integer NOT NULL,
	"leading_after" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_client_unique" ON "auction_bids" USING btree ("member_id", "client_bid_id");
--> statement-breakpoint
CREATE INDEX "auction_bids_auction_idx" ON "auction_bids" USING btree ("auction_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "auction_bids_member_idx" ON "auction_bids" USING btree ("member_id", "auction_id");
