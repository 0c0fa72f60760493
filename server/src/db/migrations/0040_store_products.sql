-- Store products (decision 0156): which App Store / Google Play product id sells which plan and cycle or which token
-- pack. A product id names one thing per store, for good: it is unique per store, and a row is never deleted, only
-- made inactive when the control centre moves that plan, cycle or pack to another id, so a purchase made under the
-- old id while the change happened still resolves to what the member paid for. Among the active rows a store has at
-- most one id per plan and cycle and one per token pack, so the apps are told one id for each thing they sell.
CREATE TABLE "store_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store" text NOT NULL CHECK ("store" IN ('apple', 'google')),
	"product_id" text NOT NULL CHECK ("product_id" ~ '^[A-Za-z0-9._]{1,150}$'),
	"kind" text NOT NULL CHECK ("kind" IN ('premium', 'tokens')),
	"plan_id" uuid REFERENCES "plans"("id"),
	"cycle" text CHECK ("cycle" IS NULL OR "cycle" IN ('weekly', 'monthly')),
	"token_pack_id" uuid REFERENCES "token_packs"("id"),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_target_check" CHECK (
		("kind" = 'premium' AND "plan_id" IS NOT NULL AND "cycle" IS NOT NULL AND "token_pack_id" IS NULL)
		OR ("kind" = 'tokens' AND "token_pack_id" IS NOT NULL AND "plan_id" IS NULL AND "cycle" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_products_store_product_unique" ON "store_products" USING btree ("store", "product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "store_products_active_plan_unique" ON "store_products" USING btree ("store", "plan_id", "cycle") WHERE "active" AND "kind" = 'premium';
--> statement-breakpoint
CREATE UNIQUE INDEX "store_products_active_pack_unique" ON "store_products" USING btree ("store", "token_pack_id") WHERE "active" AND "kind" = 'tokens';
