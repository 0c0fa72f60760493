-- Date safety (decision 0155): a member's plan for a date with a match, shared with one trusted contact. The share
-- link's token is kept only as its SHA-256; the place and the contact's name and phone are personal data kept only
-- while needed (nulled when the date is cancelled or expires, the row itself deleted 30 days after expiry). The
-- check-in's state (asked, answered, the contact alerted) is what makes its jobs run once across restarts and
-- instances: each job locks the row and acts only if its mark is still empty.
CREATE TABLE "date_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"match_id" uuid REFERENCES "member_matches"("id") ON DELETE set null,
	"other_member_id" uuid REFERENCES "members"("id") ON DELETE set null,
	"at" timestamp with time zone NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"place" text,
	"contact_name" text,
	"contact_phone" text,
	"share_token_hash" text NOT NULL,
	"share_sent_at" timestamp with time zone,
	"check_in_job_id" text,
	"missed_job_id" text,
	"asked_at" timestamp with time zone,
	"answer" text CHECK ("answer" IS NULL OR "answer" IN ('ok', 'help')),
	"answered_at" timestamp with time zone,
	"alert_reason" text CHECK ("alert_reason" IS NULL OR "alert_reason" IN ('help', 'missed')),
	"alert_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_plans_check_in_after_start" CHECK ("check_in_at" > "at"),
	CONSTRAINT "date_plans_expires_after_start" CHECK ("expires_at" > "at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "date_plans_share_token_unique" ON "date_plans" USING btree ("share_token_hash");
--> statement-breakpoint
CREATE INDEX "date_plans_member_at_idx" ON "date_plans" USING btree ("member_id", "at");
--> statement-breakpoint
CREATE INDEX "date_plans_expires_idx" ON "date_plans" USING btree ("expires_at");
