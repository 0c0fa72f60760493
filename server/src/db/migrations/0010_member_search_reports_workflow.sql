CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_name_trgm_idx" ON "members" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_email_trgm_idx" ON "members" USING gin ((lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_phone_trgm_idx" ON "members" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_phone_prefix_idx" ON "members" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "members_name_search_idx";--> statement-breakpoint
CREATE INDEX "members_name_sort_idx" ON "members" USING btree ((lower("first_name" || ' ' || "last_name")),"id");--> statement-breakpoint
CREATE INDEX "members_blocked_created_idx" ON "members" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "is_blocked";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_admins_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_check" CHECK ("status" in ('open', 'actioned', 'dismissed'));--> statement-breakpoint
CREATE INDEX "reports_status_kind_created_idx" ON "reports" USING btree ("status","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" USING btree ("reported_member_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "signup_step_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"from_step" integer NOT NULL,
	"to_step" integer NOT NULL,
	"source" text NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_step_changes_source_check" CHECK ("source" in ('member', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "signup_step_changes" ADD CONSTRAINT "signup_step_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_step_changes" ADD CONSTRAINT "signup_step_changes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signup_step_changes_member_idx" ON "signup_step_changes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree (("details"->>'memberId'),"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"),"created_at" DESC NULLS FIRST);
