-- Discovery filters (decisions 0161–0163): where a member lives as a state and local government area, with that
-- area's centre point copied from the shipped places data set (lib/nigeria-places.json), so distances are computed in
-- SQL from area centres and never from a device position; religion, children (has / wants), languages and height.
-- Preferences over them live in the existing "preferences" jsonb as { value, dealbreaker }.
ALTER TABLE "members" ADD COLUMN "place_state" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "place_lga" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "place_lat" double precision;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "place_lng" double precision;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "religion" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "kids_has" boolean;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "kids_wants" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "height_cm" integer;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_place_whole" CHECK (("place_state" IS NULL) = ("place_lga" IS NULL) AND ("place_lga" IS NULL) = ("place_lat" IS NULL) AND ("place_lat" IS NULL) = ("place_lng" IS NULL));
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_kids_whole" CHECK (("kids_has" IS NULL) = ("kids_wants" IS NULL));
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_height_range" CHECK ("height_cm" IS NULL OR "height_cm" BETWEEN 120 AND 230);
