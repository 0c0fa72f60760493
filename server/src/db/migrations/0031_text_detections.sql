-- Scam-aware chat (decision 0150). A message the detectors flagged keeps the kind its recipient is warned of (null when
-- nothing fired): the recipient's copy carries `safety: { kind, tip }` wherever it is read again.
ALTER TABLE "match_messages" ADD COLUMN "safety_kind" text;
--> statement-breakpoint
ALTER TABLE "match_messages" ADD CONSTRAINT "match_messages_safety_kind_check" CHECK ("safety_kind" IS NULL OR "safety_kind" IN ('harassment', 'sexual', 'money-request', 'bank-details', 'investment', 'travel-lure', 'off-platform'));
--> statement-breakpoint
-- What the detectors found in a member's own text (a chat message, the bio, a prompt answer), for staff and the risk
-- score: the rule ids that fired (never the text itself), the weight the detection counts toward risk, and whether it
-- came early (a pair's first five messages, or an author younger than 7 days or not verified).
CREATE TABLE "text_detections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"source" text NOT NULL CHECK ("source" IN ('message', 'bio', 'prompt')),
	"match_id" uuid REFERENCES "member_matches"("id") ON DELETE set null,
	"message_id" uuid REFERENCES "match_messages"("id") ON DELETE set null,
	"kind" text NOT NULL CHECK ("kind" IN ('harassment', 'sexual', 'money-request', 'bank-details', 'investment', 'travel-lure', 'off-platform')),
	"rules" jsonb NOT NULL,
	"weight" real NOT NULL,
	"early" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "text_detections_member_time_idx" ON "text_detections" USING btree ("member_id", "created_at");
--> statement-breakpoint
CREATE INDEX "text_detections_time_idx" ON "text_detections" USING btree ("created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "text_detections_message_kind_unique" ON "text_detections" USING btree ("message_id", "kind") WHERE "message_id" IS NOT NULL;
