-- A report outlives the account it is about (decision 0124): it stays in `reports`, the one place reports live, with
-- the reported member empty and the phone's HMAC (decision 0079) in `reported_phone_hash`, so the Reports screen
-- keeps it in its queue ("account deleted") and a new account on that phone takes it back. The reports a deletion
-- had moved to `deleted_phone_reports` come back here; an admin who resolved one and has since gone is left empty,
-- as `resolved_by` already is when an admin is deleted.
ALTER TABLE "reports" ALTER COLUMN "reported_member_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reported_phone_hash" text;
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reported_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_member_id_members_id_fk" FOREIGN KEY ("reported_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reports_reported_phone_idx" ON "reports" USING btree ("reported_phone_hash") WHERE "reported_phone_hash" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "reports" ("id", "kind", "reporter_id", "reported_member_id", "reported_phone_hash", "message_text", "message_id", "message_excerpt", "reason", "created_at", "status", "note", "resolved_by", "resolved_at")
SELECT d."id", d."kind", d."reporter_id", NULL, d."phone_hash", d."message_text", d."message_id", d."message_excerpt", d."reason", d."created_at", d."status", d."note",
	(SELECT a."id" FROM "admins" a WHERE a."id" = d."resolved_by"), d."resolved_at"
FROM "deleted_phone_reports" d
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
DROP TABLE "deleted_phone_reports";
