-- The moderation queue (decisions 0151, 0152, 0153). One item per source: a report, a detection, a held photo, a face
-- in age review, a risk alert (unique by kind and source key, so an intake run twice never doubles an item). The
-- member is kept by id while the account exists and by the phone's HMAC after it is deleted; `evidence` is a copy
-- kept apart from the account for CSAE and underage items, which account deletion does not remove.
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('report', 'detection', 'photo-hold', 'face-review', 'risk')),
	"source_key" text NOT NULL,
	"member_id" uuid REFERENCES "members"("id") ON DELETE set null,
	"member_phone_hash" text,
	"category" text NOT NULL,
	"priority" smallint NOT NULL CHECK ("priority" BETWEEN 0 AND 4),
	"status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'actioned', 'dismissed')),
	"assigned_to" uuid REFERENCES "admins"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"first_action_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" uuid REFERENCES "admins"("id") ON DELETE set null,
	"evidence" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_source_unique" ON "moderation_items" USING btree ("kind", "source_key");
--> statement-breakpoint
CREATE INDEX "moderation_items_open_order_idx" ON "moderation_items" USING btree ("priority", "created_at") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "moderation_items_member_idx" ON "moderation_items" USING btree ("member_id", "created_at");
--> statement-breakpoint
CREATE INDEX "moderation_items_created_idx" ON "moderation_items" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "moderation_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL REFERENCES "moderation_items"("id") ON DELETE cascade,
	"admin_id" uuid REFERENCES "admins"("id") ON DELETE set null,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moderation_notes_item_idx" ON "moderation_notes" USING btree ("item_id", "created_at");
--> statement-breakpoint
-- What was decided and told: one row per action staff took on an item (a lift or an appeal decision is audited, and
-- changes the restriction or the appeal, not this row). `member_id` is who it was about, for the member's standing.
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid REFERENCES "moderation_items"("id") ON DELETE set null,
	"member_id" uuid REFERENCES "members"("id") ON DELETE cascade,
	"action" text NOT NULL CHECK ("action" IN ('warn', 'remove-content', 'suspend', 'ban', 'dismiss')),
	"reason" text NOT NULL,
	"days" integer,
	"admin_id" uuid REFERENCES "admins"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moderation_actions_member_idx" ON "moderation_actions" USING btree ("member_id", "created_at");
--> statement-breakpoint
CREATE INDEX "moderation_actions_item_idx" ON "moderation_actions" USING btree ("item_id");
--> statement-breakpoint
-- Limits standing on a member: the automatic "no new conversations" of the risk score (with the signals that set it),
-- a suspension until `ends_at`, a ban (with the phone's HMAC, so it follows the phone to a new account).
CREATE TABLE "moderation_restrictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid REFERENCES "members"("id") ON DELETE set null,
	"phone_hash" text,
	"kind" text NOT NULL CHECK ("kind" IN ('no-new-conversations', 'suspended', 'banned')),
	"reason" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action_id" uuid REFERENCES "moderation_actions"("id") ON DELETE set null,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid REFERENCES "admins"("id") ON DELETE set null,
	"lift_note" text
);
--> statement-breakpoint
CREATE INDEX "moderation_restrictions_standing_idx" ON "moderation_restrictions" USING btree ("member_id", "kind") WHERE "lifted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "moderation_restrictions_phone_idx" ON "moderation_restrictions" USING btree ("phone_hash") WHERE "lifted_at" IS NULL AND "phone_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "moderation_restrictions_due_idx" ON "moderation_restrictions" USING btree ("ends_at") WHERE "lifted_at" IS NULL AND "ends_at" IS NOT NULL;
--> statement-breakpoint
-- One automatic limit of a kind at a time: two risk runs at once open one.
CREATE UNIQUE INDEX "moderation_restrictions_one_automatic" ON "moderation_restrictions" USING btree ("member_id", "kind") WHERE "lifted_at" IS NULL AND "automatic";
--> statement-breakpoint
-- A member appeals a decision once (the unique action, or the automatic limit).
CREATE TABLE "moderation_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid REFERENCES "members"("id") ON DELETE cascade,
	"action_id" uuid REFERENCES "moderation_actions"("id") ON DELETE cascade,
	"restriction_id" uuid REFERENCES "moderation_restrictions"("id") ON DELETE cascade,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'upheld', 'overturned')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid REFERENCES "admins"("id") ON DELETE set null,
	"decided_at" timestamp with time zone,
	"note" text,
	CHECK (("action_id" IS NULL) <> ("restriction_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_action_unique" ON "moderation_appeals" USING btree ("action_id") WHERE "action_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_restriction_unique" ON "moderation_appeals" USING btree ("restriction_id") WHERE "restriction_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "moderation_appeals_status_idx" ON "moderation_appeals" USING btree ("status", "created_at");
--> statement-breakpoint
-- A CSAE case escalated from the queue: to which agency, under which reference, when.
CREATE TABLE "moderation_escalations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL REFERENCES "moderation_items"("id") ON DELETE cascade,
	"agency" text NOT NULL,
	"reference" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"admin_id" uuid REFERENCES "admins"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moderation_escalations_item_idx" ON "moderation_escalations" USING btree ("item_id");
--> statement-breakpoint
-- A message staff removed: its text is replaced for both members (the report's excerpt keeps what was said).
ALTER TABLE "match_messages" ADD COLUMN "removed_at" timestamp with time zone;
