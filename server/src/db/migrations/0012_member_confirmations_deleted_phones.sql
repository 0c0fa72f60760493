CREATE TABLE "member_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"action" text NOT NULL,
	"phone" text NOT NULL,
	"code_hmac" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_confirmations" ADD CONSTRAINT "member_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_confirmations_member_idx" ON "member_confirmations" USING btree ("member_id","action","created_at");--> statement-breakpoint
CREATE TABLE "deleted_phone_records" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"was_blocked" boolean DEFAULT false NOT NULL,
	"was_disabled" boolean DEFAULT false NOT NULL,
	"deletions" integer DEFAULT 1 NOT NULL,
	"last_deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deleted_phone_blocks" (
	"phone_hash" text NOT NULL,
	"blocker_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deleted_phone_blocks_pk" PRIMARY KEY("phone_hash","blocker_id")
);
--> statement-breakpoint
ALTER TABLE "deleted_phone_blocks" ADD CONSTRAINT "deleted_phone_blocks_blocker_id_members_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "deleted_phone_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone_hash" text NOT NULL,
	"kind" text NOT NULL,
	"reporter_id" uuid NOT NULL,
	"message_text" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deleted_phone_reports" ADD CONSTRAINT "deleted_phone_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_phone_reports_phone_idx" ON "deleted_phone_reports" USING btree ("phone_hash");--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "re_registered_at" timestamp with time zone;
