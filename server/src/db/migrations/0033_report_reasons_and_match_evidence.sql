-- Report reasons (decision 0154): every report carries one code of a fixed list beside the member's own words; the
-- reports filed before the codes existed, and those from apps that send none, are `other`.
ALTER TABLE "reports" ADD COLUMN "reason_code" text DEFAULT 'other' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_code_check" CHECK ("reason_code" IN ('asked-for-money', 'moved-off-app', 'fake-photos', 'underage', 'harassment', 'sexual-content', 'scam-investment', 'threat-or-violence', 'other'));
--> statement-breakpoint
-- The ended match a report was filed from (GET /matches/past), if any: the report's excerpt is that match's evidence.
ALTER TABLE "reports" ADD COLUMN "past_match_id" uuid;
--> statement-breakpoint
-- Evidence of an ended match (decision 0154): its last 50 messages, copied in the transaction that ends it (unmatch,
-- block, deletion of either account) and purged 30 days after the end. No foreign key to the match: a deletion
-- removes the match row, and the evidence outlives it. A side whose account was deleted keeps only the first name
-- and blyndmoji it had and the phone's HMAC (decision 0079), so the other side can still report it.
CREATE TABLE "match_evidence" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"member_low_id" uuid REFERENCES "members"("id") ON DELETE set null,
	"member_high_id" uuid REFERENCES "members"("id") ON DELETE set null,
	"low_first_name" text NOT NULL,
	"low_avatar" text NOT NULL,
	"high_first_name" text NOT NULL,
	"high_avatar" text NOT NULL,
	"low_phone_hash" text,
	"high_phone_hash" text,
	"messages" jsonb NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "match_evidence_low_idx" ON "match_evidence" USING btree ("member_low_id", "ended_at" DESC, "match_id" DESC) WHERE "member_low_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "match_evidence_high_idx" ON "match_evidence" USING btree ("member_high_id", "ended_at" DESC, "match_id" DESC) WHERE "member_high_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "match_evidence_ended_idx" ON "match_evidence" USING btree ("ended_at");
