ALTER TABLE "members" ADD COLUMN "relationship_goal" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "prompts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "discover_snapshots" (
	"viewer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"filter_key" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"walk_phase" integer DEFAULT 0 NOT NULL,
	"walk_after" uuid,
	"walk_done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "discover_snapshots_viewer_id_day_pk" PRIMARY KEY("viewer_id","day")
);
--> statement-breakpoint
CREATE TABLE "discover_snapshot_members" (
	"viewer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rank" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "discover_snapshot_members_viewer_id_day_rank_pk" PRIMARY KEY("viewer_id","day","rank")
);
--> statement-breakpoint
CREATE TABLE "discover_exposures" (
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	"first_pages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discover_exposures_day_member_id_pk" PRIMARY KEY("day","member_id")
);
--> statement-breakpoint
ALTER TABLE "discover_snapshots" ADD CONSTRAINT "discover_snapshots_viewer_id_members_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discover_snapshot_members_member_idx" ON "discover_snapshot_members" USING btree ("viewer_id","day","member_id");
