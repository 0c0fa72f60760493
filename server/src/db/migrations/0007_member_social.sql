CREATE TABLE "member_likes" (
	"liker_id" uuid NOT NULL,
	"liked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_likes_pk" PRIMARY KEY("liker_id","liked_id")
);
--> statement-breakpoint
ALTER TABLE "member_likes" ADD CONSTRAINT "member_likes_liker_id_members_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_likes" ADD CONSTRAINT "member_likes_liked_id_members_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_likes_received_idx" ON "member_likes" USING btree ("liked_id","created_at" DESC,"liker_id" DESC);--> statement-breakpoint
CREATE INDEX "member_likes_sent_idx" ON "member_likes" USING btree ("liker_id","created_at" DESC,"liked_id" DESC);--> statement-breakpoint
CREATE TABLE "member_passes" (
	"passer_id" uuid NOT NULL,
	"passed_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_passes_pk" PRIMARY KEY("passer_id","passed_id")
);
--> statement-breakpoint
ALTER TABLE "member_passes" ADD CONSTRAINT "member_passes_passer_id_members_id_fk" FOREIGN KEY ("passer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_passes" ADD CONSTRAINT "member_passes_passed_id_members_id_fk" FOREIGN KEY ("passed_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_passes_latest_idx" ON "member_passes" USING btree ("passer_id","created_at" DESC);--> statement-breakpoint
CREATE TABLE "member_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_low_id" uuid NOT NULL,
	"member_high_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"photos_unlocked_at" timestamp with time zone,
	"low_revoked_at" timestamp with time zone,
	"high_revoked_at" timestamp with time zone,
	CONSTRAINT "member_matches_pair_ordered" CHECK ("member_matches"."member_low_id" < "member_matches"."member_high_id")
);
--> statement-breakpoint
ALTER TABLE "member_matches" ADD CONSTRAINT "member_matches_member_low_id_members_id_fk" FOREIGN KEY ("member_low_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_matches" ADD CONSTRAINT "member_matches_member_high_id_members_id_fk" FOREIGN KEY ("member_high_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_matches_pair_unique" ON "member_matches" USING btree ("member_low_id","member_high_id");--> statement-breakpoint
CREATE INDEX "member_matches_low_idx" ON "member_matches" USING btree ("member_low_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "member_matches_high_idx" ON "member_matches" USING btree ("member_high_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE TABLE "photo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_match_id_member_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."member_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_asker_id_members_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_recipient_id_members_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_requests_match_idx" ON "photo_requests" USING btree ("match_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "photo_requests_incoming_idx" ON "photo_requests" USING btree ("recipient_id","state","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE TABLE "member_daily_counts" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_counts_pk" PRIMARY KEY("member_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "member_daily_counts" ADD CONSTRAINT "member_daily_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD COLUMN "related_id" uuid;
