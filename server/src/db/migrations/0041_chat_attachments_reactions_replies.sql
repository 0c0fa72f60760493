-- Rich chat (decisions 0157, 0168): attachments (voice notes and photos), message kinds, replies and reactions.
-- An attachment's bytes live in its row: a voice note is at most 500 KB, a chat photo is stored re-encoded at most
-- 1280 px (about 200 KB), and its preview is a few hundred bytes; the row goes, and its bytes with it, in one statement.
-- The match and the uploader are set null (not cascaded) when they go, so that an attachment a report excerpt or kept
-- evidence refers to (kept_at set) outlives the account; the account deletion removes every other one itself.
CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid REFERENCES "member_matches"("id") ON DELETE set null,
	"uploader_id" uuid REFERENCES "members"("id") ON DELETE set null,
	"kind" text NOT NULL CHECK ("kind" IN ('voice', 'photo')),
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"status" text NOT NULL CHECK ("status" IN ('ready', 'checking', 'approved', 'removed')),
	"reason" text,
	"content" bytea NOT NULL,
	"preview" bytea,
	"screening" jsonb,
	"kept_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_attachments_uploader_time_idx" ON "chat_attachments" USING btree ("uploader_id", "created_at");
--> statement-breakpoint
CREATE INDEX "chat_attachments_match_idx" ON "chat_attachments" USING btree ("match_id");
--> statement-breakpoint
ALTER TABLE "match_messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;
--> statement-breakpoint
ALTER TABLE "match_messages" ADD CONSTRAINT "match_messages_kind_check" CHECK ("kind" IN ('text', 'voice', 'photo'));
--> statement-breakpoint
ALTER TABLE "match_messages" ADD COLUMN "attachment_id" uuid REFERENCES "chat_attachments"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "match_messages" ADD COLUMN "reply_to_seq" integer;
--> statement-breakpoint
-- An attachment is sent once.
CREATE UNIQUE INDEX "match_messages_attachment_unique" ON "match_messages" USING btree ("attachment_id") WHERE "attachment_id" IS NOT NULL;
--> statement-breakpoint
-- At most one reaction per member per message; it goes with its message.
CREATE TABLE "message_reactions" (
	"match_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reactions_pk" PRIMARY KEY ("match_id", "seq", "member_id"),
	CONSTRAINT "message_reactions_message_fk" FOREIGN KEY ("match_id", "seq") REFERENCES "match_messages"("match_id", "seq") ON DELETE cascade
);
