-- Snooze, incognito and hiding from contacts (decisions 0164, 0165). Snooze and incognito are columns of the member's
-- row, so discover's rule reads them on the row it already has: snoozed_at set and snoozed_until null or later than
-- now() keeps the member out of discover, picks and likes received, and the snooze ends at its time with no job;
-- incognito is in force only while premium_until is later than now(), so it ends with Premium by itself.
-- Hidden contacts keep only a keyed hash (HMAC-SHA256 under CONTACT_HASH_KEY) of each number a member hid, never
-- the number; member_hidden_pairs holds the member pairs those hashes matched (at the PUT, or when a member signs up
-- later on a hidden number), which the one visibility rule reads both ways, one primary-key probe each.
ALTER TABLE "members" ADD COLUMN "snoozed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "snoozed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "incognito" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_snooze_whole" CHECK ("snoozed_until" IS NULL OR "snoozed_at" IS NOT NULL);
--> statement-breakpoint
CREATE TABLE "member_hidden_contacts" (
	"owner_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"contact_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_hidden_contacts_pk" PRIMARY KEY("owner_id","contact_hash"),
	CONSTRAINT "member_hidden_contacts_hash_form" CHECK ("contact_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE INDEX "member_hidden_contacts_hash_idx" ON "member_hidden_contacts" USING btree ("contact_hash");
--> statement-breakpoint
CREATE TABLE "member_hidden_pairs" (
	"owner_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"hidden_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_hidden_pairs_pk" PRIMARY KEY("owner_id","hidden_id"),
	CONSTRAINT "member_hidden_pairs_not_self" CHECK ("owner_id" <> "hidden_id")
);
--> statement-breakpoint
CREATE INDEX "member_hidden_pairs_hidden_idx" ON "member_hidden_pairs" USING btree ("hidden_id");
