-- Notification preferences, the daily digest and web push (decisions 0166 and 0167). A member without a settings
-- row has the defaults; the row's marks (last digest, the day picks were announced, the sign-up reminder) are what
-- make each daily send happen once across instances: a send first moves its mark in one conditional statement.
CREATE TABLE "member_notification_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"preferences" jsonb,
	"last_digest_at" timestamp with time zone,
	"picks_sent_on" date,
	"signup_reminded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_held_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"channel" text NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"related_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_held_notices_channel" CHECK ("channel" IN ('push', 'email', 'inApp'))
);
--> statement-breakpoint
CREATE INDEX "member_held_notices_member_idx" ON "member_held_notices" USING btree ("member_id", "created_at");
--> statement-breakpoint
CREATE TABLE "member_web_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"session_id" uuid REFERENCES "member_sessions"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_web_push_subscriptions_endpoint_unique" ON "member_web_push_subscriptions" USING btree ("endpoint");
--> statement-breakpoint
CREATE INDEX "member_web_push_subscriptions_member_idx" ON "member_web_push_subscriptions" USING btree ("member_id");
