UPDATE "members" SET "preferences" = jsonb_set("preferences", '{genders}', (SELECT coalesce(jsonb_agg(lower(g)), '[]'::jsonb) FROM jsonb_array_elements_text("preferences" -> 'genders') AS g)) WHERE jsonb_typeof("preferences" -> 'genders') = 'array';--> statement-breakpoint
CREATE INDEX "members_discover_idx" ON "members" USING btree ("gender","id","dob",(coalesce(("preferences" ->> 'ageMin')::integer, 0)),(coalesce(("preferences" ->> 'ageMax')::integer, 200)),(coalesce("preferences" -> 'genders', nullif("interested_in", '[]'::jsonb), '["male","female","non-binary"]'::jsonb) ? 'male'),(coalesce("preferences" -> 'genders', nullif("interested_in", '[]'::jsonb), '["male","female","non-binary"]'::jsonb) ? 'female'),(coalesce("preferences" -> 'genders', nullif("interested_in", '[]'::jsonb), '["male","female","non-binary"]'::jsonb) ? 'non-binary')) WHERE "discoverable" and "completed_signup" and not "is_blocked" and not "disabled";--> statement-breakpoint
CREATE TABLE "member_ad_visits" (
	"member_id" uuid NOT NULL,
	"slot_key" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_ad_visits_pk" PRIMARY KEY("member_id","slot_key")
);
--> statement-breakpoint
ALTER TABLE "member_ad_visits" ADD CONSTRAINT "member_ad_visits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
