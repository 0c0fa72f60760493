ALTER TABLE "member_matches" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_matches" ADD COLUMN "activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "member_matches" SET "activity_at" = "created_at";--> statement-breakpoint
CREATE INDEX "member_matches_low_activity_idx" ON "member_matches" USING btree ("member_low_id","activity_at" DESC,"id" DESC) WHERE "ended_at" is null;--> statement-breakpoint
CREATE INDEX "member_matches_high_activity_idx" ON "member_matches" USING btree ("member_high_id","activity_at" DESC,"id" DESC) WHERE "ended_at" is null;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "match_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"client_message_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "match_messages" ADD CONSTRAINT "match_messages_match_id_member_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."member_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_messages" ADD CONSTRAINT "match_messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_messages_seq_unique" ON "match_messages" USING btree ("match_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "match_messages_client_id_unique" ON "match_messages" USING btree ("match_id","sender_id","client_message_id");--> statement-breakpoint
CREATE INDEX "match_messages_sender_time_idx" ON "match_messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE TABLE "match_read_marks" (
	"match_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_read_marks_pk" PRIMARY KEY("match_id","member_id")
);--> statement-breakpoint
ALTER TABLE "match_read_marks" ADD CONSTRAINT "match_read_marks_match_id_member_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."member_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_read_marks" ADD CONSTRAINT "match_read_marks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "live_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_tickets_expires_idx" ON "live_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_excerpt" jsonb;
