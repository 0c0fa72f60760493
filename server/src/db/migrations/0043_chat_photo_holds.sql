-- Held chat photos wait for staff, the duplicate rule for chat photos, and the sweeps of chat attachments (decision
-- 0178). A chat photo the screening holds stays `held` (its sender reads that it waits for a check, the other member
-- reads `checking`) and enters the moderation queue as a `chat-photo-hold` item; staff approve or remove it. Its
-- perceptual hash is kept on the row (as member_photos keeps its own), and a picture staff remove joins
-- removed_photo_hashes, so the same picture sent again, in chat or as a profile photo, is a duplicate.
ALTER TABLE "chat_attachments" DROP CONSTRAINT "chat_attachments_status_check";
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_status_check"
	CHECK ("status" IN ('ready', 'checking', 'held', 'approved', 'removed'));
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "dhash" bigint;
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "dhash_mirrored" bigint;
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "screened_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "reviewed_by" uuid REFERENCES "admins"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "review_note" text;
--> statement-breakpoint
-- The sweeps' reads: photos left `checking`, held photos (the moderation sweep's intake, every minute, and the
-- Verification list), and uploads never sent (oldest first).
CREATE INDEX "chat_attachments_checking_idx" ON "chat_attachments" USING btree ("created_at") WHERE "status" = 'checking';
--> statement-breakpoint
CREATE INDEX "chat_attachments_held_idx" ON "chat_attachments" USING btree ("created_at") WHERE "status" = 'held';
--> statement-breakpoint
CREATE INDEX "chat_attachments_unkept_time_idx" ON "chat_attachments" USING btree ("created_at") WHERE "kept_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "moderation_items" DROP CONSTRAINT "moderation_items_kind_check";
--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_kind_check"
	CHECK ("kind" IN ('report', 'detection', 'photo-hold', 'chat-photo-hold', 'face-review', 'risk'));
