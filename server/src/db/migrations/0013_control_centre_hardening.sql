-- Issue 22 (control centre): support conversations keep their channel and never take another sender's
-- messages with them; outbox mails are claimed before they are sent; canned replies carry a version;
-- admin actions that must happen once carry an idempotency key.
ALTER TABLE "contact_messages" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;
--> statement-breakpoint
UPDATE "contact_messages" SET "channel" = 'app' WHERE "member_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_channel_check" CHECK ("channel" IN ('app', 'web'));
--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_conversation_id_fk";
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "contact_conversations_member_idx" ON "contact_messages" USING btree ("member_id", "last_message_at" DESC) WHERE "conversation_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "canned_replies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "admin_idempotency_keys" (
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"result_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_idempotency_keys_pk" PRIMARY KEY("admin_id","action","key")
);
--> statement-breakpoint
ALTER TABLE "admin_idempotency_keys" ADD CONSTRAINT "admin_idempotency_keys_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "admin_idempotency_keys_created_idx" ON "admin_idempotency_keys" USING btree ("created_at");
