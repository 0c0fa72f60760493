-- A report against a deleted account keeps the excerpt the server copied (the reported message and up to 10 before it).
ALTER TABLE "deleted_phone_reports" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "deleted_phone_reports" ADD COLUMN "message_excerpt" jsonb;
