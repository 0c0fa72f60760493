-- Issue 13: contact messages become conversations (status, follow-ups from the same sender), searchable
-- through a trigram index; canned replies; and an index to list the mail outbox newest first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "conversation_id" uuid;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status_changed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "contact_messages" SET "last_message_at" = "created_at";
--> statement-breakpoint
UPDATE "contact_messages" AS m
SET "status" = 'replied', "status_changed_at" = r.last_reply
FROM (SELECT "contact_message_id", max("created_at") AS last_reply FROM "contact_replies" GROUP BY "contact_message_id") AS r
WHERE r."contact_message_id" = m."id";
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("status" IN ('open', 'replied', 'resolved'));
--> statement-breakpoint
CREATE INDEX "contact_conversations_latest_idx" ON "contact_messages" USING btree ("last_message_at" DESC, "id" DESC) WHERE "conversation_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "contact_conversations_status_idx" ON "contact_messages" USING btree ("status", "last_message_at" DESC, "id" DESC) WHERE "conversation_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "contact_conversations_sender_idx" ON "contact_messages" USING btree (lower("email"), "last_message_at" DESC) WHERE "conversation_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "contact_messages_conversation_idx" ON "contact_messages" USING btree ("conversation_id", "created_at");
--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (("fullname" || ' ' || "email" || ' ' || "subject" || ' ' || "message") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_email_lower_idx" ON "members" USING btree (lower("email"));
--> statement-breakpoint
CREATE TABLE "canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "canned_replies_title_unique" ON "canned_replies" USING btree (lower("title"));
--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC, "id" DESC);
